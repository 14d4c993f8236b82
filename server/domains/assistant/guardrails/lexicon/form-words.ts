import type { Language } from '@common/languages';

/** A reply must never say it was written by a machine (rule 7). */
export const AI_DISCLOSURE: string[] = [
  'as an ai', 'as an ai language model', 'as a language model', 'i am an ai', "i'm an ai", 'ai language model', 'as an artificial intelligence',
  'som en ai', 'som ai', 'som en sprogmodel', 'jeg er en ai', 'som kunstig intelligens',
  'som en ki', 'som ki', 'som en språkmodell', 'jeg er en ki',
  'jag är en ai', 'som en ai-modell',
  'tekoälynä', 'kielimallina', 'olen tekoäly', 'tekoälymallina',
  'als ki', 'als eine ki', 'als ki-modell', 'als sprachmodell', 'ich bin eine ki', 'als künstliche intelligenz',
  "en tant qu'ia", "en tant qu'intelligence artificielle", 'en tant que modèle de langage', 'je suis une ia',
  'como ia', 'como una ia', 'como modelo de lenguaje', 'soy una ia', 'como inteligencia artificial',
  'como uma ia', 'como modelo de linguagem', 'sou uma ia', 'como inteligência artificial',
];

/** Swear words masked in replies, per language (profanity filtering is always on, spec section 5). */
export const PROFANITY: Record<Language, string[]> = {
  en: ['fuck*', 'shit*', 'bullshit', 'crap', 'crappy', 'asshole*', 'arsehole*', 'bitch*', 'bastard*', 'dick', 'dickhead*', 'piss*', 'wanker*', 'twat*', 'cunt*', 'damn', 'goddamn'],
  da: ['fuck*', 'lort*', 'pis', 'pisse*', 'satan', 'helvede', 'kraftedeme', 'fandme', 'fanden', 'røvhul*', 'pik', 'kælling*', 'lorte*', 'møg*'],
  no: ['fuck*', 'faen', 'faens', 'jævla', 'jævlig*', 'helvete', 'dritt*', 'drittsekk*', 'kuk', 'fitte*', 'pikk', 'satan', 'forbanna'],
  sv: ['fuck*', 'fan', 'jävla', 'jävlar', 'skit', 'skitsnack', 'helvete', 'fitta', 'kuk', 'satan', 'javla'],
  fi: ['vittu*', 'vitun', 'perkele*', 'saatana*', 'paska*', 'helvetti*', 'jumalauta', 'perse*', 'kusipää*'],
  de: ['scheiße*', 'scheisse*', 'scheiß*', 'verdammt*', 'arschloch*', 'arsch', 'fick*', 'kacke', 'mist'],
  fr: ['merde*', 'putain*', 'connard*', 'connasse*', 'con', 'conne', 'bordel', 'salope*', 'enculé*', 'foutre', 'chiant*'],
  es: ['mierda*', 'joder', 'jodido*', 'coño', 'puta*', 'puto*', 'cabrón*', 'gilipollas', 'carajo', 'hostia*', 'cojones'],
  pt: ['merda*', 'porra*', 'caralho*', 'puta*', 'foda*', 'fodido*', 'cacete', 'bosta*'],
};

/** Capitalised words that are not proper nouns mid-sentence (pronouns of formal address). */
export const CAPITALISED_COMMON: Record<Language, string[]> = {
  en: ['I'], da: ['De', 'Dem', 'Deres'], no: ['De', 'Dem', 'Deres'], sv: ['Ni', 'Er', 'Ert', 'Era'],
  fi: ['Te', 'Teidän', 'Teitä', 'Teille', 'Teillä', 'Teistä'], de: ['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihrem', 'Ihren', 'Ihrer', 'Ihres'],
  fr: [], es: ['Usted', 'Ud'], pt: ['V. Exa'],
};
