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
  pt: ['lament*', 'desculp*', 'perdão', 'perdoe*', 'sentimos muito pel*', 'sentimos muito por', 'sentimos muito que'],
};

/**
 * Words that say the business will improve, or that feedback helps it to. Said twice, in other words,
 * it still reads as an echo: 'Your comment … will help us progress. Honest reviews like yours help us
 * progress.' A comparative alone ('an even better visit') is no promise and is not listed.
 */
export const IMPROVEMENT: Record<Language, string[]> = {
  en: ['improv*', 'get better', 'do better', 'getting better'],
  da: ['forbedre*', 'blive bedre', 'gøre det bedre', 'gøre det endnu bedre', 'udvikle os'],
  no: ['forbedre*', 'bli bedre', 'gjøre det bedre', 'gjøre det enda bedre', 'utvikle oss'],
  sv: ['förbättra*', 'bli bättre', 'göra bättre', 'göra det bättre', 'utvecklas', 'utveckla oss'],
  fi: ['kehit*', 'parant*'],
  de: ['verbesser*', 'besser werden', 'besser zu werden', 'besser zu machen', 'besser machen', 'weiterentwick*'],
  fr: ['amélior*', 'progress*', 'faire mieux'],
  es: ['mejorar', 'mejorando', 'mejoramos', 'mejoremos', 'hacerlo mejor', 'hacerlo aún mejor', 'crecer'],
  pt: ['melhorar', 'melhorando', 'melhoramos', 'melhoremos', 'fazer melhor', 'crescer'],
};
