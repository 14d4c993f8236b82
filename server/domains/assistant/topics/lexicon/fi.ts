import type { Lexicon } from '../topic-ids';

/**
 * Finnish. Words inflect and compound, so most entries are stems ('ruoka*') and compounds are caught by
 * their last part ('*kahvi' for 'suodatinkahvi'). Some stems are written out instead where a shorter
 * stem would catch an unrelated word ('kahvi' but not 'kahvila', 'siisti' but not 'siistiminen').
 * Negation comes before the verb ('ei ollut hyvää'); `negatedAfter` only serves a surprise, which is a
 * complaint ('lasku yllätti') unless an adverb after it says otherwise ('yllätti positiivisesti'). A staff
 * member who apologised ('pahoitteli', 'pyysi anteeksi') is praise, so that 'kukaan ei pahoitellut' is a
 * complaint. The object forms of some nouns are weak cues ('varasimme huoneen' says nothing of the room).
 */
export const FI_LEXICON: Lexicon = {
  topics: {
    food: [
      '*ruok*', '*ruoa*', '*ruua*', 'ruoi*', 'ateri*', 'aterio*', 'annos*', 'annok*', 'pääannok*', 'pääannos*', 'illalli*', 'päivälli*', 'lounas*', 'lounaa*',
      'jälkkäri*', 'dessert*', 'pizza*', 'pitsa*', '*burger*', 'hampurilai*', 'hamppari*', 'pasta*', 'pihvi*', '*pihvi', 'sushi*', '*kakku*', '*kaku*',
      'juusto*', '*juusto', 'leivonnai*', 'leivos*', 'leivok*', '*pulla*', '*pullia', 'korvapuust*', '*munk*', 'voilei*', '*leip*', '*leiv*', 'sämpyl*',
      '*piira*', '*keitto*', '*keito*', '*salaat*', 'kala', 'kalaa', 'kalan', 'kalat', 'lohi', 'lohta', 'lohen', 'kuha*', 'muikku*', 'muikut', 'poro', 'poroa',
      'poron*', 'liha', 'lihaa', 'lihan', 'lihapull*', 'kana', 'kanaa', 'kanan', 'kananmun*', 'kasvisruo*', 'kasvis*', 'vegaani*', 'gluteeniton',
      'gluteenittom*', 'menu*', 'lastenmenu*', 'lounasmenu*', 'kokki*', 'keittiö*', 'ranskalaiset', 'ranskalaisia', 'ranskikset', 'ranskiksia',
      'bataattiranska*', 'bataattiranskik*', 'kebab*', 'wok*', 'nuudel*', 'ramen', 'curry', 'tapas*', 'nakki*', 'makkara*', 'peruna*', 'kastike*', 'kastikk*',
      'jäätelö*', 'croissant*', 'keksi', 'keksit', 'keksejä', 'keksin', 'letut', 'lettuja', 'vohvel*', 'tartalet*', 'lisuke*', 'lisukk*', 'raaka-aine*',
      'mauste*', 'eväs*', 'eväät', '~maku', '~makua', '~maun', '~maut', '~makuja', '~makuinen', '~makuista', '~maukas', '~maukka*', '~herkulli*', '~herkku*',
      '~maistu*', '~mauton', '~mautonta', '~nälkä*', '~syötävä*', '~syömään', '~syömässä',
    ],
    coffee: [
      'kahvi', 'kahvia', 'kahvin', 'kahvit', 'kahvista', 'kahvissa', 'kahville', 'kahviin', 'kahvikin', 'kahvinsa', 'kahvimme', 'kahvikupi*', 'kahvikuppi*',
      'kahvinkeit*', 'kahvilaatu*', '*kahvi', '*kahvia', '*kahvin', 'latte*', 'cappuccino*', 'kapusiino*', 'espresso*', 'americano*', 'mocha*', 'flat white',
      'cortado*', 'tee', 'teetä', 'teet', 'teestä', 'teen kanssa', 'yrttitee*', 'vihreä tee', 'musta tee', 'chai*',
    ],
    drinks: [
      '*juom*', 'drinkki*', 'drinki*', '*viini*', 'olut', 'oluet', 'olue*', '*olut', 'kalja*', 'siideri*', 'lonkero*', 'cocktail*', 'mehu*', 'tuoremehu*',
      'smoothie*', 'limsa*', 'limu*', 'kuohu*', 'samppanja*', 'shampanja*', '*kaakao*', '~baari*',
    ],
    breakfast: [
      '*aamiai*', '*aamupala*', 'brunssi*', 'brunch*',
    ],
    selection: [
      '*valikoim*', 'valinnanvara*', 'vaihtoehto*', 'vaihtoehdo*', 'tarjonta*', 'tarjonna*', 'lajitelma*', 'sortimentti*', '~monipuoli*', '~suppea*',
      '~tuotte*', '~tuote', '~tuotteita', '~laaja*',
    ],
    service: [
      '*palvelu*', 'palvel*', 'tarjoilu*', 'asiakaspalvelu*', 'check-in*', 'check in', 'sisäänkirjautu*', '~huomioi*', '~avulia*', '~avulias', '~neuvo*',
      '~opast*', '~huomaavai*', '~asioin*', '~auttava*',
    ],
    staff: [
      'henkilökun*', 'henkilöku*', 'henkilokun*', 'henkilöstö*', 'työntekijä*', 'työntekijö*', 'tarjoilija*', 'tarjoilijo*', 'myyj*', 'kassahenkilö*',
      'kassatyöntekijä*', 'omistaja*', 'yrittäjä*', 'isäntä*', 'isännä*', 'emäntä*', 'emännä*', 'esimie*', 'esihenkilö*', 'johtaja*', 'vuoropäälli*', 'respa',
      'respan', 'respassa', 'respasta', 'vastaanottovirkailij*', 'barista*', 'kampaaj*', 'stylisti*', 'lääkär*', 'hammaslääkär*', 'silmälääkär*',
      'lastenlääkär*', 'työterveyslääkär*', 'yleislääkär*', 'eläinlääkär*', 'hoitaja*', 'sairaanhoitaja*', 'lähihoitaja*', 'hammashoitaja*', 'hygienisti*',
      'suuhygienisti*', 'fysioterapeut*', 'terapeut*', 'hieroja*', 'kosmetolog*', 'kynsiteknik*', 'tiimi*', 'kohtelu*', 'kohdel*', 'kohteli*', '~parturi*',
      '~vastaanot*', '~kukaan', '~porukka', '~porukan', '~väki', '~väen', '~nainen', '~naisen', '~mies', '~miehen', '~tyttö*', '~ystävälli*', '~ystäväli*',
      '~ystavalli*', '~epäystävälli*', '~töykeä*', '~töykei*', '~tyly*', '~ynseä*', '~kohteliai*', '~kohtelias', '~epäkohteliai*', '~hymy*', '~ammattitai*',
      '~asiantunte*', '~taitava*', '~pätevä*', '~välinpitämät*', '~ylimieli*',
    ],
    price: [
      'hint*', 'hinn*', 'ylihint*', 'ylihinn*', 'kokonaishint*', 'kohtuuhint*', 'tuntihint*', 'lounashint*', 'huonehint*', 'pakettihint*', 'kallis', 'kallii*',
      'kallista', 'kalleh*', 'halpa*', 'halva*', 'halvem*', 'edulli*', 'euro', 'euroa', 'euron', 'eurolla', 'lasku*', 'loppusumma*', 'maksoi', 'maksoin',
      'maksoimme', 'maksettiin', 'maksaa', 'maksu*', 'veloit*', 'rahan*', 'rahalle', 'rahoille', 'rahaa', 'vastine*', 'kiskur*', 'kiskont*', 'ryöstö*',
      'rahastu*', 'laskutu*',
    ],
    cleanliness: [
      'siisti', 'siistiä', 'siistit', 'siistin', 'siistejä', 'siistissä', 'siistinä', 'siistiksi', 'siistimpi', 'siistimm*', 'siisteys', 'siisteyd*',
      'siisteyt*', 'epäsiisti*', 'puhdas', 'puhtaa*', 'puhtau*', 'lika*', 'likai*', 'siivo*', 'hygieni*', 'hygieeni*', 'pöly*', 'tahra*', 'tahro*', 'sotku*',
      'roska*', 'haju*', 'tahmea*', 'tahmai*', 'haisi', 'haisee', 'haiseva*', 'löyhkä*', 'home', 'homeinen', 'homeista', 'homeen', 'tunkkai*', 'karvoja',
      'muruja',
    ],
    waiting: [
      'odotusaika*', 'odotusaja*', 'odotus', 'odotuksen', 'odotusta', 'odotuksessa', 'odottelu*', 'odottelemaan', 'odotella', 'odoteltiin', 'odottelin',
      'odottelimme', 'odottamaan', 'odottaa', 'odottamista', 'odottaminen', 'odotimme', 'odotin', 'odotettiin', 'odottivat', 'jono*', 'ruuhka*', 'kesti kauan',
      'kesti pitkään', 'kesti ikuisuuden', 'kauan', 'nopeu*', 'viive*', 'viivästy*', 'myöhäs*', 'nopeasti', 'hitaasti', 'ajoissa', 'ajallaan', 'täsmällis*',
      'aikataulu*', 'yli tunnin', 'yli tunti', 'puoli tuntia', 'puolisen tuntia', 'pääsin sisään', 'pääsimme sisään', 'päästiin sisään', 'pääsi sisään',
      '~ripeästi', '~minuuttia', '~minuutin', '~min', '~tuntia', '~tunnin', '~vartin', '~vartti', '~myöhään',
    ],
    atmosphere: [
      'tunnelma*', 'ilmapiiri*', 'viihtyis*', 'kodikas', 'kodikka*', 'kotoisa*', 'kotoisi*', 'miljöö*', 'sisustu*', 'sisustettu', '*musiik*', 'musa', 'musat',
      'meininki*', 'meiningi*', 'meno', 'menoa', 'fiilis*', 'fiilik*', 'valaistu*', 'sisätil*', '~vetoi*', '~tila', '~tilaa', '~tilat', '~tiloja', '~tiloissa',
      '~tuoli*', '~kaluste*', '~sohva*', '~rento', '~rennon*', '~rentoa', '~rentouttav*', '~anke*', '~kolkko*', '~tyylikä*', '~tyylikk*', '~odotustila*',
      '~odotusaula*', '~odotushuone*',
    ],
    noise: [
      'melu*', 'meteli*', 'metelö*', 'äänekä*', 'äänitaso*', 'hälinä*', 'häly*', 'hiljai*', 'rauhallisuu*', 'rauhallista', 'rauhallisessa',
      'rauhallinen paikka', 'rauhallinen kahvila', 'rauhallinen hotelli', 'rauhallinen ravintola', 'rauhallinen ympäristö', 'rauhallinen huone',
      'rauhallinen alue', 'rauhallisella paikalla', 'äänieristy*', 'ohuet seinät', 'seinät ohuet', 'kuului läpi', 'ääntä', 'kovaa ääntä', 'kova ääni', 'ääniä',
      'kaiku*', 'liian kovalla', 'kovalla äänellä', 'kovaääni*',
    ],
    booking: [
      'varaus*', 'varauk*', 'pöytävarau*', 'ajanvarau*', 'tuplavarau*', 'ennakkovarau*', 'nettivarau*', 'verkkovarau*', 'huonevarau*', 'hotellivarau*',
      'ryhmävarau*', 'varaami*', 'varaaminen', '~varasin', '~varasimme', '~varasi', '~varattu', '~varattuna', '~varata', '~varaamaan', '~varanneet',
      '~varannut', 'ylibuukat*', 'buukka*', 'buukat*', 'ajan sai', 'ajan saa', 'sain ajan', 'sai ajan', 'saa ajan', 'saadakseni ajan', 'vapaita aikoja',
      'vapaata aikaa', 'aikaa sai',
    ],
    location: [
      'sijai*', 'keskei*', 'näköala*', 'merinäköala*', 'järvinäköala*', 'hyvällä paikalla', 'keskeisellä paikalla', 'keskellä kaupunkia', 'keskellä keskustaa',
      'aivan keskustassa', 'ydinkeskusta*', '~paikalla', '*maisem*', 'näkymä*', 'merinäkymä*', 'järvinäkymä*', 'kulkuyhte*', 'helppo löytää', 'vaikea löytää',
      'hankala löytää', 'helposti löydettävissä', '~ympäristö*', '~lähellä', '~keskusta*', '~rannal*', '~rannan',
    ],
    parking: [
      'parkki*', 'parkkee*', 'pysäköi*', 'pysäköin*', 'autopaik*', 'p-paik*', 'p-alue*', 'p-halli*',
    ],
    rooms: [
      // The object forms ('varasimme huoneen', 'meille ei ollut huonetta') count only with a feeling of their own.
      'huone', 'huoneessa', 'huoneesta', 'huoneeseen', 'huoneet', 'huoneel*', 'huoneeni', 'huoneesi', 'huoneemme', 'huoneensa', 'huoneena', 'huonei*',
      'hotellihuone*', 'kylpyhuone*', 'perhehuone*', 'makuuhuone*', 'majoitushuone*', '~huoneen', '~huonetta', '~huonettamme', 'sänky*', 'sängy*', 'parisänky*',
      'parisängy*', 'lisäsänky*', 'lisäsängy*', 'patja*', 'tyynyt', 'tyynyjä', 'tyyny', 'tyynyn', 'peitto*', 'peitot', 'lakana*', 'lakano*', 'pyyhe*', 'pyyhk*',
      'suihku*', 'kylpyamme*', 'sviitti*', 'ilmastointi*', 'parveke*', 'matto', 'matot', 'matossa', 'matolla', 'matto oli', 'patteri*', '~majoitu*',
    ],
    treatment: [
      '*hoito*', '*hoido*', 'hieronta*', 'hieronna*', 'manikyyri*', 'pedikyyri*', 'kynne*', 'geelikynne*', 'rakennekynne*', 'kynsi*', 'ripsi*', 'ripse*',
      'kulmat', 'kulmien', 'verikoe*', 'verikoke*', 'rokotu*', '~resepti*', 'sokeroin*', 'vahau*', 'tutkimu*', 'tarkastu*', 'hammastarkastu*', 'silmätarkastu*',
      'paikkau*', 'puudutu*', 'terapia*', 'fysioterapia*', 'hampaa*', 'hampai*', 'hammaskiv*', 'konsultaatio*', '~jumi', '~jumit', '~jumeja', '~jumia',
      '~lopputulo*', '~jälki', '~jäljen', '~jälkeä', '~tulos', '~tulokse*', '~kipu', '~kipua', '~kivuton', '~kivuttom*', '~vastaanotto', '~vastaanotolla',
      '~kivuli*',
    ],
    haircut: [
      'hiustenleikkau*', 'kampau*', 'väri', 'värin', 'väriä', 'värjä*', 'raidat', 'raido*', 'raito*', 'raida*', 'vaalennu*', 'vaalennus', 'balayage',
      'permanent*', 'föönau*', 'hiuste*', 'hiustyyli*', 'tukka*', 'otsatukka*', 'latvo*', 'latvat', 'fade', 'fadet', 'skinfade*', 'parta', 'partaa', 'parran',
      'parranajo*', 'kiharr*', '~hius', '~hiukset', '~hiuksia', '~hiuksiin', '~hiuksista', '~hiuksille', '~hiukseni', '~leikkau*', '~leikkasi', '~leikattiin', '~lopputulo*',
    ],
  },
  positive: [
    'hyvä*', 'hyvi*', 'hyva', 'hyvaa', 'hyvat', 'loistava*', 'loistavi*', 'loisto*', 'erinomai*', 'upea*', 'upei*', 'ihana*', 'ihani*', 'mahtava*', 'mahtavi*',
    'huippu*', 'huipu*', 'huikea*', 'huikei*', 'herkulli*', 'herkku*', 'hymy*', 'maistu*', 'parempi', 'parempaa', 'kuuma*', 'kiinnosta*', 'pahoillaan',
    'kestänyt', 'kestäneet', 'kestäv*', 'mehevä*', 'mehevi*', 'rapea*', 'rapei*', 'kivuton', 'kivuttom*', 'ilmai*', 'ennen varattua aikaa',
    'ennen sovittua aikaa', 'ennen aikaa', 'tietää mitä tekee', 'tiesi mitä teki', 'osaa asiansa', 'osaavat asiansa', 'paneutu*', 'kunnolla', 'hyvit*', 'ehti',
    'ehtinyt', 'ehtivät', 'ehtineet', 'rakasta*', 'rakastu*', 'osaa', 'osasi', 'osaava*', 'osannut', 'maukas', 'maukka*', 'maistuv*', 'nam', 'namia',
    'ystävälli*', 'ystäväli*', 'ystavalli*', 'mukava*', 'mukavi*', 'kiva', 'kivaa', 'kivat', 'kivan', 'kivasti', 'kivoja', 'kivoi*', 'viihtyis*', 'viihty*',
    'viihdy*', 'kodikas', 'kodikka*', 'kotoisa*', 'siisti', 'siistiä', 'siistit', 'siistejä', 'puhdas', 'puhtaa*', 'nopea*', 'ripeä*', 'sujuv*', 'sujui',
    'nopei*', 'suosit*', 'suositel*', 'täydelli*', 'paras', 'parasta', 'parhaat', 'parhai*', 'parhaa*', 'taitava*', 'taitavi*', 'ammattitaitoi*', 'ammattimai*',
    'ammattilai*', 'asiantunte*', 'asiallinen', 'asiallis*', 'avulias', 'avulia*', 'auttav*', 'huomaavai*', 'palvelualtti*', 'palvelualtis', 'kohteliai*',
    'kohtelias', 'rauhalli*', 'hiljai*', 'rauhaa', 'monipuoli*', 'rentouttav*', 'rento', 'rentoa', 'rennon*', 'rennosti', 'kaunis', 'kaunii*', 'tyylikä*',
    'tyylikk*', 'kohtuulli*', 'kohtuuhintai*', 'edulli*', 'halpa', 'halpaa', 'halvalla', 'tuore*', 'lämmin', 'lämpimä*', 'lämpimi*', 'tyytyväi*', 'tyytyvai*',
    'ilahdu*', 'ilahdutt*', 'ilahtu*', 'iloi*', 'ilo', 'onnistu*', 'kehu*', 'plussa*', 'kympin', 'kymppi*', 'timanttinen', 'timanttia', 'priima*', 'nappiin',
    'napakymppi*', 'kohdallaan', 'kohdillaan', 'kelpo', 'hellävarai*', 'lempeä*', 'perusteelli*', 'huolelli*', 'joustav*', 'pätevä*', 'pätevi*', 'sydämelli*',
    'lämminhenki*', 'vieraanvarai*', 'runsas', 'runsaa*', 'reilu*', 'laadukas', 'laadukka*', 'arvoi*', 'vastinetta', 'tykkä*', 'pidit', 'pidin',
    'pidimme kovasti', 'pidimme paljon', 'nauti*', 'helppo', 'helppoa', 'helposti', 'kätev*', 'kiireetön', 'kiireettö*', 'täsmälli*', 'ajallaan', 'aurinkoi*',
    'positiivi*', 'ylitti', 'ylittyi*', 'toimi', 'toimivat', 'toimiva', 'toimivaa', 'toimivia', 'toiminut', 'toimineet', 'pelasi', 'pelas', 'super',
    'kiitettävä*', 'moitteeto*', 'virheetö*', 'hieno*', 'mieleesi', 'mieleeni', 'mieleemme', 'mieluisa*', 'mieluinen', 'ihastu*', 'ihastutt*', 'taivaalli*',
    'jumalai*', 'suosikki*', 'lempi*', 'hurmaav*', 'söpö*', 'suloi*', 'vaikuttu*', 'teki vaikutuksen', 'onneksi', 'kannattaa', 'kannata', 'löytyi', 'löytynyt',
    'löytyy', 'vastasi', 'vastannut', 'vastasivat', 'vastanneet', 'kuuntel*', 'kuunnel*', 'tervehti*', 'huomioi*', 'selitti', 'selittivät', 'selitystä',
    'selityksen', 'selitys', 'auttoi*', 'neuvoi', 'neuvoivat', 'jaksoi*', 'erikoista', 'sisään heti', 'juuri sellainen', 'just sellainen', 'kuten halusin',
    'kun halusin', 'kuin halusin', 'mitä halusin', 'mitä toivoin', 'kuin toivoin', 'heti sisään', 'vastausta', 'vastauksen', 'anteeksipyyn*', 'pahoitteli',
    'pahoittelivat', 'pahoitellut', 'pahoitelleet', 'pahoiteltu', 'pahoittelua', 'pyysi anteeksi', 'pyysivät anteeksi',
  ],
  negative: [
    'pienet annokset', 'annokset olivat pieniä', 'annokset ovat pieniä', 'pieni annos',
    'epätasai*', 'vino', 'vinossa',
    'huono*', 'surkea*', 'surkei*', 'kamala*', 'kamali*', 'kauhea*', 'kauhei*', 'hirveä*', 'hirvei*', 'hirvittäv*', 'järkyttäv*', 'karmea*', 'karmei*',
    'kehno*', 'heikko*', 'heikosti', 'heikon*', 'heikompi', 'ala-arvoi*', 'pettymy*', 'petty*', 'pety', 'petyin', 'petyimme', 'petti*', 'töykeä*', 'töykei*',
    'tyly*', 'epäkohteliai*', 'epäystävälli*', 'ynseä*', 'ynsei*', 'nuiv*', 'välinpitämät*', 'piittaamat*', 'ylimieli*', 'hidas', 'hidasta', 'hitaa*',
    'hitaasti', 'likai*', 'lika', 'likaa', 'sotku*', 'epäsiisti*', 'saastai*', 'kylmä*', 'kylmi*', 'haalea*', 'haalei*', 'kallis', 'kallii*', 'kallista',
    'kalleh*', 'hintava*', 'hintavi*', 'ylihinnoitel*', 'ylihintai*', 'kiskur*', 'kiskont*', 'ryöstö*', 'rahastu*', 'laskutu*', 'suolaiset', 'suolainen hinta*',
    'mauton', 'mautonta', 'mauttom*', 'sitkeä*', 'sitkei*', 'kuiva*', 'kuivi*', 'palanut', 'palaneet', 'palanee*', 'kärähtä*', 'raakaa', 'raakoja', 'rasvai*',
    'ylikypsä*', 'alikypsä*', 'vetinen', 'vetistä', 'vetise*', 'vetisi*', 'laimea*', 'laimei*', 'laiha', 'laihaa', 'kitker*', 'karvas', 'karvasta',
    'pahanmakui*', 'pahaa', 'pahan makui*', 'vanhan makui*', 'tunkkai*', 'härski*', 'eltaantu*', 'meluis*', 'meteli*', 'metelö*', 'äänekä*', 'äänekk*',
    'hälinä*', 'ahdas', 'ahtaa*', 'ahtai*', 'kulunut', 'kuluneet', 'kulunee*', 'kulunei*', 'nuhjui*', 'rikki', 'rikkinäi*', 'rikkoutu*', 'unohti', 'unohtivat',
    'unohdett*', 'unohtunut', 'unohtuneet', 'unohtuivat', 'sekava*', 'sekavi*', 'kaaos*', 'kaoottinen', 'tyls*', 'mitäänsanomat*', 'keskinkertai*',
    'keskiverto*', 'anke*', 'kolkko*', 'nihke*', 'tympe*', 'kurj*', 'valitettava*', 'harmi', 'harmilli*', 'harmitti', 'harmittaa', 'ikäv*', 'ongelma',
    'ongelmaa', 'ongelmia', 'ongelmat', 'ongelmista', 'ongelmana', 'ongelmalli*', 'virhe*', 'väär*', 'epäammattimai*', 'epäpätev*', 'ammattitaidoton',
    'ammattitaidotto*', 'vaivalloi*', 'hankala*', 'hankali*', 'vaike*', 'liian', 'turhan', 'pieni', 'pieniä', 'pienet', 'pienehkö*', 'pitkä', 'pitkät',
    'pitkiä', 'yli sovitun', 'myöhässä', 'myöhästy*', 'kipe*', 'sattui', 'sattuu', 'sattunut', 'kivulia*', 'kivulias', 'kipua', 'kuraa', 'paska*', 'perseestä',
    'syvältä', 'nolla', 'pohjanoteeraus', 'myrkyty*', 'vatsatau*', 'oksen*', 'puutte*', 'puuttui', 'ei kertaakaan', 'ei ollut ketään', 'ei ketään',
    'sai odottaa', 'saa odottaa', 'sai odotella', 'sai jonottaa', 'sai hakea', 'saa hakea', 'sai etsiä', 'saa etsiä', 'joutui etsimään', 'lyhyeltä', 'lyhyeksi',
    'voisi olla', 'voisivat olla', 'paitsi', 'tahmea*', 'tahmai*', 'homeelta', 'huolimat*', 'epämukav*', 'rähjäi*', 'ränsisty*', 'rapistu*', 'vetoi*',
    'jumissa', 'irtosi*', 'irtoili*', 'lähti irti', 'lähtivät irti', 'vaatimat*', 'penseä*', 'pensei*', 'kärttyi*', 'äkäi*', 'kiukkui*', 'hapan', 'happama*',
    'tehoto*', 'epäselv*', 'saa jonottaa', 'saa odotella', 'unohtui kokonaan', 'unohtui tuoda', 'yllätti', 'yllättivät', 'yllättyi*', 'yllätyin', 'yllätyimme',
    'pyysin vain', 'kovakourai*', 'passitti*', 'nuupahti*', 'nuutunu*', 'kova', 'kovat', 'kovia', 'kovaa', 'kovalla', 'pahalta', 'vaikka pyysin',
    'vaikka pyysimme', 'vaikka sanoin', 'vaikka kerroin', 'vaikka erikseen', 'peräti', 'kusetu*', 'huijau*', 'ylihint*', 'puuttuu', 'epäonnistu*', 'valitus',
    'valitta*', 'moitittava*', 'moitteita', 'moite', 'parannettava*', 'kehitettävää', 'miinus*', 'miinuks*', 'ärsyttä*', 'ärsytti', 'raivostutt*', 'suututti',
    'suuttu*', 'harmistu*', 'närkästy*', 'järkyty*', 'törkeä*', 'törkei*', 'röyhkeä*', 'röyhkei*', 'asiaton', 'asiatonta', 'asiattom*', 'epäreilu*', 'kohaut*',
    'kiirehti*', 'kiirehdi*', 'hoputt*', 'hätäi*', 'ruuhka*', 'jono*', 'ylibuukat*', 'tuplavarau*', 'peruttiin', 'peruttu', 'peruuntu*', 'ikuisuu*',
    'stressaantu*', 'stressaava*', 'sotkui*', 'tahrai*', 'tahroja', 'pölyi*', 'pölyä', 'haisi', 'haisee', 'haiseva*', 'löyhkä*', 'homeinen', 'homeista',
    'ei ikinä enää', 'ei enää ikinä', 'ei koskaan enää', 'ei enää koskaan', 'en ikinä enää', 'en enää ikinä', 'en enää koskaan', 'en koskaan enää',
    'odotin enemmän', 'odotin parempaa', 'odotimme enemmän', 'odotimme parempaa', 'pahoittelen', 'pahoittelemme', 'pahoillani', 'pahoillamme', 'jouduin',
    'jouduimme', 'jouduttiin', 'joutui', 'jouduit', 'joutuu', 'joutunut', 'joutuivat', 'piti maksaa', 'ohuet', 'korkeat', 'korkeita', 'korkeammat', 'korkeampi',
    'korkeahko*', 'isompia', 'isommat', 'paljolta', 'liikaa', 'loppui kesken', 'loppuivat kesken', 'kesken', 'oli loppu', 'olivat loppu', 'suppea*', 'suppei*',
    'yksipuoli*', 'niukka*', 'niukasti', 'olisi voinut', 'olisi saanut', 'olisi kaivannut', 'kaipaisi*', 'toivoisin', 'toivoisi', 'toivoisimme', 'töksäht*',
    'tökerö*', 'tuhaht*', 'ei kiitos', 'kiitos ei',
  ],
  wishes: [
    'olisi voinut', 'olisi saanut', 'olisi kaivannut', 'olisi ollut', 'olisi kiva', 'olisi mukava', 'olisi hyvä', 'olisi parempi', 'olisi täydellinen',
    'olisivat voineet', 'olisivat saaneet', 'toivoisin', 'toivoisi', 'toivoisimme', 'toivoisin että', 'kunpa', 'jospa', 'jos vain', 'jos vaan',
    'viisi tähteä jos', '5 tähteä jos', 'täydet pisteet jos', 'täydet tähdet jos', 'voisi olla', 'voisivat olla', 'saisi olla', 'saisivat olla', 'kaipaisi',
    'kaipaisin', 'pitäisi', 'kannattaisi',
  ],
  // 'yllätti positiivisesti': a surprise is a complaint ('lasku yllätti') unless a pleasant one.
  negators: [
    'ei', 'en', 'et', 'emme', 'ette', 'eivät', 'eikä', 'enkä', 'ettei', 'ettemme', 'ettet', 'etten', 'ellei', 'ilman', 'vailla', 'tuskin', 'positiivisesti',
    'iloisesti', 'edukseen',
  ],
  negatedAfter: ['yllätti', 'yllättivät', 'yllättyi*', 'yllätyin', 'yllätyimme'],
  contrast: [
    'mutta', 'mut', 'vaikka', 'paitsi', 'valitettavasti', 'harmi vaan', 'harmi vain', 'ikävä kyllä', 'sen sijaan', 'toisaalta', 'ainoa miinus', 'ainut miinus',
    'miinuksena', 'joskin', 'kun taas', 'harmillisesti',
  ],
};
