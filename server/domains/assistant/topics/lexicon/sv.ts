import type { Lexicon } from '../topic-ids';

export const SV_LEXICON: Lexicon = {
  topics: {
    food: ['mat', 'maten', 'måltid*', 'rätter', 'rätten', '*rätter', '*rätterna', 'middag*', 'lunch*', 'brunch*', 'pizza*', 'burgare*', 'pasta*', 'biff*', 'sushi', 'kaka', 'kakor*', 'bulle*', 'bullar', 'kanelbull*', 'smörgås*', 'meny*', 'portion*', 'smak*', 'kök*', 'kock*', 'dessert*', 'julbord'],
    coffee: ['kaffe*', '*kaffe', 'kaffet', 'latte*', 'cappuccino*', 'espresso*', 'te', 'barista*'],
    drinks: ['drink*', 'vin', 'vinet', 'öl', 'ölen', 'cocktail*', 'bar', 'baren'],
    breakfast: ['frukost*', 'buffé*', 'frukostbuffé*'],
    selection: ['utbud*', 'urval*', 'varierad', 'variation', 'alternativ'],
    service: ['service', 'servicen', 'bemötande*', 'uppmärksam*', 'hjälpsam*'],
    staff: ['personal*', 'anställda', 'servitör*', 'servitris*', 'medarbetare*', 'reception*', 'ägare*', 'team*', 'otrevlig*', 'oförskämd*', 'trevlig*', 'vänlig*', 'tillmötesgående'],
    price: ['pris*', '*priser', 'dyr', 'dyrt', 'dyra', 'billig*', 'värt', 'pengar*', 'överpris*'],
    cleanliness: ['ren', 'rent', 'rena', 'städat', 'städning*', 'smutsig*', 'hygien*', 'lukt*', 'luktade', 'damm*'],
    waiting: ['vänta', 'väntade', 'väntan', 'väntetid*', 'kö', 'kön', 'långsam*', 'lång tid', 'en stund', 'snabb*', 'försen*'],
    atmosphere: ['stämning*', 'atmosfär*', 'mysig*', 'miljö*', 'lokal*', 'inredning*', 'musik*', 'avslappnad*'],
    noise: ['buller', 'oväsen', 'högljud*', 'stökigt', 'tyst*', 'lugn*'],
    booking: ['bokning*', 'bokade', 'bokat', 'beställning*', 'reservation*', 'reserverat', 'en tid', 'bokad tid'],
    location: ['läge*', 'ligger', 'placering*', 'utsikt*', 'område*', 'centralt'],
    parking: ['parkering*', 'p-plats*', 'parkera'],
    rooms: ['rum', 'rummet', 'rummen', 'säng*', 'badrum*', 'dusch*', 'kudde*', 'svit*'],
    treatment: ['behandling*', 'massage*', 'massör*', 'fysioterapeut*', 'tandläkare*', 'läkare*', 'sjuksköterska*', 'klinik*', 'vårdcentral*', 'besök*'],
    haircut: ['klippning*', 'frisör*', 'hår*', 'håret', 'färgning*', 'frisyr*', 'barberare*'],
  },
  positive: ['god', 'gott', 'goda', 'godaste', 'läcker*', 'fantastisk*', 'härlig*', 'underbar*', 'trevlig*', 'vänlig*', 'perfekt*', 'bästa', 'bäst', 'super*', 'jätte*', 'rekommender*', 'mysig*', 'ren', 'rent', 'snabb*', 'uppmärksam*', 'vacker*', 'tillmötesgående', 'professionell*', 'färsk*', 'rimlig*', 'fin', 'fint', 'fina', 'topp', 'duktig*', 'lyhörd*', 'skön*', 'avslappnad*', 'värt', 'nöjd*', 'älskar', 'bra', 'noggrant'],
  negative: ['dålig*', 'usel*', 'hemsk*', 'otrevlig*', 'oförskämd*', 'långsam*', 'smutsig*', 'kall*', 'dyr', 'dyrt', 'dyra', 'besvik*', 'sämsta', 'högljud*', 'tråkig*', 'oprofessionell*', 'ignorerade', 'luktade', 'små', 'stressad', 'ingen ursäkt', 'ingen förklaring', 'aldrig igen', 'tyvärr', 'minus', 'lång', 'svårt', 'kö', 'nästan ingenting', 'överkant'],
  negators: ['inte', 'aldrig', 'ingen', 'inget', 'inga', 'utan', 'inte alls'],
  contrast: ['men', 'dock', 'fast', 'även om', 'förutom', 'enda minuset'],
};
