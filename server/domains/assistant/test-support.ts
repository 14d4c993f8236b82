import type { Language } from '@common/languages';
import type { GuardrailContext } from './guardrails/context';
import type { ReviewSample } from './language/review-samples';
import type { DraftInput, DraftSettings } from './types';

/** Settings as a new account has them (spec section 3), with a contact person and email filled in. */
export const SETTINGS: DraftSettings = {
  defaultTone: 'friendly',
  responseMinWords: 10,
  responseMaxWords: 100,
  includeContactEmail: 'negative_only',
  contactEmail: 'kontakt@cafe-aroma.dk',
  contactName: 'Mette',
  forceLanguage: null,
  customInstructions: null,
};

export const BUSINESS = 'Café Aroma';

export function inputFor(sample: ReviewSample, overrides: Partial<DraftSettings> = {}, seed = 1, avoid: string[] = []): DraftInput {
  return {
    review: { reviewerName: sample.reviewerName, text: sample.text, rating: sample.rating },
    settings: { ...SETTINGS, ...overrides },
    businessName: BUSINESS,
    defaultLanguage: sample.language,
    seed,
    avoid,
  };
}

export function contextFor(overrides: Partial<GuardrailContext> = {}, language: Language = 'en'): GuardrailContext {
  return {
    targetLanguage: language,
    minWords: 10,
    maxWords: 100,
    contactEmail: 'kontakt@cafe-aroma.dk',
    contactName: 'Mette',
    customInstructions: null,
    reviewerName: 'Anna Jensen',
    reviewText: 'Lovely coffee and friendly staff, we will be back!',
    businessName: BUSINESS,
    recentReplies: [],
    ...overrides,
  };
}

/** Words of apology and of inviting contact, per language, for the negative-review tests. */
export const APOLOGY: Record<Language, RegExp> = {
  en: /sorry|apologi/iu, da: /ked af|kede af|beklager|undskyld|gør (?:mig|os) ondt/iu, no: /lei meg|lei oss|beklage|leit/iu, sv: /ledsen|ledsna|beklagar|ursäkt|förlåt|tråkigt att/iu,
  fi: /pahoillani|pahoillamme|pahoittele|anteeksi|harmittele/iu, de: /\bleid\b|entschuldig|bedauer|verzeih|\bsorry\b/iu, fr: /désolé|excuse|regrett|navré|pardon/iu,
  es: /sentimos|siento|lamentamos|lamento|disculpas|perdón/iu, pt: /lament|desculp|perdão|sentimos muito/iu,
};
export const INVITE: Record<Language, RegExp> = {
  en: /contact|get in touch|reach out|hear from you/iu, da: /kontakt|høre fra dig/iu, no: /kontakt|høre fra deg|skriv(?:e)? (?:gjerne )?til oss|send oss/iu, sv: /kontakta|hör (?:gärna )?av dig|från dig|skriv (?:gärna )?till oss|mejla oss/iu,
  fi: /yhteyttä|yhteydessä|kuulisimme|kuulla sinusta/iu, de: /kontakt|meld|schreib|von (Ihnen|dir) hören/iu, fr: /contact|échanger|écrivez-nous|nous écrire/iu, es: /contact|contáct|hablar|hablemos/iu, pt: /contact|contato|falar|fale|escrev|conversar|procurar/iu,
};
