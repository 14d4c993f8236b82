import type { Lexicon } from '../topic-ids';

/**
 * Swedish. Nouns carry their article as a suffix (maten, kaffet, rummen) and are compounded freely
 * (kanelbulle, telefonkö, hotellrummet): stems take the inflected forms, and the compounds reviews use
 * most are listed by their first part ('kanelbull*'), since '*'-suffix patterns are tried on every word
 * and cost far more. Words that also mean something else ('rätt' is 'right', 'fin*' would take 'finns',
 * 'min' is 'my', 'hår' is in every 'hår i duschen') are spelt out or kept weak. Main clauses put the
 * negation after the verb ('jag gillade inte'), hence `negatedAfter`.
 */
export const SV_LEXICON: Lexicon = {
  topics: {
    food: [
      'mat', 'maten', 'matens', 'maträtt*', 'matupplevelse*', 'matlagning*', 'matsedel*', 'matig*', 'husmanskost', 'måltid*', 'middag*', 'lunch*', 'dagens rätt',
      'rätten', 'rätterna', 'rätter', 'förrätt*', 'varmrätt*', 'huvudrätt*', 'efterrätt*', 'smårätt*', 'dessert*', 'meny*', 'portion*', 'portion*', 'barnportion*', 'råvar*', 'kock*', 'kök', 'köket', 'kökets', 'köksmästar*', 'buffé*', 'buffé*', 'lunchbuffé*', 'julbord*', 'pizza*', 'kebabpizza*', 'surdegspizza*',
      'pasta*', 'risotto', 'sushi*', 'ramen', 'poke*', 'bowl*', 'wok*', 'kebab*', 'falafel*', 'hamburgare*', 'burgare*', 'ostburgare*', 'kycklingburgare*', 'veggoburgare*', 'smashburgare*', 'burger*',
      'taco*', 'nachos', 'pommes*', 'sallad*', 'räksallad*', 'kycklingsallad*', 'caesarsallad*', 'potatissallad*', 'soppa*', 'fisksoppa*', 'tomatsoppa*', 'ärtsoppa*', 'svampsoppa*', 'löksoppa*', 'gryta*', 'gryta*', 'köttgryta*', 'fiskgryta*', 'skaldjursgryta*', 'paj', 'pajen', 'äppelpaj*', 'räkpaj*', 'pajer',
      'quiche', 'biff*', 'oxfilé*', 'entrecote', 'entrecôte', 'fläskfilé*', 'schnitzel*', 'köttbull*', 'kött', 'köttet', 'kyckling*', 'fisk', 'fisken', 'fiskrätt*', 'lax',
      'laxen', 'räkor*', 'räksmörgås*', 'räkmack*', 'skaldjur*', 'hummer*', 'ostron*', 'löjrom*', 'sill', 'sillen', 'potatis*', 'vegetarisk*', 'vegansk*', 'veganska',
      'glutenfri*', 'laktosfri*', 'bulle', 'bullen', 'bullar', 'bullarna', 'kanelbull*', 'kardemummabull*', 'vaniljbull*', 'semmelbull*', 'semla', 'semlan', 'semlor*', 'kaka', 'kakan', 'kakor', 'kakorna', 'kladdkak*',
      'morotskak*', 'chokladkak*', 'ostkak*', 'sockerkak*', 'småkak*', 'havrekak*', 'tårta*', 'tårtor*', 'prinsesstårt*', 'gräddtårt*', 'chokladtårt*', 'smörgåstårt*', 'bakelse*', 'bakverk*', 'fikabröd*', 'bröd', 'brödet', 'bröden', 'surdegsbröd*', 'kanelbröd*', 'macka', 'mackan', 'mackor', 'mackorna', 'räkmack*', 'ostmack*', 'frukostmack*', 'skinkmack*', 'smörgås*', 'räksmörgås*',
      'toast', 'baguette*', 'croissant*', 'muffin*', 'scones', 'cheesecake*', 'glass', 'glassen', 'mjukglass*', 'pannkak*', 'våffl*', 'wienerbröd', 'kanelsnäck*',
      'chokladboll*', 'frukt', 'frukten', '~smak*', '~gott', '~goda', '~jättegott', '~supergott', '~mums*',
    ],
    coffee: [
      'kaffe*', 'bryggkaffe*', 'filterkaffe*', 'iskaffe*', 'kokkaffe*', 'latte*', 'islatte*', 'havrelatte*', 'cappuccino*', 'cappucino*', 'capuccino*', 'espresso*', 'cortado*', 'macchiato*',
      'americano*', 'flat white', 'mocka', 'chai*', 'te', 'teet', 'teer', 'påtår*', '~fika', '~fikat',
    ],
    drinks: [
      'dryck*', 'drink', 'drinken', 'drinkar', 'drinkarna', 'drinklista*', 'vin', 'vinet', 'viner', 'vinerna', 'vinlista*', 'vinval*', 'vinmeny*', 'vinpaket*', 'rödvin*',
      'vitvin*', 'rosévin*', 'bubbel', 'champagne*', 'cava', 'prosecco', 'öl', 'ölen', 'ölet', 'öler', 'fatöl*', 'folköl*', 'mellanöl*', 'starköl*', 'cider*', 'cocktail*', 'juice*', 'apelsinjuice*',
      'smoothie*', 'läsk*', 'lemonad*', 'saft', 'saften', 'glögg*', 'alkoholfri*', 'varm choklad', 'snaps*', 'whisky*', '~bar', '~baren', 'bardisk*',
    ],
    breakfast: ['frukost*', 'hotellfrukost*', 'brunch*', 'helgbrunch*', 'söndagsbrunch*', 'morgonmål'],
    selection: [
      'utbud*', 'urval*', 'sortiment*', 'bokutbud*', 'vinutbud*', 'variation*', 'valmöjlighet*', 'att välja på',
      'att välja mellan', 'i lager', 'slutsåld*', '~alternativ', '~alternativen', '~varierad*', '~varierat',
    ],
    service: [
      'service*', 'kundservice*', 'serviceminded', 'bemötande*', 'kundbemötande*',
      'bemött', 'betjäning*', 'servering*', 'kundtjänst*', 'mottagande*', 'omhändertagande*', 'omhändertagen', 'omhändertagna', 'tog hand om', 'tog väl hand om',
      '~hjälp*', '~uppmärksam*', '~servera*', '~råd', '~rådgivning',
    ],
    staff: [
      'personal*', 'butikspersonal*', 'hotellpersonal*', 'restaurangpersonal*', 'servicepersonal*', 'vårdpersonal*', 'vårt team', 'anställd*', 'medarbetar*', 'servitör*', 'servitris*', 'kypare*',
      'bartender*', 'sommelier*', 'barista*', 'receptionist*', 'reception', 'receptionen', 'ägare*', 'ägarinna*', 'chef', 'chefen', 'värdinna*', 'värdparet',
      'expedit*', 'butiksbiträde*', 'biträde*', 'säljare*', 'kassörska*', 'frisör*', 'herrfrisör*', 'damfrisör*', 'stylist*', 'barberare*', 'läkare*', 'tandläkare*', 'husläkare*', 'doktor*', 'tandhygienist*', 'hygienist*', 'sköterska*', 'sköterskor*', 'tandsköterska*', 'tandsköterskor*', 'sjuksköterska*', 'sjuksköterskor*', 'undersköterska*', 'undersköterskor*', 'fysioterapeut*', 'sjukgymnast*',
      'naprapat*', 'kiropraktor*', 'terapeut*', 'hudterapeut*', 'massageterapeut*', 'massör*', 'massös*', 'nagelteknolog*', 'kosmetolog*', 'assistent*', 'trevlig tjej', 'trevliga tjejer', 'trevlig kille', 'trevliga killar', '~team*', '~teamet',
      '~gänget', '~tjej', '~tjejen', '~tjejerna', '~kille', '~killen', '~killarna', '~damen', '~damerna', '~trevlig*', '~jättetrevlig*', '~supertrevlig*', '~otrevlig*',
      '~vänlig*', '~ovänlig*', '~oförskämd*', '~snäll*', '~sur', '~sura', '~tillmötesgående', '~kunnig*', '~duktig*', '~pratglad', '~välkomnande',
    ],
    price: [
      'pris*', 'lunchpris*', 'timpris*', 'totalpris*', 'prisvärd*', 'kostnad*', 'merkostnad*', 'kostade', 'kostar',
      'kosta', 'dyr', 'dyrt', 'dyra', 'dyrare', 'svindyr*', 'överpris*', 'ocker*', 'pengar', 'pengarna', 'notan', 'räkningen', 'kr', 'kronor', 'spänn',
      'betala', 'betalade', 'betalat', 'betalar', 'valuta för pengarna', 'rena rånet', '~billig*',
    ],
    cleanliness: [
      'ren', 'rent', 'rena', 'renare', 'renlig*', 'rengjord*', 'städning*', 'storstädning*', 'städat', 'städad*', 'städade', 'städa', 'städas', 'välstädad*', 'städerska*',
      'smuts', 'smutsen', 'smutsig*', 'skitig*', 'ofräsch*', 'hygien', 'hygienen', 'hygienisk*', 'ohygienisk*', 'damm', 'dammet', 'dammig*', 'fläck*', 'kladdig*',
      'klibbig*', 'sunkig*', 'snusk*', 'mögel*', 'mögl*', 'kackerlack*', 'ohyra', 'vägglöss', '~fräsch*', '~äcklig*', '~lukt*', '~luktade', '~stank', '~stinker',
      '~unken', '~unket',
    ],
    waiting: [
      'vänt*', 'kö', 'kön', 'köer', 'köerna', 'köa', 'köade', 'telefonkö*', 'kassakö*', 'lunchkö*', 'dröjde', 'dröja', 'dröjer', 'tog lång tid', 'tog en evighet', 'tog evigheter', 'tog en stund', 'tog ett tag', 'tog sin tid', 'tog lite tid', 'tog tid',
      'försenad*', 'försening*', 'punktlig*', 'timme', 'timmen', 'timmar', 'halvtimme*', 'kvart', 'kvarten', '~snabb*', '~långsam*', '~seg', '~segt', '~minuter*',
      '~min', '~sent',
    ],
    atmosphere: [
      'stämning*', 'julstämning*', 'atmosfär*', 'mysig*', 'supermysig*', 'jättemysig*', 'myspys*', 'mys', 'miljö', 'miljön', 'miljöer', 'inredning*',
      'inredd*', 'inrett', 'dekor*', 'musik*', 'bakgrundsmusik*', 'livemusik*', 'belysning*', 'ljussättning*', 'interiör*', 'trivsel', 'vibb*', 'vibe*', 'ambiance', '~lokal',
      '~lokalen', '~lokaler', '~lokalerna', '~känsla', '~känslan', '~trivsam*', '~ombonad*', '~hemtrevlig*', '~charmig*', '~avslappnad*', '~gemytlig*',
    ],
    noise: [
      'ljudnivå*', 'högljud*', 'högljutt', 'buller', 'bullret', 'bullrig*', 'oväsen', 'oväsendet', 'oljud', 'väsen', 'stök', 'stökig*', 'stökigt', 'lyhört', 'ljud',
      'ljudet', 'ljuden', 'ljudisolering*', 'volym', 'volymen', 'hög musik', 'för hög musik', 'musiken var hög', 'musiken var för hög', 'musiken var så hög', 'musiken var alldeles för hög',
      'musiken var väldigt hög', 'högt ljud', 'hög volym', 'hörde grannarna', 'tystnad*', 'lugnet', '~lugnt', '~tyst', '~tysta', '~stilla', '~fridfull*', '~rofylld*',
    ],
    booking: [
      'boka', 'bokas', 'bokning*', 'onlinebokning*', 'tidsbokning*', 'bordsbokning*', 'webbokning*', 'nätbokning*', 'ombok*', 'avbok*', 'dubbelbok*', 'reservation*', 'reserver*',
      'jag bokade', 'vi bokade', 'bokade ett', 'bokade en', 'bokade bord', 'bokade via', 'bokade online', 'har bokat', 'hade bokat', 'bokat bord', 'bokat ett', 'bokat en',
      '~bokad', '~bokade', '~bokat',
    ],
    location: [
      'läge', 'läget', 'lägen', 'beläget', 'belägen', 'belägna', 'utsikt*', 'havsutsikt*', 'sjöutsikt*', 'omgivning*', 'gångavstånd', 'promenadavstånd', 'hitta hit', 'hitta dit', 'mot havet', 'mot sjön', 'mot vattnet', 'vid havet', 'vid sjön', 'vid vattnet', 'strandnära', '~område*',
      '~central', '~centralt', '~nära', '~närhet*', '~ligger',
    ],
    parking: ['parkering*', 'gatuparkering*', 'gästparkering*', 'kundparkering*', 'gratisparkering*', 'hotellparkering*', 'parkera*', 'p-plats*', 'p-hus*', 'p-avgift*', 'garage*'],
    rooms: [
      'rum', 'rummet', 'rummen', 'rummets', 'dubbelrum*', 'enkelrum*', 'hotellrum*', 'familjerum*', 'svit', 'sviten', 'säng', 'sängen', 'sängar', 'sängarna', 'sängkläder*', 'dubbelsäng*', 'extrasäng*', 'våningssäng*', 'madrass*', 'kudd*', 'täcke*', 'lakan*', 'handduk*', 'badrum*', 'dusch*', 'regndusch*', 'balkong*', 'luftkonditionering*',
    ],
    treatment: [
      'behandling*', 'ansiktsbehandling*', 'tandbehandling*', 'spabehandling*', 'hudbehandling*', 'fotbehandling*', 'massage*', 'ryggmassage*', 'helkroppsmassage*', 'manikyr*', 'pedikyr*', 'naglar', 'naglarna', 'gelénaglar*', 'akrylnaglar*', 'fransar', 'fransarna', 'fransförlängning*', 'lashlift', 'bryn', 'brynen', 'vaxning*', 'undersökning*', 'tandundersökning*',
      'kontroll', 'kontrollen', 'årskontroll*', 'tandkontroll*', 'lagning*', 'tandlagning*', 'fyllning*', 'rotfyllning*', 'tandsten*', 'tandrengöring*', 'tandblekning*',
      'implantat*', 'röntgen*', 'bedövning*', 'ingrepp*', 'operation*', 'provtagning*', 'vaccination*', 'konsultation*', 'akupunktur*', 'rehab*', 'tand', 'tanden',
      'tänder', 'tänderna', 'visdomstand*', 'tandvård*', 'vård', 'vården', 'hudvård*', 'peeling*', '~resultat*',
    ],
    haircut: [
      'klippning*', 'herrklippning*', 'damklippning*', 'barnklippning*', 'klipp', 'klippet', 'klippt', 'klippte', 'klippa', 'klipptes', 'frisyr*', 'hårfärg*',
      'färgning*', 'hårfärgning*', 'slingor*', 'toppning*', 'toppa', 'toppade', 'lugg*', 'permanent*', 'balayage', 'uppsättning*', 'föning*', 'skägg*', 'rakning*',
      'fade', 'hårklipp*', '~hår', '~håret', '~färgen', '~styling*',
    ],
  },
  positive: [
    'bra', 'jättebra', 'superbra', 'toppenbra', 'kanonbra', 'skitbra', 'god', 'gott', 'goda', 'godare', 'godaste', 'godast', 'jättegod*', 'jättegott', 'supergod*', 'supergott', 'skitgott',
    'smaskig*', 'smarrig*', 'mumsig*', 'mums', 'läcker*', 'delikat*', 'välsmakande', 'smakrik*', 'smakfull*', 'fantastisk*', 'underbar*', 'härlig*', 'ljuvlig*',
    'magisk*', 'otrolig', 'otroliga', 'enastående', 'utmärkt*', 'suverän*', 'strålande', 'klockren*', 'oslagbar*', 'förstklassig*', 'toppklass', 'toppen*', 'topp',
    'på topp', 'grym', 'grymt', 'grymma', 'kanon', 'prima', 'najs', 'nice', 'bäst', 'bästa', 'perfekt*', 'fin', 'fint', 'fina', 'finare', 'finaste', 'jättefin*',
    'superfin*', 'vacker*', 'vackert', 'snygg*', 'stilren*', 'stilfull*', 'modern*', 'ljus', 'ljust', 'ljusa', 'mysig*', 'supermysig*', 'jättemysig*', 'trivsam*',
    'hemtrevlig*', 'ombonad*', 'charmig*', 'gemytlig*', 'avslappnad*', 'avkopplande', 'rofylld*', 'lugn', 'lugnt', 'lugna', 'tyst', 'tysta', 'skön', 'skönt', 'sköna',
    'bekväm*', 'rymlig*', 'stor', 'stort', 'stora', 'ren', 'rent', 'rena', 'välstädad*', 'ordentlig*', 'fräsch*', 'färsk*', 'nybakad*', 'nybakat', 'hembakad*',
    'hembakat', 'hemlagad*', 'hemgjord*', 'mör', 'mört', 'möra', 'krispig*', 'rejäla portioner', 'rejäl portion', 'mättande', 'generös*', 'riklig*', 'prisvärd*', 'rimlig*', 'billig*',
    'värt', 'värd', 'värda', 'valuta för pengarna', 'snabb*', 'effektiv*', 'smidig*', 'enkelt', 'punktlig*', 'i tid', 'på minuten', 'uppmärksam*', 'hjälpsam*',
    'tillmötesgående', 'serviceinriktad*', 'serviceminded', 'engagerad*', 'kunnig*', 'kompetent*', 'professionell*', 'proffsig*', 'duktig*', 'noggrann*', 'noggrant',
    'grundlig*', 'skicklig*', 'lyhörd', 'lyhörda', 'pedagogisk*', 'tydlig*', 'försiktig*', 'varsam*', 'skonsam*', 'smärtfri*', 'trygg*', 'omtänksam*', 'empatisk*',
    'förstående', 'tålmodig*', 'trevlig*', 'jättetrevlig*', 'supertrevlig*', 'vänlig*', 'snäll*', 'sympatisk*', 'glad', 'glada', 'gladlynt*', 'pratglad',
    'positiv*', 'välkomnande', 'välkommen', 'välkomna', 'väl bemött', 'väl bemötta', 'varm', 'varmt', 'varma', 'rekommender*', 'rekomender*', 'älskar', 'älskade',
    'älska', 'gillar', 'gillade', 'gilla', 'diggade', 'tyckte om', 'lyssnade', 'uppskatta*', 'imponerad*', 'imponerande', 'nöjd*', 'jättenöjd*', 'supernöjd*', 'nöje', 'nöjet',
    'glädje', 'gläd*', 'rolig', 'roligt', 'kul', 'wow', 'lyxig*', 'höjdpunkt*', 'guldkant', 'oförglömlig*', 'minnesvärd*', 'hyllar', 'hyllade', 'favorit*',
    'stamställe*', 'värmer', 'värmde', 'levde upp', 'lever upp', 'höll måttet', 'håller måttet', 'föll dig i smaken', 'föll i smaken', 'motsvarade', 'överträffade',
    'över förväntan', 'tog sig tid', 'trivdes', 'trivs', 'fungerade', 'funkade', 'fungerar', 'funkar', 'bry sig', 'brydde sig', 'bryr sig', 'helt okej', 'godkänt',
    'var ren', 'var rent', 'var rena', 'är ren', 'är rent', 'är rena', 'ingen väntetid', 'ingen väntan', 'ingen kö', 'inga köer', 'kort väntetid', 'korta väntetider', 'utan väntan', 'utan att vänta', 'slapp vänta', 'utan problem',
    'kommer tillbaka', 'kommer gärna tillbaka', 'återkommer', 'tacksam*', 'hade koll', 'har koll', 'kan inte klaga',
  ],
  negative: [
    'små portioner', 'portionerna var små', 'portionerna är små',
    'dålig*', 'sämre', 'sämst*', 'värst*', 'usel*', 'urusel*', 'kass', 'kasst', 'hemsk*', 'fruktansvärd*', 'förskräcklig*', 'katastrof*', 'bedrövlig*', 'horribel*',
    'vidrig*', 'under all kritik', 'skandal*', 'skräp', 'undermålig*', 'brist*', 'otrevlig*', 'ovänlig*', 'oförskämd*', 'nonchalant*', 'arrogant*', 'dryg', 'dryga',
    'snorkig*', 'sur', 'sura', 'surt', 'surmulen*', 'respektlös*', 'nedlåtande', 'ointresserad*', 'oengagerad*', 'ouppmärksam*', 'okunnig*', 'inkompetent*',
    'oprofessionell*', 'oproffsig*', 'oseriös*', 'slarv*', 'stressad*', 'stressig*', 'irriterad*', 'irriterande', 'jobbig*', 'himlade med ögonen', 'vägrade',
    'ignorera*', 'långsam*', 'seg', 'segt', 'sega', 'lång', 'långa', 'kö', 'köer', 'köa', 'dröjde', 'dröja', 'en evighet', 'evigheter', 'tog en stund', 'tog ett tag', 'tog sin tid', 'tog lite tid', 'tog tid', 'tog lång tid', 'fick vänta', 'behövde vänta',
    'fått vänta', 'får vänta', 'dock vänta', 'tyvärr vänta', 'vänta länge', 'väntade länge', 'väntat länge', 'över en timme', 'försenad*', 'försening*', 'smutsig*',
    'skitig*', 'var smutsig*', 'är smutsig*', 'blev smutsig*', 'såg smutsig*', 'var skitig*', 'är skitig*', 'var ofräsch*', 'är ofräsch*',
    'var dammig*', 'var fläckig*', 'var kladdig*', 'äcklig*', 'äckel*', 'snuskig*', 'ofräsch*', 'kladdig*', 'klibbig*', 'dammig*', 'fläckig*', 'fläckar', 'sunkig*', 'luktade illa', 'luktar illa', 'rök',
    'stank', 'stinker', 'stinkande', 'unken', 'unket', 'instängt', 'mögel*', 'mögl*', 'kall', 'kallt', 'kalla', 'kallnat', 'kallnade', 'ljummen', 'ljummet', 'ljumma',
    'bränd', 'bränt', 'brända', 'vidbränd*', 'torr', 'torrt', 'torra', 'blaskig*', 'vattnig*', 'smaklös*', 'fadd', 'härsk*', 'rå', 'rått', 'rosa inuti', 'för salt',
    'översaltad*', 'magsjuk*', 'matförgiftning*', 'illamående', 'dyr', 'dyrt', 'dyra', 'dyrare', 'svindyr*', 'skyhög*', 'är dyr', 'är dyrt', 'är dyra', 'var dyr', 'var dyrt', 'var dyra', 'lite dyr',
    'lite dyrt', 'lite dyra', 'ganska dyr*', 'rätt dyr*', 'för dyr*', 'väldigt dyr*', 'överpris*', 'ocker*', 'i överkant',
    'saftiga priser', 'saftigt pris', 'är saftiga', 'rätt saftiga', 'ganska saftiga', 'lite saftiga', 'väl saftiga', 'rätt saftigt', 'ganska saftigt', 'lite saftigt', 'väl saftigt', 'svår', 'svårt', 'svåra', 'hår i', 'smakade inte mycket', 'smakar inte mycket', 'smakade ingenting', 'smakar ingenting', 'smakade inget',
    'smakade nästan ingenting', 'inte kunna', 'ingen koll', 'fick leta själv', 'fick klara oss själva', 'fick klara mig själv', 'rena rånet', 'högre än', 'för hög', 'för högt', 'för höga', 'så hög', 'hög musik', 'högljud*', 'högljutt', 'lyhört',
    'buller', 'bullrig*', 'oväsen', 'oljud', 'stökig*', 'stökigt', 'störande', 'stördes', 'obekväm*', 'hård', 'hårda', 'sliten', 'slitet', 'slitna', 'nedgången*',
    'nergången*', 'trasig*', 'sönder', 'trång*', 'trångt', 'för liten', 'för litet', 'för små', 'pyttelit*', 'små portioner', 'snål*', 'ojämn*', 'sned', 'snett', 'för kort', 'för kortklippt', 'för lite',
    'förstörd*', 'förstört', 'förstörde', 'skäms', 'pinsam*', 'oacceptabel*', 'oacceptabelt', 'inte okej', 'inte ok', 'besvik*', 'missnöjd*', 'trist*', 'tråkig*',
    'medelmåttig*', 'medioker*', 'sådär', 'så där', 'inget speciellt', 'inget särskilt', 'inget märkvärdigt', 'inget mer', 'ingenting speciellt', 'ingenting särskilt',
    'kunde varit', 'kunde ha varit', 'hade kunnat vara', 'tyvärr', 'tyvär', 'dessvärre', 'synd', 'minus', 'minuset', 'problem*', 'fel', 'felaktig*', 'misstag*',
    'glömde', 'glömt', 'glömts', 'glömd*', 'klagade', 'klaga', 'klagomål*', 'reklamera*', 'reklamation*', 'ingen ursäkt', 'ingen förklaring', 'utan förklaring',
    'utan ursäkt', 'ingen bokning', 'avbokad*', 'dubbelbokad*', 'kaos*', 'kaotisk*', 'rörig*', 'ont', 'smärta*', 'smärtsam*', 'aldrig mer', 'aldrig igen',
    'kommer inte tillbaka', 'undvik*', 'varnar', 'bluff*', 'lurad*', 'arg', 'arga', 'upprörd*', 'ledsen', 'ledsna', 'beklaga*', 'ber om ursäkt', 'förlåt',
    'levde inte upp', 'lever inte upp', 'höll inte måttet', 'håller inte måttet', 'gjorde dig besviken',
  ],
  negators: ['inte', 'ej', 'icke', 'int', 'ingen', 'inget', 'inga', 'ingenting', 'knappt', 'knappast', 'varken', 'saknade', 'saknar', 'saknades', 'långt ifrån'],
  contrast: [
    'men', 'fast', 'fastän', 'även om', 'trots', 'trots att', 'förutom', 'utom', 'däremot', 'annars', 'medan', 'enda minuset',
    'enda nackdelen', 'det enda',
  ],
  wishes: [
    'önskar', 'önskade', 'hade önskat', 'skulle önska', 'om bara', 'bara synd att', 'kunde varit', 'kunde ha varit', 'hade kunnat vara', 'hade varit bättre om',
    'hade varit perfekt om', 'hade varit toppen om', 'hade varit 5 stjärnor', 'hade varit fem stjärnor', 'hade blivit 5 stjärnor', 'hade blivit fem stjärnor',
    'hade fått 5 stjärnor', 'hade fått fem stjärnor', 'hade gett 5 stjärnor', 'hade gett fem stjärnor', 'annars 5 stjärnor', 'annars fem stjärnor', 'hade uppskattat',
    'hade gärna sett', 'saknar bara', 'skulle behöva', 'borde',
  ],
  negatedAfter: [
    'gillade', 'gillar', 'uppskattade', 'uppskattar', 'rekommenderar', 'rekomenderar', 'rekommenderas', 'trivdes', 'trivs', 'fungerade', 'funkade', 'fungerar',
    'funkar', 'älskade', 'motsvarade', 'lyssnade', 'brydde sig', 'bryr sig', 'imponerade',
  ],
};
