import type { Lexicon } from '../topic-ids';

/**
 * Danish. Compounds are the rule ('hovedretten', 'morgenbuffeten', 'rødvinen'), hence the '*suffix' patterns.
 * 'pris' alone is no price word: 'vi satte stor pris på' is praise, not a word about the prices.
 * 'dog' and 'desværre' stand inside a clause in Danish ('Parkeringen er dog besværlig'), so they do not split one.
 * Friendliness adjectives ('søde', 'venlig', 'flink') are weak cues for the staff: 'venlig betjening' is the
 * service, 'Med venlig hilsen' names nobody.
 */
export const DA_LEXICON: Lexicon = {
  topics: {
    food: [
      'mad', 'maden', 'måltid*', 'retten', 'retter', 'retterne', '*retten', '*retter', '*retterne', 'forret*', 'hovedret*', 'dessert*', 'middag*',
      'frokost*', '*frokost', '*frokosten', 'aftensmad*', 'pizza*', 'burger*', '*burger', '*burgeren', 'pasta*', '*pastaen', 'bøf', 'bøffen', 'bøffer', 'steak*', 'sushi',
      'kage', 'kagen', 'kager', 'kagerne', '*kage', '*kagen', '*kager', '*kagerne', 'sandwich*', 'smørrebrød*', 'stjerneskud*', 'frikadelle*', 'flæskesteg*', 'fisk',
      'fisken', 'fiskeret*', 'rødspætte*', 'laks', 'laksen', 'rejer', 'rejerne', 'kylling*', 'oksekød', 'okseføl*', 'oksefilet*', 'filet*', '*fileten', 'kød', 'kødet',
      'menu', 'menuen', 'menukort*', 'frokostmenu*', 'aftenmenu*', 'portion*', 'køkken*', 'kokken', 'kokkene', 'kok', 'kokke', 'brød', 'brødet', 'rundstykke*',
      'croissant*', 'snegl', 'sneglen', 'snegle', '*snegl', '*sneglen', '*snegle', 'wienerbrød*', 'tærte*', 'suppe*', 'salat*', 'pommes*', 'fritter', 'pølse*',
      'tapas', 'nachos', 'tacos', 'ramen', 'nudler', 'vegansk*', 'vegetar*', 'glutenfri*', 'hjemmebag*', 'hjemmelav*', 'tilberedt', 'tilbehør*', 'sovs*', 'sauce*',
      'bearnaise*', 'råvare*', 'æg', 'æggene', 'bacon', 'pandekage*', 'vaffel', 'vafler', 'isen', 'flødeboller', 'bagværk*', 'buffet', 'stegt', 'spise', 'spiste',
      '~smag*', '~lækker*', '~lækre', 'velsmag*',
    ],
    coffee: [
      'kaffe', 'kaffen', 'kaffes', '*kaffe', '*kaffen', 'kaffekop*', 'kaffebønne*', 'kaffedrik*', 'kaffeglad*', 'latte*', '*latte', '*latten', 'cappuccino*', 'espresso*', 'cortado*', 'flat white', 'americano*', 'macchiato*', 'mocca*',
      'te', 'teen', 'chai*', 'bønnerne', 'kop kaffe',
    ],
    drinks: [
      'drink', 'drinks', 'drinksene', 'drikkevare*', 'drikke', 'vin', 'vinen', 'vine', 'vinene', '*vin', '*vinen', 'vinkort*', 'vinmenu*', 'vinanbefaling*', 'vinliste*',
      'øl', 'øllen', 'øllet', '*øl', '*øllen', 'fadøl*', 'cocktail*', 'juice*', 'saft*', 'sodavand*', 'smoothie*', 'lemonade*', 'cider', 'champagne', 'bobler',
      'kakao*', 'varm chokolade', 'baren', 'bartender*', '~bar',
    ],
    breakfast: ['morgenmad*', 'morgenbuffet*', '*morgenbuffet', 'morgenbord*', 'brunch*', '*brunch', '*brunchen', 'buffeten', 'morgen-buffet*'],
    selection: [
      'udvalg', 'udvalget', '*udvalg', '*udvalget', 'sortiment*', 'udsolgt', 'på lager', 'valgmulighed*', '~muligheder', '~mulighed', '~varieret', '~variation',
      '~alsidig*', '~velassorteret', '~forskellige',
    ],
    service: ['service', 'servicen', 'telefon', 'telefonen', 'ingen svarer', 'svarer ikke', 'svarede ikke', 'betjening*', '*betjening', '*betjeningen', 'kundeservice*', '~serveret', '~opmærksom*', '~hjælpsom*', '~vejledning*', '~rådgivning*', '~råd'],
    staff: [
      'personale', 'personalet', 'personalets', '*personale', '*personalet', 'ansatte', '*ansatte', 'medarbejder*', 'tjener', 'tjeneren', 'tjenere', 'tjenerne',
      'tjenerens', 'servitrice*', 'ekspedient*', 'ekspeditrice*', 'receptionist*', 'reception*', 'værten', 'værtinde*', 'værtsparret', 'ejer', 'ejeren', 'ejerne',
      'ejerparret', 'indehaver*', 'chefen', 'manager*', 'barista*', 'frisør', 'frisøren', 'frisører', 'frisørerne', 'frisørens', 'barber', 'barberen', 'stylist*',
      'tandlæge*', 'tandplejer*', 'klinikassistent*', 'assistent*', 'læge', 'lægen', 'læger', 'lægerne', 'sygeplejerske*', 'fysioterapeut*', 'behandler*',
      'terapeut*', 'massør*', 'kosmetolog*', 'negletekniker*', 'hygiejnist*', 'teamet', 'team', 'personerne bag', 'folkene', '~folk', '~holdet', '~damen', '~damerne',
      '~pigen', '~pigerne', '~fyren', '~fyrene', '~drengene', '~sød', '~søde', '~venlig*', '~uvenlig*', '~flink*', '~smilende', '~imødekommende', '~høflig*',
      '~uhøflig*', '~uforskammet*', '~sur', '~sure', '~arrogant*', '~nedladende', '~professionel*', '~uprofessionel*', '~dygtig*', '~tålmodig*', '~hjertelig*',
      '~serviceminded*', '~kort for hovedet', '~trak på skuldrene',
    ],
    price: [
      'prisen', 'priser', 'priserne', '*priser', '*prisen', 'prisniveau*', 'prisleje*', 'pris og kvalitet', 'pris kvalitet', 'god pris', 'fair pris', 'rimelig pris',
      'fornuftig pris', 'høj pris', 'den pris', 'samme pris', 'overpris*', 'dyr', 'dyrt', 'dyre', 'dyreste', 'billig', 'billigt', 'billige', 'penge', 'pengene',
      'regning', 'regningen', 'kr', 'kroner', 'betale', 'betalte', 'betalt', 'koste', 'koster', 'kostede', 'prisværdig*', 'overkommelig*', 'gratis', 'valuta',
    ],
    cleanliness: [
      'ren', 'rent', 'rene', 'renere', 'renest*', 'rengjort*', 'rengøring*', '*rengøring', 'renlighed*', 'beskidt*', 'snavs*', 'uhumsk*', 'hygiejne*', 'hygiejnisk*',
      'uhygiejnisk*', 'lugt', 'lugten', 'lugter', 'lugtede', 'stank', 'stinker', 'stinkede', 'støv', 'støvet', 'støvede', 'skinnende',
      'hår i', 'tørret af', 'ryddeligt', 'uryddeligt', 'ulækkert', 'klamt', 'klamme', 'skidtet', 'skimmel*', 'mug', 'muggen', '~toilet*', '~ulækker', '~ulækre', '~pletter', '~plettet',
    ],
    waiting: [
      'vente', 'ventede', 'venter', 'ventet', 'ventetid*', 'venteværelse*', 'kø', 'køen', 'køer', 'lang tid', 'længe at vente', 'forsink*', 'for sent', 'til tiden',
      'en halv time', 'over en time', 'stadig ikke', 'endnu ikke', 'tre kvarter', 'tog evigheder', 'punktlig*', '~hurtig*', '~langsom*', '~længe', '~minutter', '~minut', '~travlt',
      '~ekspedition*',
    ],
    atmosphere: [
      'stemning', 'stemningen', '*stemning', '*stemningen', 'atmosfære*', 'hyggelig*', 'hyggen', 'hygge', 'indretning*', 'indrettet', 'interiør*', 'musik', 'musikken',
      'miljø', 'miljøet', 'ambiance', 'vibe*', 'charme*', 'charmerende', 'stemningsfuld*', 'lokalet', 'lokalerne', 'indbydende', '~omgivelse*', '~afslappende',
      '~afslappet', '~lyst', '~stilfuld*', '~smukt', '~smuk',
    ],
    noise: [
      'larm', 'larmen', 'larmede', 'larmende', 'støj', 'støjen', 'støjede', 'støjende', 'støjniveau*', 'lydniveau*', 'højlydt*', 'akustik*', 'roen', 'stilheden',
      'fred og ro', 'ro og fred', 'høre hinanden', 'høre os selv', 'høj musik', 'lydt', 'lydhørt', 'lydhøre', 'tynde vægge',
      'høre alt', '~for høj', '~for højt', '~stille', '~rolig', '~roligt', '~ro', '~larmet', '~højt',
    ],
    booking: [
      'booking*', 'booket', 'booke', 'bookede', 'bookning*', 'online booking', 'onlinebooking*', 'reservation*', 'reservere*', 'reserverede', 'reserveret',
      'bestilt bord', 'bestilte bord', 'bestille bord', 'bord til', 'bordbestilling*', 'tidsbestilling*', 'dobbeltbook*', 'aflyst*', 'aflyse*', 'bestilt tid',
      'bestilte tid', 'fik en tid', 'fået en tid', 'få en tid', 'hurtig tid', 'ny tid', 'tid bliver flyttet', 'tid blev flyttet', 'flyttet min tid',
      'flyttede min tid', 'en tid kl', 'aftale', 'aftalen', 'aftaler',
      '~book*',
    ],
    location: [
      'beliggenhed*', 'placering*', 'placeret', 'udsigt*', '*udsigt', '*udsigten', 'svært at finde', 'nemt at finde', 'let at finde', 'lige ned til', 'gåafstand*',
      'centralt', '~centrum', '~ligger', '~område*', '~central', '~nærheden', '~natur*', '~beliggende',
    ],
    parking: ['parkering*', '*parkering', '*parkeringen', 'parkere*', 'p-plads*', 'p-forhold*', 'parkeringsplads*', '~parkerede'],
    rooms: [
      'værelse', 'værelset', 'værelser', 'værelserne', 'dobbeltværelse*', 'enkeltværelse*', 'familieværelse*', 'hotelværelse*', 'seng', 'sengen', 'senge', 'sengene', 'sengetøj*', 'badeværelse*', 'badet',
      'bruser*', 'brusebad*', 'brusenich*', 'hovedpude*', 'puder', 'puderne', 'dyne', 'dynen', 'dyner', 'madras*', 'suite*', 'håndklæde*', 'minibar*', 'aircondition',
      'værelsets',
    ],
    treatment: [
      'behandling', 'behandlingen', 'behandlinger', '*behandling', '*behandlingen', 'massage*', '*massage', '*massagen', 'manicure*', 'pedicure*', 'negle', 'neglene',
      'fyldning*', 'tandrens*', 'rensning*', 'undersøgelse*', 'konsultation*', 'eftersyn*', 'tjekket', 'tandtjek*', 'check-up', 'checkup', 'kontrol', 'kontrollen', '*kontrol', 'røntgen*',
      'bedøvelse*', 'indgreb*', 'vipper', 'bryn', '~resultat*', '~klinik*',
    ],
    haircut: [
      '~resultatet', '~resultat',
      'klipning*', 'klip', 'klippet', 'klippede', 'klippe', '*klip', '*klippet', 'frisure*', 'farvning*', 'farve', 'farven', 'farvet', '*farve', '*farven',
      'balayage*', 'highlights', 'striber', 'permanent', 'føn', 'føntørring', 'fade', 'skæg', 'skægget', 'skægtrim*', 'pandehår*', 'hårvask*', 'opsætning*',
      'styling*', '~hår', '~håret',
    ],
  },
  positive: [
    'det jeg bad om', 'det jeg ønskede',
    'som aftalt', 'som ønsket',
    'god', 'godt', 'gode', 'bedste', 'bedst', 'super', 'superb', 'fantastisk*', 'fremragende', 'fremragene', 'lækker*', 'lækre', 'dejlig*', 'skøn', 'skønt', 'skønne',
    'venlig', 'venlige', 'venligt', 'sød', 'søde', 'sødt', 'perfekt*', 'top', 'i top', 'topklasse', 'anbefal*', 'hyggelig*', 'ren', 'rent', 'rene', 'hurtig*',
    'opmærksom*', 'smuk*', 'flot', 'flotte', 'flotteste', 'imødekommende', 'professionel', 'professionelle', 'professionelt', 'frisk*', 'rimelig*', 'fornuftig*',
    'fair', 'billig', 'billigt', 'billige', 'fin', 'fint', 'fine', 'dygtig*', 'flink*', 'behagelig*', 'afslappende', 'afslappet', 'glad', 'glade', 'tilfreds*',
    'elsker', 'elskede', 'nød', 'nyd*', 'nydelig*', 'grundig*', 'hjælpsom*', 'smilende', 'hjertelig*', 'hjertevarm*', 'varm', 'varmt', 'varme', 'mums', 'wow', 'sublim*',
    'fænomenal*', 'formidabel*', 'genial*', 'kanon', 'kanongod*', 'suveræn*', 'fed', 'fedt', 'fede', 'nice', 'mesterlig*', 'velsmag*', 'mør', 'mørt', 'møre',
    'sprød*', 'tålmodig*', 'kompetent*', 'velkommen', 'velkomne', 'tilpas', 'effektiv*', 'punktlig*', 'præcis som', 'levede op', 'lever op', 'leve op', 'i din smag',
    'i smag', 'ramte plet', 'rammer plet', 'lige i skabet', 'stille', 'roligt', 'rolig', 'fredelig*', 'rummelig*', 'stor', 'stort', 'store', 'pæn', 'pænt', 'pæne',
    'charmerende', 'idyllisk*', 'vellykket', 'imponere*', 'overbevis*', 'fortjent', 'værd', 'favorit*', 'yndlings*', 'ok', 'okay', 'i orden', 'ordentlig*',
    'kan lide', 'kunne lide', 'lide', 'syntes godt om', 'begejstre*', 'vild med', 'vilde med', 'forkæl*', 'ros', 'rosen', 'rosende', 'sætter pris på', 'satte pris på',
    'sat pris på', 'stor pris på', 'glæde', 'glæder', 'glædede', 'serviceminded*', 'omsorgsfuld*', 'rar', 'rare', 'rart', 'sjov', 'sjovt', 'sjove', 'velholdt*',
    'velassorteret', 'alsidig*', 'smagfuld*', 'stilfuld*', 'indbydende', 'hurtigt', 'ingen ventetid', 'ingen kø', 'uden ventetid', 'uden at vente', 'ingen larm',
    'gjorde ikke ondt', 'ikke ondt', 'stole på', 'fungere*', 'tryg', 'trygt', 'trygge', 'fejlfri*', 'uovertruffen*', 'solid*', 'for enhver smag',
  ],
  negative: [
    'små portioner', 'portionerne var små', 'portionerne er små',
    'kom aldrig nogen', 'der kom aldrig', 'ingen svarer', 'ingen svarede',
    'ingen gjorde noget', 'ingen gad', 'ikke klar', 'ikke klart',
    'forventer mere', 'forventede mere', 'forventet mere', 'havde forventet mere',
    'end jeg ønskede', 'end jeg bad om', 'end aftalt',
    'dårlig*', 'elendig*', 'forfærdelig*', 'frygtelig*', 'rædsom*', 'rædsel*', 'katastrofe*', 'katastrofal*', 'uhøflig*', 'uvenlig*', 'sur', 'sure', 'surt',
    'arrogant*', 'nedladende', 'langsom*', 'beskidt*', 'snavset', 'ulækker*', 'ulækre', 'klam', 'klamt', 'klamme', 'kold', 'koldt', 'kolde', 'lunken', 'lunkent',
    'lunkne', 'tør', 'tørt', 'tørre', 'brændt*', 'bitter', 'bittert', 'bitre', 'fedtet', 'vandet', 'tyndt', 'smagløs*', 'uspiselig*', 'rå', 'overkogt', 'kedelig*',
    'intetsigende', 'middelmådig*', 'skuffe*', 'skuffelse*', 'værste', 'værst', 'ringe', 'ringeste', 'uprofessionel*', 'ignorer*', 'overset', 'glemt', 'glemte',
    'fejl', 'fejlen', 'forkert*', 'problem*', 'klage', 'klagede', 'klager', 'klagen', 'uacceptabel*', 'uforskammet*', 'fræk', 'frækt', 'respektløs*', 'pinlig*',
    'utilfreds*', 'ked af', 'kede af', 'beklage*', 'undskyld*', 'desværre', 'ærgerlig*', 'ærgeligt', 'synd', 'øv', 'aldrig igen', 'aldrig mere', 'spild', 'dyr',
    'dyrt', 'dyre', 'overpris*', 'pebret', 'pebrede', 'røveri', 'i overkanten', 'for meget', 'for lidt', 'for få', 'for lang', 'for lange', 'for længe', 'for kort',
    'for små', 'lang', 'lange', 'larm', 'larmede', 'larmende', 'støj', 'støjende', 'højlydt*', 'trang*', 'trangt', 'småt', 'små', 'lugtede', 'lugter', 'stank',
    'stinker', 'stinkede', 'muggen', 'skimmel*', 'støvet', 'slidt*', 'nedslidt*', 'gennemlegen', 'ødelagt*', 'i stykker', 'virkede ikke', 'kaos*', 'kaotisk*',
    'stresset', 'travlt', 'måtte vente', 'skulle vente', 'ventede længe', 'forsinket', 'forsinkelse*', 'for sent', 'manglede', 'mangler', 'mangel*', 'savne*',
    'minus', 'trækker', 'gik galt', 'galt', 'rodet', 'uorden', 'ikke noget særligt', 'intet særligt', 'ikke engang', 'gad ikke', 'ingen undskyldning',
    'ingen forklaring', 'ingen svarer', 'intet svar', 'ingen svar', 'trak på skuldrene', 'ligeglad*', 'uinteresseret', 'afvisende', 'kort for hovedet',
    'overfladisk*', 'sjusk*', 'halvhjertet', 'hårdhændet', 'gjorde ondt', 'ondt', 'smerte*', 'smertefuld*', 'ubehagelig*', 'utryg*', 'nedtur', 'fiasko',
    'under al kritik', 'gennemsnitlig*', 'meh', 'skæv', 'skævt', 'skæve', 'ujævn*', 'faldt ud', 'ikke som aftalt', 'kunne være bedre', 'kunne godt have',
    'kunne godt bruge', 'trænger til', 'høje ende', 'uhumsk*', 'hår i', 'fra en pakke', 'lever ikke op', 'levede ikke op', 'lever slet ikke op',
    'levede slet ikke op', 'ikke det jeg', 'ikke hvad jeg', 'nej tak', 'ikke værd', 'spildte', 'irriterende', 'irriteret', 'vred', 'vrede', 'sur over',
    'snydt', 'snyd', 'uklar*', 'forvirr*', 'gik igen', 'måtte gå', 'ingen hjælp', 'ikke hjælp', 'uden at sige', 'besværlig*', 'lidt længe', 'ret længe', 'meget længe', 'alt for længe', 'mindre end',
    'blevet mindre', 'blevet dårligere', 'ned ad bakke', 'dobbelt så høj', 'dobbelt så meget', 'højere end', 'for høj', 'for høje', 'stadig ikke', 'endnu ikke', 'kø', 'køen', 'køer', 'svært', 'svær', 'lydt', 'lydhørt', 'lydhøre', 'tynde vægge',
    'plettet', 'koster ekstra', 'kostede ekstra', 'burde', 'overrumplet', 'presset', 'for salt', 'for salte', 'for krydret', 'for stærk', 'for fed',
  ],
  negators: ['ikke', 'ik', 'ikk', 'aldrig', 'ingen', 'intet', 'ingenting', 'uden', 'hverken', 'næppe', 'knap', 'ej'],
  negatedAfter: ['anbefal*', 'nød', 'nyd*', 'imponere*', 'overbevis*', 'fungere*', 'lever op', 'levede op', 'stole på'],
  wishes: [
    'kunne godt have', 'kunne godt være', 'kunne godt bruge', 'kunne have været', 'ville have været', 'ville ønske', 'ønsker bare', 'hvis bare', 'gid',
    'havde håbet', 'trænger til', 'mangler bare', 'var det 5 stjerner', 'havde været 5 stjerner', 'havde været fem stjerner', 'kunne være',
  ],
  contrast: [
    'men', 'selvom', 'selv om', 'bortset fra', 'til gengæld', 'derimod', 'ellers', 'eneste minus', 'omvendt', 'trods', 'på trods af', 'mens',
  ],
};
