import type { Lexicon } from '../topic-ids';

/**
 * Norwegian (Bokmål) as people write it on Google: definite forms ('maten', 'kaffen'), compounds ('kanelbolle',
 * 'hovedretten'), colloquial, dialect and misspelt forms ('stressa', 'skuffa', 'ikkje', 'digg', 'cappucino'). Weak
 * cues where a word has another everyday sense: 'pris' ('setter pris på' appreciates), 'rett' ('rett ved' is right
 * by), 'rom' ('rom for forbedring'), 'hår' ('hår i sluket' is about cleaning); friendliness adjectives are weak cues
 * for the staff, and 'hyggelig' is none, since Norwegians call a place, an evening or a chat 'hyggelig' as often as
 * a person. 'dessverre' is no contrast word: it stands after the verb ('Rommet var dessverre lite'). 'uten' is no
 * negator: 'uten tvil den beste' praises, 'uten en unnskyldning' complains.
 */
export const NO_LEXICON: Lexicon = {
  topics: {
    food: [
      'mat', 'maten', 'matopplevelse*', 'matretter', 'måltid*', '~rett', 'retten', 'retter', 'rettene', '*retten', '*retter', '*rettene', 'middag*', 'lunsj*',
      'meny', 'menyen', 'menyer', 'meny*', 'porsjon*', 'kjøkken', 'kjøkkenet', 'kokk', 'kokken', 'kokker', 'kokkene', 'dessert*', 'forrett*', 'hovedrett*',
      'pizza*', 'burger*', 'pasta', 'pastaen', 'biff*', 'sushi*', 'kake*', '*kake', '*kaken', '*kaker', '*kakene', 'bolle', 'bollen', 'boller', 'bollene',
      '*bolle', '*bollen', '*boller', '*bollene', 'kanelsnurr*', 'wienerbrød*', 'croissant*', 'muffin*', 'brownie*', 'vaffel*', 'vafler*', 'vaflene', 'brød',
      'brødet', '*brød', '*brødet', 'rundstykke*', 'smørbrød*', 'bagett*', 'baguett*', 'toast', 'panini', 'suppe*', '*suppe', 'salat*', '*salat', 'fisk',
      'fisken', '*fisk', 'torsk*', 'laks*', 'sjømat*', 'reker', 'rekene', 'skalldyr*', 'kamskjell*', 'kjøtt', 'kjøttet', '*kjøtt', 'kylling*', 'lam', 'lammet',
      'lammeskank*', 'svinekam*', 'ribbe*', 'pølse*', 'taco*', 'tapas', 'nachos', 'wok*', 'nudler*', 'ramen', 'curry', 'pommes frites', 'fries', 'tilbehør*',
      'saus', 'sausen', 'egg', 'eggene', 'omelett*', 'pannekake*', 'lefse*', 'svele*', 'bakst', 'bakverk*', 'bakevarer*', 'hjemmebakt*', 'hjemmelag*',
      'nybakt*', 'vegetar*', 'vegan*', 'glutenfri*', 'smårett*', 'lunsjrett*', 'dagens rett', 'råvare*', 'smaksopplevelse*', 'anretning*', 'grøt*', 'iskrem*',
      'softis*', 'potet*', 'grønnsak*', 'kebab*', 'falafel*', 'tortilla*', 'focaccia', '*burger', '*burgeren', 'ost', 'osten', 'ostefat*', 'kjøttkake*',
      '~smak*', '~smakte', '~krydret', '~mett',
    ],
    coffee: [
      'kaffe', 'kaffen', 'kaffe*', '*kaffe', '*kaffen', 'latte*', 'cappuccino*', 'espresso*', 'flat white', 'americano*', 'cortado*', 'macchiato*', 'te',
      'teen', 'te-en', 'teer', 'chai*', 'kaffekopp*', 'cappucino*', 'capuccino*', 'expresso*', 'mokka*', 'mocca*',
    ],
    drinks: [
      'drikke', 'drikken', 'drikkevare*', 'drink', 'drinken', 'drinker', 'drinkene', 'drinks', 'vin', 'vinen', 'viner', 'vinene', 'vinkart*', 'vinliste*',
      'vinmeny*', 'vinanbefaling*', 'vinpakke*', 'rødvin*', 'hvitvin*', 'husvin*', 'rosévin*', 'musserende', 'champagne', 'øl', 'ølet', 'ølen', 'fatøl*',
      'pils', 'pilsen', 'ølutvalg*', 'cocktail*', 'juice*', 'jus', 'brus', 'brusen', 'saft', 'smoothie*', 'kakao*', 'varm sjokolade', 'cider', 'akevitt*',
      'alkoholfri*', 'drikkemeny*', 'prosecco', 'cava', 'gin', 'aperol*', 'mojito*', 'whisky*', '~bar', '~baren',
    ],
    breakfast: [
      'frokost', 'frokosten', 'frokost*', '*frokost', '*frokosten', 'brunch*', 'brunsj*', 'buffet*', '*buffet', '*buffeten', 'frokostbuffet*',
    ],
    selection: [
      'utvalg', 'utvalget', 'utvalg*', '*utvalg', '*utvalget', 'sortiment*', 'variasjon*', 'valgmulighet*', 'velge mellom', 'velge i', 'på lager', 'utsolgt',
      'ikke inne', 'tomt for', 'tom for', 'vareutvalg*', '~størrelse*', '~valg', '~variert*', '~alternativ*', '~alternativer',
    ],
    service: [
      'service', 'servicen', 'service*', '*service', '*servicen', 'rådgivning*', 'bemanning*', 'underbemann*', 'betjening*', 'betjeningen', 'kundeservice*',
      'kundebehandling*', 'oppfølging*', 'innsjekk*', 'utsjekk*', 'servering*', 'uten svar', 'ingen svar', 'fikk aldri svar', 'fikk ikke svar', 'svarer ikke',
      'svarte ikke', 'svarer aldri', 'kom aldri gjennom', 'kom ikke gjennom', 'tar ikke telefonen', 'tok ikke telefonen', '~servert*', '~oppmerksom*',
      '~hjelpsom*', '~råd', '~tips', '~veiledning*', '~hjelp',
    ],
    staff: [
      'personal*', 'ansatte', 'ansatt', 'de ansatte', 'servitør*', 'kelner*', 'medarbeider*', 'resepsjonist*', 'resepsjonen', 'resepsjon', '~resepsjon*', 'eier', 'eieren', 'eierne',
      'innehaver*', 'sjefen', 'daglig leder', 'team', 'teamet', 'frisør*', 'barber', 'barberen', 'barberer*', 'stylist*', 'tannlege*', 'tannpleier*',
      'tannhelsesekretær*', 'lege', 'legen', 'leger', 'legene', 'fastlege*', 'sykepleier*', 'fysioterapeut*', 'terapeut*', 'kiropraktor*', 'naprapat*',
      'manuellterapeut*', 'osteopat*', 'massør*', 'hudpleier*', 'kosmetolog*', 'negldesigner*', 'barista*', 'bartender*', 'servitrise*', 'personell*',
      'assistent*', 'lærling*', 'ekspeditør*', 'ekspeditrise*', 'butikkmedarbeider*', 'selger*', 'verten', 'vertinne*', 'vertskap*', 'de som jobber',
      'måten du ble tatt imot på', 'tatt godt imot', 'tok godt imot', 'ble tatt imot', 'ble møtt', 'tok seg god tid', 'tok seg tid', 'hyggelige folk',
      'hyggelig folk', 'blide folk', 'trivelige folk', 'flinke folk', 'folka bak disken', 'bak disken', 'i kassa', 'i kassen', '~folk', '~folka', '~gjeng*',
      '~dama', '~damen', '~damene', '~fyren', '~jenta', '~jentene', '~gutta', '~frekk*', '~uhøflig*', '~vennlig*', '~uvennlig*', '~blid*', '~imøtekommende',
      '~flink*', '~dyktig*', '~søt', '~søte', '~sur', '~sure', '~gretten*', '~arrogant*', '~avvisende', '~nedlatende', '~stressa', '~stresset', '~tålmodig*',
      '~profesjonell*', '~proff*', '~serviceinnstilt*', '~kunnskapsrik*', '~hjertelig*', '~gjestfri*', '~velkomne', '~smilende', '~omsorgsfull*', '~prat',
      '~pratsom*',
    ],
    price: [
      '~pris', 'prisen', 'priser', 'prisene', '*prisen', '*priser', '*prisene', 'prisnivå*', 'prisklasse*', 'prisleie*', 'prislapp*', 'prisoverslag*',
      'prisforhold*', 'prisgunstig*', 'prisvennlig*', 'kostbar*', 'kostnad*', 'gebyr*', 'rabatt*', '~tilbud*', 'pris og kvalitet', 'pris kvalitet', 'god pris',
      'grei pris', 'høy pris', 'dyr', 'dyrt', 'dyre', 'dyrere', 'dyreste', 'overpris*', 'ågerpris*', 'blodpris*', 'billig', 'billigere', 'rimelig', 'rimelige',
      'penga', 'pengene', '~regning*', 'kostet', 'koster', 'betalte', 'betale', 'kr', 'kroner', 'lommebok*', '~gratis',
    ],
    cleanliness: [
      'ren', 'rent', 'rene', 'renere', 'renslig*', 'renhold*', 'rengjør*', 'rengjort', 'vasket', 'nyvasket', 'skitt*', 'skitne', 'møkk*', 'grisete', 'hygien*',
      'stank*', 'stinket', 'støv*', 'flekk*', 'ryddig*', 'uryddig*', 'rotete', 'søppel', 'søpla', 'klissete', 'klisset', 'sølete', 'plettfri*', 'skinnende',
      'kakerlakk*', 'mugg*', 'mugne', 'hår i', 'fluer', 'insekt*', 'uvasket*', 'ikke vasket', 'uhygienisk*', 'rein', 'reint', 'reine', '~lukt*', '~luktet',
    ],
    waiting: [
      'vente', 'ventet', 'venta', 'ventetid*', 'venting*', 'på vent', 'satt på vent', 'kø', 'køen', 'køer', 'køa', 'lang tid', 'tok tid', 'tok sin tid',
      'tok litt tid', 'en evighet', 'evigheter', 'forsink*', 'punktlig*', 'i tide', 'over timen', 'over tiden', 'et kvarter', 'halvtime*', 'gikk fort',
      'gikk raskt', 'minutter før', 'minutter på', 'minutter over', 'minutter forsinket', 'tempoet', '~kjapt', '~lynrask*', '~treig*', 'ventet lenge', '~treg*',
      '~sakte', '~rask*', '~kjapp*', '~fort', '~minutter', '~presis',
    ],
    atmosphere: [
      'stemning*', 'atmosfære*', 'lokalet', 'lokaler', 'lokalene', 'interiør*', 'innredning*', 'innredet', 'dekor*', 'musikk*', 'miljø', 'miljøet', 'vibe*',
      'hygge', '*stemning', '*stemningen', 'ambiance', 'ambience', 'trivsel', 'sjarm*', 'belysning*', 'koselig*', '~kos', '~lun', '~lunt', '~innbydende',
      '~trivelig*', '~avslappende', '~avslappet*', '~trang', '~trangt', '~luftig*',
    ],
    noise: [
      'støy*', 'støyende', 'bråk*', 'lydnivå*', 'lydisolering*', 'lytt', 'lytte vegger', 'høylytt*', 'øredøvende', 'høy musikk', 'hørte naboene',
      'hørte hverandre', 'høre hverandre', 'ro', 'roen', 'fred og ro', 'ro og fred', 'stillhet*', 'rolig', 'rolige', 'rolig*', 'fredelig*', '~stille',
      '~skrik*',
    ],
    booking: [
      'booking*', 'booke*', 'booket', 'bookingen', 'reservasjon*', 'reserver*', 'reservert', 'bestilt bord', 'bestilte bord', 'bestille bord', 'bord til', 'bordet var ikke klart', 'bordet ikke var klart', 'bordet vårt',
      'bordbestilling*', 'bordreservasjon*', 'timebestilling*', 'bestilt time', 'bestilte time', 'bestille time', 'fikk time', 'få time', 'time hos',
      'timen min', 'timen ble', 'timeavtale*', 'avlyst*', 'dobbeltbook*', 'nettbooking*', 'booka', 'ledig time', 'ledige timer', 'avbestill*', 'venteliste*',
      '~bestilling*', '~bestilt', '~registrert',
    ],
    location: [
      'beliggenhet*', 'plassering*', 'utsikt*', 'nabolag*', 'lett å finne', 'enkel å finne', 'vanskelig å finne', 'gangavstand*', 'sentralt plassert',
      'beliggende', 'lett tilgjengelig', 'adkomst*', '*utsikt', '*utsikten', 'nært sentrum', 'sentrumsnær*', '~ligger', '~område*', '~sentralt', '~sentral',
      '~omgivelse*',
    ],
    parking: [
      'parkering*', 'parkere', 'parkert', 'p-plass*', 'p-hus*', 'parkeringsplass*', 'parkeringshus*', '*parkering', 'ladestasjon*', 'ladeplass*',
      'elbillading*',
    ],
    rooms: [
      '~rom', 'rommet', 'rommene', 'hotellrom*', 'dobbeltrom*', 'enkeltrom*', 'familierom*', 'seng', 'senga', 'sengen', 'senger', 'sengene', 'sengetøy*', 'bad',
      'badet', 'baderom*', 'dusj*', 'pute*', 'puter', 'putene', 'madrass*', 'dyne*', 'håndkle*', 'suite*', 'minibar*', 'aircondition*', 'varmtvann*',
      'balkong*', 'soverom*', 'håndklær*', 'dyna', 'laken*', 'badekar*', 'leilighet*', 'hytte*', '~toalett*',
    ],
    treatment: [
      'behandling*', 'ansiktsbehandling*', 'rotbehandling*', 'laserbehandling*', 'hudbehandling*', 'massasje*', 'manikyr*', 'pedikyr*', 'negl*', 'vipper',
      'bryn', 'voksing*', 'konsultasjon*', 'undersøkelse*', 'sjekk', 'sjekken', 'fylling*', 'rotfylling*', 'rens', 'rensen', 'tannrens*', 'bleking*',
      'tannbleking*', 'røntgen*', 'bedøvelse*', 'hudpleie*', 'spa', 'spaet', 'spabehandling*', 'kontrollen', 'tannkontroll*', 'tannregulering*', 'implantat*',
      'gellakk*', 'injeksjon*', 'øvelser', 'øvelsene', 'opptrening*', 'akupunktur*', '~resultat*', '~smertefri*',
    ],
    haircut: [
      'klipp', 'klippen', 'klipping*', 'klippet', 'hårklipp*', 'frisyre*', 'håret', 'fargen', 'farging*', 'hårfarge*', 'striper', 'stripene', 'balayage',
      'highlights', 'lugg*', 'toning*', 'permanent*', 'styling*', 'føning*', 'skjegg*', 'barbering*', 'stuss*', 'krøller', 'oppsett*', 'brudefrisyre*',
      'extensions', 'klipte', 'klipt', 'klippe', 'farget', 'hårvask*', 'fønet', '~hår', '~farge',
    ],
  },
  positive: [
    'god', 'godt', 'gode', 'bra', 'fin', 'fint', 'fine', 'flott*', 'nydelig*', 'deilig*', 'herlig*', 'fantastisk*', 'strålende', 'utmerket*', 'perfekt*',
    'topp', 'toppen', 'toppers', 'førsteklasses', 'super', 'supert', 'supre', 'super*', 'beste', 'best', 'anbefal*', 'elsk*', 'likte', 'liker', 'fornøyd*',
    'superfornøyd*', 'glad', 'glade', 'gled*', 'hyggelig*', 'koselig*', 'vennlig*', 'blid*', 'imøtekommende', 'hjelpsom*', 'serviceinnstilt*', 'profesjonell*',
    'proff', 'proft', 'dyktig*', 'flink*', 'grundig*', 'rask', 'raske', 'raskt', 'kjapp*', 'effektiv*', 'ren', 'rent', 'rene', 'ryddig*', 'plettfri*',
    'skinnende', 'fersk*', 'nybakt*', 'hjemmebakt*', 'hjemmelag*', 'smakfull*', 'velsmakende', 'smaksrik*', 'mør', 'mørt', 'møre', 'rimelig*', 'billig*',
    'greit', 'grei', 'greie', 'ok', 'okei', 'digg', 'digge', 'sjarmerende', 'innbydende', 'trivelig*', 'lun', 'lunt', 'romslig*', 'komfortabel*', 'behagelig*',
    'myk', 'myke', 'avslappende', 'avslappet', 'fredelig*', 'rolig', 'rolige', 'stille', 'tålmodig*', 'forståelsesfull*', 'omsorgsfull*', 'hjertelig*', 'varm',
    'varmt', 'varme', 'smertefri*', 'knirkefri*', 'problemfri*', 'smidig*', 'enkel', 'enkelt', 'enkle', 'lett', 'gratis', 'verdt', 'vakker*', 'pen', 'pent',
    'pene', 'lekker*', 'favoritt*', 'imponer*', 'wow', 'konge', 'knall*', 'genial*', 'magisk*', 'himmelsk*', 'prikkfri*', 'eksepsjonell*', 'utsøkt*',
    'suveren*', 'uslåelig*', 'forelska', 'forelsket', 'takknemlig*', 'kjempegod*', 'kjempebra', 'kjempefornøyd*', 'kjempefin*', 'kjempehyggelig*',
    'kjempedeilig*', 'kjempeflink*', 'kjempekoselig*', 'kjempegreit', 'skryt*', 'stas', 'gøy', 'morsom*', 'toppkarakter*', 'terningkast seks', 'terningkast 6',
    'seriøs*', 'punktlig*', 'presis', 'sentral', 'sentralt', 'spesiell*', 'kreativ*', 'trives', 'trivdes', 'fungerte', 'fungerer', 'funket', 'funker',
    'innfri*', 'levde opp', 'lever opp', 'holdt mål', 'holder mål', 'falt i smak', 'falt i god jord', 'traff blink', 'til din smak', 'kommer tilbake',
    'kommer igjen', 'på det sterkeste', 'ti av ti', 'verdt pengene', 'verdt prisen', 'i orden', 'bedre', 'ypperlig*', 'glimrende', 'upåklagelig*', 'feilfri*',
    'velkommen', 'velkomne', 'gjestfri*', 'saftig*', 'kjekk*', 'artig*', 'stilig*', 'elegant*', 'idyllisk*', '*koselig', 'lynrask*', 'løsningsorientert*',
    'fleksibel*', 'engasjert*', 'oppmerksom*', 'kunnskapsrik*', 'omtenksom*', 'nam', 'namm', 'nammenam', 'prisgunstig*', 'prisvennlig*', 'reint', 'rein',
    'reine', 'kjapt',
  ],
  negative: [
    'ingen gjorde noe', 'ingen brydde seg', 'ikke klart', 'ikke klar',
    'forventer man mer', 'forventer mer', 'forventet mer', 'lytt', 'lytte vegger',
    'dårlig*', 'elendig*', 'forferdelig*', 'grusom*', 'horribel*', 'fæl', 'fælt', 'fæle', 'kjip*', 'trist*', 'synd', '*skuff*', 'frekk*', 'uhøflig*',
    'uvennlig*', 'sur', 'sure', 'surt', 'gretten*', 'arrogant*', 'avvisende', 'nedlatende', 'uinteressert*', 'likegyldig*', 'treg', 'trege', 'tregt', 'skitten',
    'skittent', 'skitne', 'møkkete', 'grisete', 'ekkel', 'ekkelt', 'ekle', 'var kald', 'var kaldt', 'var kalde', 'ble kald', 'ble kaldt', 'kom kald',
    'kom kaldt', 'kald mat', 'kald og', 'kaldt og', 'kalde og', 'og kald', 'og kaldt', 'og kalde', 'halvkald*', 'kaldt på', 'kaldt i', 'for kaldt', 'for varmt',
    'lunken', 'lunkent', 'lunkne', 'brent', 'bitter', 'besk', 'seig', 'seigt', 'seige', 'tørr', 'tørt', 'tørre', 'bløt', 'bløtt', 'bløte', 'klissete',
    'vassen*', 'smakte vann', 'smakløs*', 'blass', 'kjedelig*', 'middelmådig*', 'uspiselig*', 'overkokt*', 'overstekt*', 'altfor', 'alt for', 'i overkant',
    'dyr', 'dyrt', 'dyre', 'dyrere', 'drøy', 'drøyt', 'drøye', 'stiv', 'stive', 'øvre sjikt*', 'overpris*', 'ågerpris*', 'blodpris*', 'flådd', 'svindel',
    'ikke verdt', 'lang tid', 'lang ventetid', 'ventet lenge', 'en evighet', 'evigheter', 'kø', 'køen', 'køer', 'køa', 'verdt ventetida', 'verdt ventetiden',
    'forsink*', 'glemt', 'glemte', 'glemmer', 'feil', 'problemet', 'problemene', 'problematisk*', 'et problem', 'problemer med', 'mange problemer',
    'flere problemer', 'klage*', 'klaget', 'mangl*', 'ødelagt*', 'ødela', 'i stykker', 'trang', 'trangt', 'lytt', 'bråkete', 'støyende', 'høylytt*',
    'øredøvende', 'harde', 'ubehagelig*', 'ukomfortabel*', 'slitt', 'slitne', 'nedslitt*', 'stressa', 'stresset', 'stressende', 'stressete', 'kaos*',
    'kaotisk*', 'rotete', 'uryddig*', 'uprofesjonell*', 'useriøs*', 'slurv*', 'skjev*', 'ujevn*', 'mislykket', 'katastrofe*', 'skandale*', 'aldri igjen',
    'aldri mer', 'nei takk', 'dessverre', 'beklage*', 'unnskyld*', 'lei', 'leit', 'irriterende', 'irritert', 'sint', 'sinna', 'frustrer*', 'vondt',
    'smertefull*', 'himla*', 'sjokk*', 'minus', 'trekker ett poeng', 'trekker et poeng', 'trekk for', 'gadd ikke', 'brydde seg ikke', 'ingen beklagelse',
    'ingen unnskyldning', 'ingen reservasjon', 'ikke registrert', 'ikke noe registrert', 'ingenting registrert', 'uten svar', 'ingen svar', 'fikk aldri svar',
    'fikk ikke svar', 'svarer ikke', 'svarte ikke', 'svarer aldri', 'kom aldri gjennom', 'kom ikke gjennom', 'tar ikke telefonen', 'tok ikke telefonen',
    'ikke i nærheten', 'for lite', 'litt lite', 'veldig lite', 'lite utvalg', 'lite å velge', 'lite plass', 'små porsjoner', 'litt små', 'for liten',
    'kunne vært', 'kunne ha vært', 'burde vært', 'burde ha vært', 'høye priser', 'høy pris', 'høyt prisnivå', 'høyere enn', 'er høye', 'var høye',
    'ganske høye', 'litt høye', 'veldig høye', 'høyt lydnivå', 'høy musikk', 'høyt støynivå', 'litt høyt', 'veldig høyt', 'for høyt', 'for høy', 'for høye',
    'for små', 'levde ikke opp', 'lever ikke opp', 'holder ikke mål', 'holdt ikke mål', 'falt ikke i smak', 'trakk ned', 'trekker ned', 'kommer ikke tilbake',
    'aldri tilbake', 'uten et smil', 'uten å smile', 'uten å hilse', 'ikke noe spesielt', 'så som så', 'middels', 'galt', 'rot', 'svak', 'svakt', 'svake',
    'vannete', 'for salt', 'overfylt*', 'fullstappet', 'umulig*', 'vanskelig*', 'tungvint*', 'amatør*', 'uakseptabel*', 'respektløs*', 'hånlig*', 'ignorert*',
    'oversett', 'ignorerte', 'mareritt*', 'måtte vente', 'måtte vi vente', 'ventet over', 'ventet i over', 'ventet nesten', 'ventet i nesten', 'ventet en time',
    'ventet i en time', 'ventet en halvtime', 'ventet i en halvtime', 'ventet og ventet', 'ingen parkering', 'ingen p-plass', 'måtte betale', 'røyklukt*',
    'luktet røyk', 'lukta røyk', 'luktet vondt', 'lukta vondt', 'vond lukt', 'savnet', 'savna', 'hørte ikke på', 'lyttet ikke', 'ikke noe å skrive hjem om',
    'ingenting å skrive hjem om', 'uten forklaring', 'ingen forklaring', 'uten beskjed', 'ingen beskjed', 'uten varsel', 'uten å si ifra', 'uten unnskyldning',
    'uten beklagelse', 'frekt', 'ufin*', 'ufyselig*', 'vemmelig*', 'motbydelig*', 'dritt*', 'ræva', 'tragisk*', 'pinlig*', 'uholdbar*', 'sløv*', 'treig',
    'treige', 'treigt', 'for seint', 'altfor seint', 'gretne', 'hissig*', 'kjeftet', 'kjefta', 'rotet', 'rota', 'surr*', 'bommet', 'ubrukelig*', 'fy', 'fysj',
    'æsj', 'huff', 'uff', 'misfornøyd*', 'slapp', 'slappe', 'vond', 'vonde', 'råtten*', 'mugne', 'stank*', 'stinket', 'stinker', 'uvasket*', 'ikke vasket',
    'uhygienisk*', 'kostbar*', 'underbemann*',
  ],
  negators: [
    'ikke', 'ikkje', 'itj', 'ikk', 'ikek', 'ikkeno', 'ingen', 'intet', 'ingenting', 'aldri', 'verken', 'knapt', 'neppe', 'mangel på', 'manglet', 'mangler',
    'null',
  ],
  contrast: [
    'men', 'selv om', 'bortsett fra', 'unntatt', 'eneste minus', 'eneste minuset', 'det eneste', 'ellers', 'til tross for', 'trass i',
  ],
  wishes: [
    'skulle ønske', 'hvis bare', 'bare synd at', 'mangler bare', 'hadde vært fem stjerner', 'hadde vært 5 stjerner', 'hadde fått fem stjerner',
    'hadde fått 5 stjerner', 'hadde blitt fem stjerner', 'hadde blitt 5 stjerner', 'hadde det ikke vært for',
  ],
  negatedAfter: [
    'likte', 'liker', 'anbefaler', 'anbefales', 'anbefalte', 'fungerte', 'fungerer', 'funket', 'funker', 'imponerte', 'trives', 'trivdes', 'innfridde',
  ],
};
