/**
 * Danish, Norwegian (Bokmål) and Swedish share most of their vocabulary, and n-gram models confuse the
 * first two in short texts. These are spellings that only one of the three uses (or uses far more often),
 * plus the letters that separate them: æ and ø are never Swedish, ä and ö never Danish or Norwegian.
 */
export type Nordic = 'da' | 'no' | 'sv';

const MARKERS: Record<Nordic, string[]> = {
  da: [
    'af', 'efter', 'nu', 'hvad', 'noget', 'nogle', 'tak', 'lækker', 'lækkert', 'lækre', 'rigtig', 'rigtigt', 'sød', 'søde',
    'venlig', 'venligt', 'venlige', 'dejlig', 'dejligt', 'dejlige', 'blev', 'havde', 'gik', 'fik', 'vores', 'jeres', 'maden',
    'skøn', 'skønt', 'skønne', 'ud', 'op', 'igen', 'gerne', 'meget', 'lidt', 'desværre', 'kæmpe', 'tjener', 'tjeneren',
    'værelse', 'værelset', 'værelser', 'morgenmad', 'morgenmaden', 'frokost', 'hyggeligt', 'mig', 'dig', 'sig', 'selv',
    'vej', 'høj', 'højt', 'nøjagtig', 'spiste', 'købte', 'ventede', 'aldrig', 'hver', 'eneste', 'sgu', 
    'absolut', 'tusind', 'kunne', 'skulle', 'hvilket', 'oplevelse', 'oplevelsen', 'ret', 'næsten', 'smagte', 'kedelig',
    'fået', 'særligt', 'undskyldning', 'måske', 'også', 'beskidt', 'beskidte', 'klistret', 'klistrede',
  ],
  no: [
    'av', 'etter', 'nå', 'hva', 'noe', 'noen', 'takk', 'lekker', 'lekkert', 'riktig', 'søt', 'søte', 'vennlig', 'vennlige',
    'deilig', 'deilige', 'ble', 'hadde', 'gikk', 'fikk', 'vår', 'vårt', 'våre', 'maten', 'ut', 'opp', 'igjen', 'gjerne',
    'veldig', 'litt', 'mye', 'dessverre', 'kjempe', 'kjempegod', 'kjempegodt', 'kjempefornøyd', 'servitør', 'servitøren',
    'rom', 'rommet', 'frokosten', 'koselig', 'koselige', 'meg', 'deg', 'seg', 'vei', 'høy', 'høyt', 'spiste', 'ventet',
    'aldri', 'hver', 'eneste', 'skikkelig', 'absolutt', 'tusen', 'kunne', 'skulle', 'bra', 'fornøyd',
    'nydelig', 'nydelige', 'blide', 'lunsj', 'lunsjplass', 'unnskyldning', 'gata', 'natta', 'senga',
    'grei', 'greit', 'nesten', 'smakte', 'altfor', 'porsjoner', 'kjedelig', 'tilbake', 'kveld', 'også', 'støy', 'bråk',
    'skitten', 'skittent', 'skitne', 'klissete',
  ],
  sv: [
    'inte', 'jag', 'mycket', 'och', 'är', 'också', 'trevlig', 'trevligt', 'trevliga', 'bra', 'gott', 'goda', 'väldigt',
    'verkligen', 'tack', 'lite', 'kanske', 'härlig', 'härligt', 'mysig', 'mysigt', 'tyvärr', 'efter', 'åt', 'hade', 'fick',
    'gick', 'även', 'rekommenderar', 'rekommenderas', 'kommer', 'igen', 'från', 'till', 'för', 'sen', 'ju',
    'jätte', 'jättegott', 'jättetrevlig', 'personalen', 'maten', 'rummet', 'frukost', 'frukosten', 'mig', 'dig', 'sig',
    'något', 'några', 'vad', 'uppskattar', 'recension', 'recensionen', 'betyg', 'betyget', 'glada', 'ledsna', 'gärna', 'nu', 'när', 'vår', 'vårt', 'att', 'aldrig',
  ],
};

const SETS: Record<Nordic, Set<string>> = {
  da: new Set(MARKERS.da),
  no: new Set(MARKERS.no),
  sv: new Set(MARKERS.sv),
};

/** Words that count for one language only when the other two do not list them too. */
function exclusiveScore(words: string[], language: Nordic): number {
  const others = (['da', 'no', 'sv'] as const).filter((l) => l !== language);
  let score = 0;
  for (const word of words) {
    if (!SETS[language].has(word)) continue;
    const shared = others.filter((other) => SETS[other].has(word)).length;
    score += shared === 0 ? 1 : shared === 1 ? 0.25 : 0;
  }
  return score;
}

export interface NordicEvidence {
  scores: Record<Nordic, number>;
  /** Languages the letters rule out. */
  excluded: Set<Nordic>;
}

export function nordicEvidence(text: string): NordicEvidence {
  const lower = text.toLowerCase();
  const words = lower.split(/[^\p{L}]+/u).filter(Boolean);
  const excluded = new Set<Nordic>();
  if (/[æø]/u.test(lower)) excluded.add('sv');
  if (/[äö]/u.test(lower)) {
    excluded.add('da');
    excluded.add('no');
  }
  const scores = { da: exclusiveScore(words, 'da'), no: exclusiveScore(words, 'no'), sv: exclusiveScore(words, 'sv') };
  // Spelling patterns: Danish soft d and -hed, Norwegian -het, ei and øy diphthongs, double consonants.
  for (const word of words) {
    if (/(?:hed|heden)$/u.test(word) && word.length > 5) scores.da += 0.5;
    if (/(?:het|heten)$/u.test(word) && word.length > 5) scores.no += 0.5;
    if (/øy/u.test(word)) scores.no += 0.5;
    if (/øj/u.test(word)) scores.da += 0.5;
    if (/ei/u.test(word) && !/sv/u.test(word)) scores.no += 0.15;
  }
  return { scores, excluded };
}
