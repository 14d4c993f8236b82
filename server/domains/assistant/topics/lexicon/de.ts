import type { Lexicon } from '../topic-ids';

/**
 * German. Nouns compound freely ('Frühstücksbuffet', 'Käsekuchen', 'Kundenservice', 'Wartezeit'), hence
 * the '*suffix' patterns; the verb comes second, so a negation often follows the feeling word ('gefiel uns
 * nicht', 'schmeckte nicht'): those verbs are listed in `negatedAfter`.
 * Friendliness adjectives ('freundlich', 'nett', 'herzlich') are weak cues for the staff: 'freundliche
 * Bedienung' is the service, 'Mit freundlichen Grüßen' names nobody. 'lecker' is a weak cue for the food,
 * so 'leckerer Kaffee' is about the coffee. 'in Ruhe' (calmly) is no word about the noise: 'Ruhe' alone
 * is a weak cue, 'ruhig' and 'angenehme Ruhe' are strong ones. 'warten' both names the wait and
 * complains about it ('20 min warten'), so 'ohne zu warten' and 'kaum gewartet' read as praise.
 */
export const DE_LEXICON: Lexicon = {
  topics: {
    food: [
      'essen', 'speise*', '*speise', '*speisen', 'gericht', 'gerichte', '*gericht', '*gerichte', 'mahlzeit*', 'menü*', '*menü', 'mittagessen', 'abendessen',
      'mittagstisch', 'küche', 'koch', 'köchin', 'köche', 'küchenchef*', 'pizza*', '*pizza', 'burger*', '*burger', 'pasta', 'nudel*', 'spaghetti', 'lasagne',
      'steak*', '*steak', 'schnitzel*', '*schnitzel', 'braten', '*braten', 'sushi', 'kuchen', '*kuchen', 'torte*', '*torte', '*torten', 'sandwich*', 'portion*',
      'geschmack*', 'dessert*', 'nachtisch', 'nachspeise*', 'vorspeise*', 'hauptgang', 'hauptgericht*', 'hauptspeise*', 'beilage*', 'salat*', '*salat',
      'suppe*', '*suppe', 'pommes', '*pommes', 'fritten', 'brot', 'brote', 'brötchen', '*brötchen', 'croissant*', 'gebäck', 'backwaren', 'waffel*', 'crêpe*',
      'fleisch', 'fisch', 'gemüse', 'vegan*', 'vegetarisch*', 'glutenfrei*', 'hausgemacht*', 'selbstgemacht*', 'selbst gemacht', 'selbst gebacken', 'knödel',
      'klöße', 'kloß', 'spätzle', '*wurst', 'döner', 'flammkuchen', 'zimtschnecke*', 'franzbrötchen', 'quiche', 'bowl', 'bowls', 'tapas', 'curry', 'kartoffel*',
      'snack*', 'eis', 'eisbecher', 'muffin*', 'cookie*', 'brownie*', 'bagel*', 'gyros', 'burrito*', 'tacos', 'ramen', 'dips', 'soße*', 'sauce*', 'gewürzt', '*brot', '*brote',
      'gekocht', 'zubereitet', '~lecker*', '~lecka', '~schmeckt*', '~geschmeckt', '~schmackhaft*', '~köstlich*',
    ],
    coffee: [
      'kaffee*', '*kaffee', 'kaffe', 'latte*', '*latte', 'cappuccino*', 'cappucino*', 'capuccino*', 'cappu', 'espresso*', 'expresso*', 'flat white',
      'americano*', 'macchiato*', 'cortado*', 'tee', 'tees', '*tee', 'chai*', 'matcha*',
    ],
    drinks: [
      'getränk*', '*getränk', '*getränke', 'drink', 'drinks', 'wein', 'weine', 'weinkarte', 'weinbegleitung', 'rotwein*', 'weißwein*', 'hauswein*', 'glühwein*',
      'riesling', '*burgunder', 'silvaner', 'rosé', 'bier', 'biere', '*bier', 'bierchen', 'pils', 'weizen', 'radler', 'cocktail*', 'saft', 'säfte', '*saft',
      'schorle', '*schorle', 'limo', 'limonade*', '*limonade', 'smoothie*', 'prosecco', 'sekt', 'aperol*', 'spritz', 'kakao', 'heiße schokolade', 'longdrink*',
      'trinken', 'getrunken', '~bar',
    ],
    breakfast: [
      'frühstück*', '*frühstück', 'frühstuck', 'brunch*', 'buffet*',
    ],
    selection: [
      'auswahl', '*auswahl', 'vielfalt', 'sortiment', 'vorrätig', 'auf lager', 'ausverkauft', 'große auswahl', 'optionen', '~angebot', '~abwechslungsreich*',
      '~varianten', '~vielfältig*', 'kleine auswahl',
    ],
    service: [
      'service', '*service', 'bedienung', 'bedinung', 'beratung', '*beratung', 'beraten', 'kundenfreundlich*', 'telefonisch', 'telefon', 'am telefon',
      'rückruf', 'zurückgerufen', 'check-in', 'checkin', 'eincheck*', 'check-out', 'auscheck*', '~bedient', '~betreut', '~umsorgt', '~eingedeckt',
      '~beschwerde*', '~reklamation*', '~aufmerksam*', '~unaufmerksam*', '~hilfsbereit*', '~betreuung', 'umtausch*', 'rückgabe', 'garantie*', 'gewährleistung', 'kulanz*', 'kundendienst', 'nachbesser*',
    ],
    staff: [
      'personal', '*personal', 'mitarbeiter*', 'mitarbeiterin*', 'team', 'kellner*', 'kellnerin*', 'servicekraft', 'servicekräfte', 'empfang', 'rezeption*',
      'inhaber*', 'inhaberin*', 'chef', 'chefin', 'besitzer*', 'wirt', 'wirtin', 'wirtsleute', 'gastgeber*', 'angestellte*', 'verkäufer*', 'verkäuferin*',
      'friseurin*', 'frisörin*', 'friseuse', 'stylist*', 'barbier*', 'zahnarzt', 'zahnärztin', 'zahnärzte', 'arzt', 'ärztin', 'ärzte', 'doktor', 'helferin*',
      '*helferin', '*helferinnen', 'assistentin*', 'assistenz', 'krankenschwester*', 'pfleger*', 'therapeut*', '*therapeut', '*therapeutin', 'masseur*',
      'kosmetikerin*', 'barista*', 'barkeeper*', 'junge frau', 'junge mann', 'die dame', 'der dame', 'kassierer*', 'kassiererin*', '~freundlich*', '~unfreundlich*', '~nett', '~nette', '~netter', '~netten', '~lieb',
      '~liebe', '~herzlich*', '~zuvorkommend*', '~höflich*', '~unhöflich*', '~kompetent*', '~inkompetent*', '~patzig*', '~arrogant*', '~sympathisch*', '~dame',
      '~leute', '~künstler*', '~profi', '~profis', '~fachfrau', '~fachmann', '~weggeschickt', '~abgefertigt', '~abgewimmelt', '~ignoriert', '~angemotzt',
      '~angeschnauzt', '~angepampt', '~behandelt', '~zugehört', '~zuhören', '~erklärt',
    ],
    price: [
      'preis', 'preise', 'preis*', '*preis', '*preise', 'teuer*', 'überteuert*', 'günstig*', 'billig*', 'kosten', 'kostet', 'gekostet', 'geld', 'euro', 'eur',
      'rechnung', 'pro nacht', 'pro person', '~die nacht', 'bezahlt', 'bezahlen', 'zahlen', 'abgezockt', 'abzocke', 'wucher*', 'erschwinglich*', 'bezahlbar*',
      'happig', 'gesalzene preise', 'kostenvoranschlag', '*aufschlag', 'berechnet', 'abgerechnet', 'verrechnet',
    ],
    cleanliness: [
      'sauber*', 'unsauber*', 'blitzsauber*', 'picobello', 'geputzt', 'putz*', 'schmutz*', 'dreck*', 'verdreckt*', 'hygien*', 'unhygienisch*', 'staub*',
      'klebrig*', 'schimmel*', 'flecken', 'fleckig*', 'krümel*', 'haare im', 'haare in', 'haare auf', 'haar im', 'haar in', 'haar auf', 'eklig*', 'ekelhaft*',
      'gepflegt*', 'ungepflegt*', '~muffig*', '~roch', '~stinkt', '~gerochen', '~geruch', 'flecken', 'haare vom', 'haare von', 'voller haare', '~gestank', 'toilette', 'toiletten', 'wc', 'wcs', 'klo', 'klos', 'grundreinigung', 'reinigung',
    ],
    waiting: [
      'warten', 'wartet', 'gewartet', 'wartete', 'warteten', 'wartezeit*', '*wartezeit', 'wartezimmer', 'schlange', 'anstehen', 'angestanden', 'verspätung*',
      'verspätet', 'verzögerung*', 'pünktlich*', 'unpünktlich*', 'drangekommen', 'dran gekommen', 'drankommen', 'gedauert', 'dauerte', 'dauert', 'lieferzeit*',
      'lieferung', 'geliefert', 'zugestellt', 'ewigkeit', 'kurze wartezeit*', '~immer noch nicht', '~immer noch kein', '~noch nicht da', '~nicht geliefert',
      '~nie angekommen', '~langsam*', '~schnell*', '~zügig*', '~flott*', '~lange', '~ewig', '~minuten', '~min', '~stunde', '~stunden', '~sofort', '~halbe stunde', '~dreiviertelstunde', 'bis überhaupt', 'bevor überhaupt', 'bis endlich', 'bis jemand', 'kam endlich', 'kamen endlich', 'endlich kam', 'endlich kamen', 'erst nach',
    ],
    atmosphere: [
      'atmosphäre', 'athmosphäre', 'atmosphere', 'ambiente', 'ambiance', 'stimmung', 'flair', 'gemütlich*', 'ungemütlich*', 'urgemütlich*', 'einrichtung',
      'eingerichtet', 'deko', 'dekoration', 'interieur', 'musik', 'hintergrundmusik', 'playlist', 'biergarten', 'gaststube', 'räumlichkeiten',
      'wohlfühlatmosphäre', 'terrasse', 'außenbereich', '~charme', '~charmant*', '~stilvoll*', '~urig*', '~schick*', '~entspannt*',
    ],
    noise: [
      'lärm*', '*lärm', 'laut', 'lauter', 'lautstärke*', 'geräuschpegel', 'geräusch*', 'hellhörig*', 'krach', 'leiser', 'geklappert', 'klappert', 'brummt',
      'gebrummt', 'dröhnt', 'ruhig*', 'angenehme ruhe', 'angenehmen ruhe', 'herrliche ruhe', 'absolute ruhe', 'ruhe pur', '~ruhe', 'unruhig*', 'hört man', 'hörte man', 'man hört', 'man hörte', 'zu hören',
    ],
    booking: [
      'reserviert', 'reservieren', 'reservierung*', '*reservierung', 'buchung*', '*buchung', 'gebucht', 'termine', 'terminvergabe', 'terminvereinbarung',
      'terminbuchung', '~einen termin', 'keinen termin', 'neuen termin', 'termin bekommen', 'termin vereinbart', 'folgetermin', 'wunschtermin', 'kontrolltermin',
      'zahnarzttermin', 'friseurtermin', 'online-termin*', 'überbucht', 'doppelt gebucht', 'doppelbuchung', 'verschoben', 'abgesagt', 'storniert',
      'stornierung*', 'der termin', 'mein termin', 'meinen termin', 'den termin', 'unser termin', 'unseren termin', '~termin', '~buchen',
    ],
    location: [
      'lage', 'gelegen', 'aussicht', 'ausblick', 'panorama*', '~seeblick', '~meerblick', '~bergblick', 'zu fuß', 'anbindung', 'innenstadt', 'altstadt',
      'leicht zu finden', 'schwer zu finden', '~zentral*', '~blick', '~umgebung', '~nähe', '~erreichbar', '~liegt', 'blick auf', 'blick aufs', 'blick über', 'blick ins', 'blick in',
    ],
    parking: [
      'parkplatz*', 'parkplätze*', 'parken', 'parkhaus', 'tiefgarage', 'stellplatz', 'stellplätze', 'parkmöglichkeit*', 'parksituation', '~garage',
    ],
    rooms: [
      'zimmer', 'zimmern', 'zimmers', 'zimmerservice', 'doppelzimmer', 'einzelzimmer', 'hotelzimmer', 'familienzimmer', 'bett', 'betten', 'bettwäsche', 'bad',
      'badezimmer', 'dusche*', 'kissen', 'matratze*', 'suite*', 'handtücher', 'minibar', 'klimaanlage', 'heizung', 'balkon', 'ferienwohnung*', 'apartment*',
      'appartement*',
    ],
    treatment: [
      'behandlung*', '*behandlung', 'massage*', '*massage', 'maniküre', 'pediküre', 'nägel', 'nagel*', '*nägel', 'wimpern*', 'kosmetik*', 'zahnreinigung',
      'prophylaxe', 'füllung*', 'krone', 'implantat*', 'untersuchung*', 'kontrolle', 'vorsorge*', 'spritze', 'betäubung', 'sitzung*', 'schmerzfrei*', 'übungen',
      'therapie', '*therapie', 'krankengymnastik', 'lymphdrainage', 'op', '*-op', 'operation*', 'anwendung*', '~ergebnis', '~versorgt', '~eingriff',
    ],
    haircut: [
      'haarschnitt*', 'schnitt', 'ausgewaschen', 'haarfarbe*', 'haarpflege', 'frisur*', 'färben', 'gefärbt', 'farbe', 'haarfarbe', 'strähnchen', 'blondierung',
      'balayage', 'föhnen', 'geföhnt', 'bob', 'locken', 'dauerwelle', 'bart', 'rasur', 'ansatz', 'schneiden', 'geschnitten', 'friseur*', 'friseurin*',
      'frisör*', 'barbier*', 'spitzen schneiden', '~haare', '~haar', '~haaren', '~styling', 'meine haare', 'meinen haaren', 'haare sind', 'haare waren', 'die haare sind',
    ],
  },
  positive: [
    'gut', 'gute', 'guter', 'gutes', 'guten', 'gutem', 'super*', 'suuper', 'toll*', 'klasse', 'spitze', 'spitzenklasse', 'top', 'topp', 'tip top',
    'hervorragend*', 'ausgezeichnet*', 'exzellent*', 'fantastisch*', 'phantastisch*', 'wunderbar*', 'wundervoll*', 'wunderschön*', 'schön', 'schöne', 'schöner',
    'schönes', 'schönen', 'lecker*', 'lecka', 'köstlich*', 'schmackhaft*', 'perfekt*', 'prima', 'genial*', 'großartig*', 'grandios*', 'mega', 'geil*', 'hammer',
    'bombe', '1a', 'traum', 'traumhaft*', 'himmlisch*', 'empfehl*', 'weiterempfehl*', 'weiterzuempfehlen', 'zufrieden*', 'freundlich*', 'nett', 'nette',
    'netter', 'nettes', 'netten', 'lieb', 'liebe', 'lieben', 'liebevoll*', 'herzlich*', 'zuvorkommend*', 'aufmerksam*', 'hilfsbereit*', 'kompetent*',
    'professionell*', 'sauber', 'saubere', 'sauberer', 'sauberes', 'sauberen', 'blitzsauber*', 'picobello', 'gepflegt*', 'frisch*', 'fair*', 'angemessen*',
    'günstig*', 'preiswert*', 'erschwinglich*', 'bezahlbar*', 'bequem*', 'gemütlich*', 'urgemütlich*', 'entspannt*', 'angenehm*', 'gründlich*', 'sanft*',
    'schmerzfrei*', 'geduldig*', 'einfühlsam*', 'schnell*', 'zügig*', 'flott*', 'pünktlich*', 'reichhaltig*', 'reichlich', 'riesig*', 'große auswahl',
    'großen auswahl', 'geräumig*', 'modern*', 'ruhig*', 'wohl gefühlt', 'wohlgefühlt', 'wohlfühlen', 'sehr wohl', 'gefallen', 'gefällt', 'gefiel', 'geschmeckt',
    'schmeckt*', 'gelungen*', 'lohnt*', 'gelohnt', 'begeistert*', 'begeisternd', 'happy', 'glücklich*', 'froh', 'freut', 'freuen', 'gefreut', 'lob', 'lobende*',
    'kompliment*', 'positiv*', 'erstklassig*', 'einwandfrei*', 'tadellos*', 'vorbildlich*', 'bestens', 'beste', 'bester', 'bestes', 'besten', 'am besten',
    'liebling*', 'lieblings*', 'unkompliziert*', 'zuverlässig*', 'kulant*', 'authentisch*', 'knusprig*', 'saftig*', 'zart*', 'hausgemacht*', 'selbstgemacht*',
    'stimmt', 'passt', 'in ordnung', 'ok', 'okay', 'solide', 'charmant*', 'stilvoll*', 'urig*', 'sympathisch*', 'wohltuend*', 'erholsam*', 'weltklasse',
    'yummy', 'nice', 'cool', 'vielfältig*', 'abwechslungsreich*', 'kostenlos*', 'gratis', 'ohne aufpreis', 'reibungslos*', 'problemlos*', 'vorrätig',
    'vorhanden', 'zeit genommen', 'nimmt sich zeit', 'nahm sich zeit', 'viel zeit genommen', 'komme wieder', 'kommen wieder', 'süß', 'süße', 'süßes', 'süßer',
    'erreichbar', 'zu erreichen', 'ausreichend*', 'genügend', 'unschlagbar*', 'entspannend*', 'angst genommen', 'leiser', 'gerne wieder', 'gern wieder',
    'wiederkommen', 'wieder kommen', 'klappt*', 'geklappt', 'funktioniert*', 'bemüht', 'engagiert*', 'humor*', 'höflich*', 'eingedeckt', 'geholfen', 'zugehört',
    'zuhören', 'erklärt', 'künstler*', 'keine wünsche offen', 'aufs haus', 'kurze wartezeit*', 'kurzen wartezeit*', 'keine wartezeit*', 'ohne wartezeit*',
    'ohne zu warten', 'gut gelaunt', 'wohlfühlatmosphäre', 'wärmstens', 'uneingeschränkt', 'sensationell*', 'überragend*', 'beeindruckend*', 'überzeugt*', 'mühe gegeben', 'gibt sich mühe', 'geben sich mühe', 'gab sich mühe', 'gaben sich mühe', 'viel mühe', 'große mühe', 'großes', 'große', 'großer', 'großzügig*', 'optimal*', 'ideal', 'geputzt', 'wert', 'jeden cent wert', 'weiß genau', 'wissen genau', 'auch kurzfristig', 'kurzfristig einen termin', 'gekühlt', 'begrüßt', 'auffindbar', 'gekümmert', 'kümmert', 'kümmerte', 'stimmte', 'stimmten', 'wie besprochen', 'wie gewünscht', 'wie vereinbart', 'groß',
  ],
  negative: [
    'kleine portionen', 'portionen waren klein', 'portionen sind klein', 'portionen waren sehr klein',
    'schlecht*', '*schlecht', 'mies*', 'miserabel*', 'furchtbar*', 'fürchterlich*', 'schrecklich*', 'grauenhaft*', 'grauenvoll*', 'katastroph*',
    'unterirdisch*', 'grottig*', 'ätzend', 'scheiße', 'scheisse', 'kacke', 'übel', 'unverschämt*', 'frechheit', 'frech*', 'unfreundlich*', 'unhöflich*',
    'patzig*', 'pampig*', 'zickig*', 'arrogant*', 'genervt', 'gelangweilt', 'unmotiviert*', 'desinteressiert*', 'inkompetent*', 'unprofessionell*',
    'unaufmerksam*', 'überfordert*', 'unterbesetzt', 'langsam*', 'lahm', 'schmutzig*', 'dreckig*', 'verdreckt*', 'eklig*', 'ekelhaft*', 'unsauber*',
    'unhygienisch*', 'klebrig*', 'verschmutzt*', 'staubig*', 'schimmel*', 'muffig*', 'stinkt', 'gestunken', 'ungepflegt*', 'kalt', 'kalte', 'kalter', 'kaltes',
    'kalten', 'lauwarm*', 'teuer*', 'überteuert*', 'zu teuer', 'happig', 'gesalzene', 'mau', 'flop', 'neben dem aufzug', 'neben dem fahrstuhl',
    'neben der baustelle', 'komme nicht wieder', 'kommen nicht wieder', 'und das für', 'keine zeit', 'kaum zeit', 'wenig zeit', 'zu wenig', 'wehgetan',
    'ausgewaschen', 'zu hoch', 'etwas hoch', 'sehr hoch', 'ziemlich hoch', 'recht hoch', 'eher hoch', 'hohe preise', 'hohen preise*', 'eher klein',
    'recht klein', 'ziemlich klein', 'etwas klein', 'zu süß', 'verschoben', 'zu spät', 'später als', 'in die jahre', 'kein parkplatz', 'keine parkplätze',
    'keine parkmöglichkeit*', 'kaum parkplätze', 'wenig parkplätze', 'wenige parkplätze', 'salzig', 'zu salzig', 'abgesagt', 'zu meckern', 'zu beanstanden',
    'auszusetzen', 'abzocke', 'abgezockt', 'wucher*', 'nepp', 'enttäusch*', 'schade', 'leider', 'mangelhaft*', 'mangelnde*', 'manko', 'kritik*', 'kritikpunkt*',
    'minuspunkt*', 'schwach*', 'wässrig*', 'bitter', 'fade', 'fad', 'geschmacklos*', 'versalzen*', 'verbrannt*', 'angebrannt*', 'matschig*', 'zäh', 'zähe',
    'zäher', 'zähes', 'trocken*', 'lieblos*', 'labbrig*', 'fettig*', 'roh', 'laut', 'lauter', 'zu laut', 'sehr laut', 'viel zu laut', 'ziemlich laut',
    'total laut', 'extrem laut', 'unglaublich laut', 'hellhörig*', 'lärm*', 'krach', 'ewig*', 'stundenlang*', 'lange gedauert', 'zu lang', 'zu lange',
    'sehr lang', 'sehr lange', 'viel zu lang', 'ewig lang', 'lange warten', 'lange gewartet', 'lange wartezeit*', 'verspät*', 'unpünktlich*', 'chaotisch*',
    'chaos', 'vergessen', 'falsch*', 'fehler', 'fehlern', 'problem', 'probleme', 'problemen', 'problematisch*', 'beschwerde*', 'reklamation*', 'ärger*',
    'nervig*', 'zu klein', 'sehr klein', 'winzig*', 'eng', 'beengt', 'schief', 'verhunzt', 'verschnitten', 'kaputt*', 'defekt*', 'durchgelegen*', 'unbequem*',
    'ungemütlich*', 'blöd*', 'doof', 'unmöglich*', 'inakzeptabel*', 'zumutung', 'unzumutbar*', 'skandal*', 'peinlich*', 'traurig*', 'nachgelassen',
    'mittelmäßig*', 'mäßig*', 'durchschnittlich*', 'nichts besonderes', 'nix besonderes', 'naja', 'geht so', 'ungenießbar*', 'unzufrieden*', 'wenig ahnung',
    'keine ahnung', 'ahnungslos*', 'überfüllt*', 'rappelvoll', 'hektisch*', 'gestresst', 'gehetzt', 'abgefertigt', 'abgewimmelt', 'weggeschickt', 'ignoriert',
    'augen verdreht', 'schultern gezuckt', 'nie wieder', 'nie mehr', 'null sterne', 'finger weg', 'fehlanzeige', 'keine entschuldigung', 'keine antwort',
    'keine erklärung', 'keine reaktion', 'warten', 'wartet', 'gewartet', 'wartete', 'warteten', 'warten lassen', 'überschaubar*', 'sorry', 'schmerzhaft*',
    'weh getan', 'tat weh', 'saftladen', 'unruhig*', 'stickig*', 'gammelig*', 'alt', 'abgenutzt*', 'renovierungsbedürftig*', 'veraltet*', 'abgewohnt*',
    'schimmelig*', 'unklar*', 'vermisst', 'gefehlt', 'fehlte', 'fehlt', 'ausverkauft', 'unverständlich*', 'respektlos*', 'dreist*', 'frustrier*', 'nachlässig*',
    'schlampig*', 'gelitten', 'ausbaufähig*', 'verbesserungswürdig*', 'luft nach oben', 'hätte mir mehr', 'mehr erwartet', 'erwartet mehr', 'erwarte ich mehr',
    'erwarte ich deutlich mehr', 'schlange', 'schwer', 'schwer zu', 'schwer erreichbar', 'erst nach', 'erst in', 'geht gar nicht', 'geht nicht', 'angeblich',
    'kaum hinterher', 'nicht hinterher', 'vom vortag', 'eher gehoben', 'oberen bereich', 'gehobenen bereich', 'kam nie', 'kam nichts', 'immer noch nicht',
    'immer noch kein', 'geklappert', 'klappert', 'dröhnt', 'aufpreis', 'tag extra', 'nacht extra', 'person extra', 'gibt es kaum', 'gab es kaum', 'gibt kaum',
    'gesalzen', 'kurz angebunden', 'kompliziert*', 'umständlich*', 'geht das gar nicht', 'geht das nicht', 'das geht gar nicht', 'immer das gleiche',
    'immer dasselbe', 'jeden tag das gleiche', 'kostet extra', 'extra bezahlen', 'extra berechnet', 'labberig*', 'roch nach', 'rochen nach', 'riecht nach', 'riechen nach', 'stank*', 'gestank', 'vom vorgänger', 'vom vorgast', 'fleckig*', 'flecken', 'krümel*', 'nichts machen', 'nichts tun', 'nichts ändern', 'hieß es nur', 'danke für nichts', 'kaum auswahl', 'wenig auswahl', 'geringe auswahl', 'kleine auswahl', 'magere auswahl', 'mager*', 'dürftig*', 'spärlich*', 'bescheiden', 'aus dem automaten', 'automatenkaffee', 'aus der tüte', 'aus der packung', 'tiefkühl*', 'fertigprodukt*', 'aufgebacken', 'aufback*', 'portionspackung*', 'hört man jeden', 'hört man jedes', 'hört man alles', 'man hört jeden', 'man hört jedes', 'man hört alles', 'hörte man jeden', 'hörte man jedes', 'hörte man alles', 'jedes geräusch', 'jeden schritt', 'jedes wort', 'wusste niemand', 'wusste keiner', 'wusste man nichts', 'nichts davon', 'vertröstet', 'doppelt so', 'dreimal so', 'höher als', 'teurer als', 'zu viel', 'viel zu viel', 'stört*', 'gestört', 'störend*', 'sportliche preise', 'sportlichen preise*', 'sportlicher preis', 'schon sportlich', 'ziemlich sportlich', 'recht sportlich', 'etwas sportlich', 'sehr sportlich', 'stolze', 'stolzen', 'stolzer preis', 'saftige preise', 'saftigen preise*', 'saftiger preis', 'saftige rechnung', 'zerstreut*', 'verpeilt*', 'vergesslich*', 'zweimal bestellen', 'zweimal bestellt', 'zweimal nachfragen', 'zweimal nachgefragt', 'mehrmals nachfragen', 'mehrmals nachgefragt', 'mehrfach nachfragen', 'mehrfach nachgefragt', 'dreimal nachfragen', 'dreimal nachgefragt', 'nachfragen müssen', 'nachhaken', 'lustlos*', 'gereizt*', 'mürrisch*', 'muffelig*', 'grimmig*', 'schnippisch*', 'herablassend*', 'von oben herab', 'barsch*', 'schroff*', 'ruppig*', 'unsanft*', 'grob', 'grobe', 'hastig*', 'halbherzig*', 'nie durch', 'nicht durch', 'kaum durch', 'nicht durchgekommen', 'nie durchgekommen', 'dauerbesetzt', 'ständig besetzt', 'immer besetzt', 'dauernd besetzt', 'geht keiner ran', 'geht niemand ran', 'etwas kühl', 'eher kühl', 'recht kühl', 'ziemlich kühl', 'sehr kühl', 'unterkühlt*', '*stichig', 'widerwillig*', 'unwillig*', 'wie vom discounter', 'übersehen', 'links liegen', 'nicht beachtet', 'verweigert', 'abgelehnt', 'abgewiesen', 'bittsteller', 'so geht man', 'geht man nicht', 'könnte besser', 'könnten besser', 'besser sein können', 'geht besser', 'ginge besser', 'schon besser', 'schon mal besser', 'war mal besser', 'waren mal besser', 'früher besser', 'nicht mehr so', 'nicht mehr das', 'erwarte ich', 'ich erwarte', 'erwartet man', 'man erwartet', 'hätte ich mehr', 'hätte mehr', 'nicht besonders', 'nicht das gelbe', 'nicht der hit', 'so lala', 'lala', 'mittelprächtig', 'unterdurchschnittlich*', 'grenzwertig*', 'fragwürdig*', 'zweifelhaft*', 'gebrochen', 'gerissen', 'blutet', 'geblutet', 'am handy', 'aufs handy', 'ins handy', 'nur eine person', 'nur ein mitarbeiter', 'nur eine mitarbeiterin', 'nur ein kellner', 'nur eine kellnerin', 'zu wenig personal', 'personalmangel', 'minuten gedauert', 'stunde gedauert', 'stunden gedauert', 'ewigkeit gedauert', 'nicht eingetragen', 'nicht im system', 'doppelt vergeben', 'zu warm', 'zu heiß', 'zu kurz', 'zu dunkel', 'zu eng', 'zu weich', 'zu hart', 'zu voll', 'zu stark', 'zu dünn', 'zu dick', 'zu fettig', 'zu scharf', 'zu süß', 'zu wenig', 'ziemlich dünn', 'sehr dünn', 'recht dünn', 'etwas dünn', 'brechend voll', 'abgewetzt*', 'tropft', 'tropfte', 'verkalkt*', 'abgestanden*', 'vermüllt', 'müll', 'verstopft*', 'nicht wert', 'nicht sein geld', 'nicht ihr geld', 'mussten wir', 'musste ich', 'mussten uns', 'musste mich', 'könnte etwas', 'könnten etwas', 'dürfte etwas', 'dürften etwas', 'könnte ruhig', 'könnten ruhig', 'dürfte ruhig', 'dürften ruhig', 'sollte etwas', 'sollten etwas', 'könnte mehr', 'könnten mehr', 'dringend nötig', 'bitter nötig', 'nötig hätte', 'nötig hätten', 'grundreinigung', 'renoviert werden', 'renovierung nötig', 'erbärmlich*', 'jämmerlich*', 'armselig*', 'bis überhaupt', 'bevor überhaupt', 'unauffindbar', 'nicht auffindbar', 'verschwunden', 'verschlampt', 'verbummelt', 'verschusselt', 'choleri*', 'mehr aber auch nicht', 'mehr auch nicht', 'mehr nicht', 'oberflächlich*', 'mangelware', 'zu wünschen übrig', 'gefroren', 'tiefgefroren', 'angezogen', 'erhöht', 'angehoben', 'preiserhöhung*', 'kaum angeschaut', 'nicht angeschaut', 'nicht mal angeschaut', 'nicht einmal angeschaut', 'wenig zu tun', 'nichts zu tun', 'eher steril', 'etwas steril', 'recht steril', 'ziemlich steril', 'wirkt steril', 'zweiter klasse', 'wie luft', 'wie dreck', 'abgesplittert', 'abgeplatzt', 'abgebrochen', 'hielt nicht', 'hält nicht', 'nicht gehalten', 'eher übersichtlich', 'recht übersichtlich', 'sehr übersichtlich', 'etwas übersichtlich', 'ziemlich übersichtlich', 'kostet aber', 'kosten aber', 'kostete aber', 'kosteten aber', 'nicht so geworden', 'nicht wie besprochen', 'nicht wie gewünscht', 'nicht wie vereinbart', 'anders als besprochen', 'anders als gewünscht', 'anders als vereinbart', 'viel befahren*', 'stark befahren*', 'sein dürfen', 'sein können', 'sauer', 'gleich null', 'praktisch null', 'quasi null', 'mit ihrem handy', 'mit seinem handy', 'mit dem handy', 'handy beschäftigt', 'privat telefoniert', 'privatgespräch*', 'früher deutlich', 'früher viel', 'früher wesentlich', 'früher mal besser', 'zu viel berechnet', 'falsch berechnet', 'doppelt berechnet', 'zweimal nach', 'dreimal nach', 'mehrmals nach', 'mehrfach nach', 'schal', 'durchweicht*', 'aufgeweicht*', 'pappig*', 'angeschlagen*', 'gestiegen', 'verpasst', 'nicht wollte', 'nicht wollten', 'nicht gewollt', 'massenabfertigung', 'fließband*', 'begrenzt*', 'eingeschränkt*', 'na ja', 'quatsch*', 'tratsch*', 'lieber untereinander', 'kam endlich', 'kamen endlich', 'endlich kam', 'endlich kamen', 'und länger', 'oder länger', 'länger als', 'länger gedauert', 'abzug', '*abzug',
  ],
  negators: [
    'nicht', 'nich', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nie', 'niemals', 'ohne', 'kaum', 'nichts', 'nix', 'niemand', 'weder', 'alles andere als',
  ],
  contrast: [
    'aber', 'jedoch', 'allerdings', 'obwohl', 'obgleich', 'leider', 'trotzdem', 'dennoch', 'nur', 'einziges manko', 'einziger kritikpunkt',
    'einziger minuspunkt', 'dafür', 'außer', 'bis auf', 'abgesehen von', 'wobei', 'während', 'ansonsten', 'sonst', 'wenn auch',
  ],
  wishes: [
    '5 sterne wären', 'fünf sterne wären', 'sterne wären es', 'wären es', 'wären 5 sterne', 'wären es 5 sterne', 'wäre es 5 sterne', 'hätte 5 sterne',
    'hätten 5 sterne', 'gäbe es 5 sterne', 'gäbe 5 sterne', 'wären fünf sterne', 'sonst 5 sterne', 'sonst wären es', 'volle punktzahl wenn', 'wünschte',
    'wünsche mir', 'würde mir wünschen', 'würden uns wünschen', 'hätte mir gewünscht', 'hätten uns gewünscht', 'wünschenswert', 'wäre schön wenn',
    'wäre schön gewesen', 'wäre besser wenn', 'wäre toll wenn', 'wäre perfekt wenn', 'wäre super wenn', 'wäre es perfekt', 'schön wäre', 'besser wäre',
    'könnte besser sein', 'könnte man verbessern', 'wenn nur', 'könnte etwas', 'könnten etwas', 'könnte ruhig', 'könnten ruhig', 'dürfte etwas', 'dürfte ruhig',
    'dürften etwas', 'dürften ruhig', 'sollte etwas', 'sollten etwas',
  ],
  negatedAfter: [
    'gefiel', 'gefällt', 'schmeckte', 'schmeckt', 'lohnt', 'lohnte', 'passt', 'passte', 'stimmt', 'stimmte', 'klappte', 'klappt', 'funktioniert',
    'funktionierte', 'empfehle', 'empfehlen', 'überzeugt', 'überzeugte', 'fehlt', 'fehlte', 'gefallen', 'geschmeckt', 'erklärt', 'erklärte', 'geputzt', 'wert',
  ],
};
