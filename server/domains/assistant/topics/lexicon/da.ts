import type { Lexicon } from '../topic-ids';

export const DA_LEXICON: Lexicon = {
  topics: {
    food: ['mad', 'maden', 'måltid*', 'retter', 'retten', '*retter', '*retterne', 'middag*', 'frokost', 'brunch', 'pizza*', 'burger*', 'pasta*', 'bøf*', 'sushi', 'kage*', 'kagerne', 'sandwich*', 'smørrebrød', 'menu*', 'portion*', 'smag*', 'køkken*', 'kok*', 'dessert*', 'lækker*'],
    coffee: ['kaffe*', '*kaffe', 'kaffen', 'latte*', 'cappuccino*', 'espresso*', 'te', 'barista*'],
    drinks: ['drink*', 'vin', 'vinen', 'vine', 'øl', 'øllen', 'cocktail*', 'bar', 'baren'],
    breakfast: ['morgenmad*', 'buffet*', 'morgenbuffet*'],
    selection: ['udvalg*', 'varieret', 'variation', 'muligheder'],
    service: ['service', 'servicen', 'betjening*', 'opmærksom*', 'hjælpsom*'],
    staff: ['personale*', 'ansatte', 'tjener*', 'servitrice*', 'medarbejder*', 'reception*', 'ejer*', 'team*', 'frisør*', 'tandlæge*', 'læge*', 'barista*', '~uhøflig*', '~venlig*', '~søde', '~sød', '~imødekommende', '~flink*'],
    price: ['pris*', '*priser', 'dyr', 'dyrt', 'dyre', 'billig*', 'værd', 'penge*', 'overpris*'],
    cleanliness: ['ren', 'rent', 'rene', 'rengjort', 'rengøring*', 'beskidt', 'snavset', 'hygiejne*', 'lugt*', 'lugtede', 'støv*'],
    waiting: ['vente', 'ventede', 'ventetid*', 'kø', 'køen', 'langsom*', 'lang tid', 'hurtig*', 'forsinke*'],
    atmosphere: ['stemning*', 'atmosfære*', 'hyggelig*', 'omgivelser*', 'indretning*', 'musik*', 'afslappende', 'miljø*'],
    noise: ['larm*', 'støj*', 'larmende', 'støjende', 'stille', 'roligt', 'ro'],
    booking: ['booking*', 'bestilling*', 'bestilte', 'reservation*', 'reserveret', 'bestilt', 'bestilt tid', 'fået en tid', 'en tid kl'],
    location: ['beliggenhed*', 'ligger', 'placering*', 'udsigt*', 'område*', 'centralt'],
    parking: ['parkering*', 'p-plads*', 'parkere'],
    rooms: ['værelse*', 'seng*', 'badeværelse*', 'bad', 'bruser*', 'hovedpude*', 'suite*'],
    treatment: ['behandling*', 'massage*', 'massør*', 'fysioterapeut*', 'tandlæge*', 'læge*', 'sygeplejerske*', 'klinik*', 'konsultation*', 'undersøgelse*'],
    haircut: ['klipning*', 'frisør*', 'hår*', 'håret', 'farvning*', 'frisure*', 'barber*'],
  },
  positive: ['god', 'godt', 'gode', 'lækker*', 'fantastisk*', 'dejlig*', 'skøn*', 'venlig*', 'sød', 'søde', 'perfekt*', 'bedste', 'super', 'anbefal*', 'hyggelig*', 'ren', 'rent', 'hurtig*', 'opmærksom*', 'smuk*', 'imødekommende', 'professionel*', 'frisk*', 'rimelig*', 'fin', 'fint', 'fine', 'top', 'dygtig*', 'flink*', 'behagelig*', 'afslappende', 'værd', 'glad', 'tilfreds', 'elsker', 'nød', 'grundigt'],
  negative: ['dårlig*', 'elendig*', 'forfærdelig*', 'uhøflig*', 'langsom*', 'beskidt', 'kold*', 'dyr', 'dyrt', 'dyre', 'skuffe*', 'værste', 'larmende', 'kedelig*', 'uprofessionel*', 'ignoreret', 'lugtede', 'små', 'stresset', 'manglede', 'ingen undskyldning', 'ingen forklaring', 'aldrig igen', 'desværre', 'minus', 'lang', 'svært', 'kø', 'afbrudt'],
  negators: ['ikke', 'aldrig', 'ingen', 'intet', 'uden', 'slet ikke'],
  contrast: ['men', 'dog', 'selvom', 'bortset fra', 'eneste minus'],
};
