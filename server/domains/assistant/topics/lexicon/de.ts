import type { Lexicon } from '../topic-ids';

export const DE_LEXICON: Lexicon = {
  topics: {
    food: ['essen', 'speise*', 'gericht*', '*gericht', '*gerichte', 'mahlzeit*', 'menü*', 'mittagessen', 'abendessen', 'brunch', 'pizza*', 'burger*', 'pasta', 'nudel*', 'steak*', 'sushi', 'kuchen', 'torte*', 'sandwich*', 'portion*', 'geschmack*', 'küche', 'koch', 'köchin', 'dessert*', 'nachtisch', 'lecker*', 'weihnachtsfeier'],
    coffee: ['kaffee*', '*kaffee', 'latte*', 'cappuccino*', 'espresso*', 'tee', 'barista*'],
    drinks: ['getränk*', 'drink*', 'wein', 'weine', 'bier*', 'cocktail*', 'bar'],
    breakfast: ['frühstück*', 'buffet*', 'frühstücksbuffet*'],
    selection: ['auswahl', 'angebot', 'abwechslungsreich*', 'vielfalt'],
    service: ['service', 'bedienung', 'aufmerksam*', 'hilfsbereit*'],
    staff: ['personal', 'mitarbeiter*', 'team', 'kellner*', 'kellnerin*', 'empfang', 'rezeption', 'inhaber*', 'chef', 'chefin', 'unfreundlich*', 'freundlich*', 'zuvorkommend*', 'nett*'],
    price: ['preis*', '*preis', '*preise', 'teuer*', 'günstig*', 'billig*', 'preiswert*', 'geld', 'überteuert', 'preis-leistung*'],
    cleanliness: ['sauber*', 'geputzt', 'putz*', 'reinigung', 'schmutzig*', 'dreckig*', 'hygien*', 'geruch', 'roch', 'staub*'],
    waiting: ['warten', 'gewartet', 'wartezeit*', 'schlange', 'langsam*', 'lange', 'schnell*', 'verspät*', 'drangekommen'],
    atmosphere: ['atmosphäre', 'ambiente', 'stimmung', 'gemütlich*', 'einrichtung', 'musik', 'entspannt*', 'flair'],
    noise: ['lärm*', 'laut', 'lauter', 'ruhig*', 'ruhe'],
    booking: ['reserviert', 'reservierung*', 'buchung*', 'gebucht', 'termin*'],
    location: ['lage', 'liegt', 'gelegen', 'aussicht', 'ausblick', 'gegend', 'zentral*'],
    parking: ['parkplatz', 'parkplätze', 'parken', 'parkhaus'],
    rooms: ['zimmer*', 'bett*', 'badezimmer*', 'dusche*', 'kissen', 'suite*'],
    treatment: ['behandlung*', 'massage*', 'masseur*', 'physiotherapeut*', 'zahnarzt*', 'zahnärztin*', 'arzt', 'ärztin', 'praxis', 'klinik', 'sitzung*', 'untersuchung*'],
    haircut: ['haarschnitt*', 'friseur*', 'friseurin*', 'haare', 'haar', 'frisur*', 'färben', 'strähnchen', 'barbier*'],
  },
  positive: ['gut*', 'lecker*', 'toll*', 'hervorragend*', 'fantastisch*', 'wunderbar*', 'wunderschön*', 'freundlich*', 'nett*', 'perfekt*', 'beste*', 'super', 'empfehl*', 'gemütlich*', 'sauber*', 'schnell*', 'aufmerksam*', 'schön*', 'zuvorkommend*', 'professionell*', 'frisch*', 'fair*', 'top', 'kompetent*', 'bequem*', 'entspannt*', 'zufrieden*', 'lohnt', 'gelohnt', 'liebe*', 'genau'],
  negative: ['schlecht*', 'furchtbar*', 'schrecklich*', 'unfreundlich*', 'langsam*', 'schmutzig*', 'dreckig*', 'kalt*', 'teuer*', 'enttäusch*', 'schlimmst*', 'laut', 'langweilig*', 'unprofessionell*', 'ignoriert', 'roch', 'kleine', 'gestresst', 'keine entschuldigung', 'keine erklärung', 'nie wieder', 'leider', 'manko', 'lange', 'schwer', 'schlange', 'kaum', 'katastroph*', 'abgebrochen'],
  negators: ['nicht', 'kein', 'keine', 'keinen', 'nie', 'niemals', 'ohne', 'kaum'],
  contrast: ['aber', 'jedoch', 'allerdings', 'obwohl', 'nur', 'einziges manko'],
};
