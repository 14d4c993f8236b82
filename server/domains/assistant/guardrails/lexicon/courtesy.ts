import type { Language } from '@common/languages';

/**
 * Words that say thank you and words that apologise, per language (whole words, '*' a stem, as in the
 * topic lexicons). A reply says each at most once (guardrail 9): 'Sorry to hear it. We are sorry that …'
 * reads like a machine.
 */
export const THANKS: Record<Language, string[]> = {
  en: ['thank*', 'thanks'],
  da: ['tak', 'takke*', 'takker', 'taknemmelig*'],
  no: ['takk', 'takke*', 'takker', 'takknemlig*', 'kjempetakk', 'tusentakk'],
  sv: ['tack', 'tacka*', 'tackar', 'tacksam*'],
  fi: ['kiitos*', 'kiitok*', 'kiitti', 'kiittä*', 'kiitä*', 'kiitämme', 'kiitollisi*', 'kiitollinen'],
  de: ['danke*', 'dank', 'dankbar*', 'bedank*'],
  fr: ['merci*', 'remerci*'],
  es: ['gracias', 'agradec*', 'agradezco'],
  pt: ['obrigad*', 'agradec*', 'agradeço', 'grato', 'grata', 'gratos', 'gratas', 'gratidão', 'bem-haja', 'bem-hajam'],
};

export const APOLOGY: Record<Language, string[]> = {
  en: ['sorry', 'apologi*', 'apologize*', 'apology', 'regret*'],
  da: ['undskyld*', 'beklage*', 'ked af', 'kede af', 'gør mig ondt', 'gør os ondt'],
  no: ['unnskyld*', 'beklage*', 'lei for', 'lei oss', 'lei meg', 'leit'],
  sv: ['ursäkt*', 'beklaga*', 'ledsen', 'ledsna', 'förlåt*', 'tråkigt att', 'ledsamt'],
  fi: ['pahoittel*', 'pahoillamme', 'pahoillani', 'anteeksi', 'anteeksipyyn*', 'harmittel*'],
  de: ['leid', 'entschuldig*', 'bedauer*', 'verzeih*', 'sorry'],
  fr: ['désolé*', 'desole*', 'excuse*', 'regrett*', 'navré*', 'pardon*'],
  es: ['siento', 'sentimos', 'lament*', 'disculp*', 'perdón', 'perdon', 'perdona*', 'perdone', 'perdonen'],
  pt: ['lament*', 'desculp*', 'perdão', 'perdoe*'],
};
