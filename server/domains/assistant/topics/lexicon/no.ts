import type { Lexicon } from '../topic-ids';

export const NO_LEXICON: Lexicon = {
  topics: {
    food: ['mat', 'maten', 'måltid*', 'retter', 'retten', '*retter', '*rettene', 'middag*', 'lunsj*', 'brunsj*', 'pizza*', 'burger*', 'pasta*', 'biff*', 'sushi', 'kake*', 'boller', 'bagett*', 'baguett*', 'smørbrød', 'meny*', 'porsjon*', 'smak*', 'kjøkken*', 'kokk*', 'dessert*', 'lekker*'],
    coffee: ['kaffe*', '*kaffe', 'kaffen', 'latte*', 'cappuccino*', 'espresso*', 'te', 'barista*'],
    drinks: ['drink*', 'vin', 'vinen', 'øl', 'ølet', 'cocktail*', 'bar', 'baren'],
    breakfast: ['frokost*', 'buffet*', 'frokostbuffet*'],
    selection: ['utvalg*', 'variert', 'variasjon', 'muligheter'],
    service: ['service', 'servicen', 'betjening*', 'oppmerksom*', 'hjelpsom*'],
    staff: ['personale*', 'ansatte', 'servitør*', 'medarbeider*', 'resepsjon*', 'eier*', 'team*', 'frisør*', 'tannlege*', 'barista*', '~frekk*', '~uhøflig*', '~vennlig*', '~blid*', '~imøtekommende', '~flink*'],
    price: ['pris*', '*priser', 'dyr', 'dyrt', 'dyre', 'altfor dyrt', 'billig*', 'verdt', 'penge*', 'overpris*'],
    cleanliness: ['ren', 'rent', 'rene', 'vasket', 'rengjøring*', 'skitten', 'skittent', 'skitne', 'hygiene*', 'lukt*', 'luktet', 'støv*'],
    waiting: ['vente', 'ventet', 'ventetid*', 'kø', 'køen', 'treg*', 'sakte', 'lang tid', 'litt tid', 'rask*', 'forsinke*'],
    atmosphere: ['stemning*', 'atmosfære*', 'koselig*', 'lokale*', 'omgivelser*', 'interiør*', 'musikk*', 'avslappende', 'miljø*'],
    noise: ['støy*', 'bråk*', 'bråkete', 'stille', 'rolig', 'ro'],
    booking: ['booking*', 'bestilling*', 'bestilte', 'reservasjon*', 'reservert', 'bestilt', 'timen', 'hadde time', 'bestilt time'],
    location: ['beliggenhet*', 'ligger', 'plassering*', 'utsikt*', 'område*', 'sentralt'],
    parking: ['parkering*', 'p-plass*', 'parkere'],
    rooms: ['rom', 'rommet', 'rommene', 'seng*', 'senga', 'bad', 'badet', 'baderom*', 'dusj*', 'pute*', 'suite*'],
    treatment: ['behandling*', 'massasje*', 'massør*', 'fysioterapeut*', 'tannlege*', 'lege', 'legen', 'sykepleier*', 'klinikk*', 'konsultasjon*', 'undersøkelse*'],
    haircut: ['klipp', 'klippen', 'klipping*', 'frisør*', 'hår*', 'håret', 'farging*', 'frisyre*', 'barber*'],
  },
  positive: ['god', 'godt', 'gode', 'lekker*', 'fantastisk*', 'deilig*', 'nydelig*', 'vennlig*', 'blid*', 'perfekt*', 'beste', 'super', 'anbefal*', 'koselig*', 'hyggelig*', 'ren', 'rent', 'rask*', 'oppmerksom*', 'flott*', 'imøtekommende', 'profesjonell*', 'fersk*', 'rimelig*', 'fin', 'fint', 'fine', 'topp', 'dyktig*', 'flink*', 'behagelig*', 'avslappende', 'verdt', 'fornøyd', 'kjempe*', 'elsker', 'bra', 'grundig', 'smakfull*'],
  negative: ['dårlig*', 'elendig*', 'forferdelig*', 'frekk*', 'uhøflig*', 'treg*', 'skitten', 'skittent', 'kald*', 'dyr', 'dyrt', 'dyre', 'skuffe*', 'verste', 'bråkete', 'kjedelig*', 'uprofesjonell*', 'oversett', 'luktet', 'små', 'stresset', 'ingen unnskyldning', 'ingen forklaring', 'aldri igjen', 'dessverre', 'minus', 'lang', 'vanskelig', 'kø', 'nesten ingenting'],
  negators: ['ikke', 'aldri', 'ingen', 'ingenting', 'uten', 'slett ikke'],
  contrast: ['men', 'riktignok', 'selv om', 'bortsett fra', 'eneste minus'],
};
