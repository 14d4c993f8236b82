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
  en: /sorry|apologi/iu, da: /ked af|kede af|beklager|undskyld/iu, no: /lei meg|lei oss|beklager/iu, sv: /ledsen|ledsna|beklagar|ursäkt|förlåt/iu,
  fi: /pahoillani|pahoillamme|pahoittele|anteeksi/iu, de: /leid|entschuldig|bedauer/iu, fr: /désolés|excuses|regrettons|navrés|pardon/iu,
  es: /sentimos|lamentamos|disculpas/iu, pt: /lamentamos|desculpas|desculpe/iu,
};
export const INVITE: Record<Language, RegExp> = {
  en: /contact|get in touch|reach out|hear from you/iu, da: /kontakt|høre fra dig/iu, no: /kontakt|høre fra deg/iu, sv: /kontakta|hör gärna av dig|från dig/iu,
  fi: /yhteyttä|kuulisimme/iu, de: /kontaktieren|melde|melden|von Ihnen hören|schreib/iu, fr: /contact|échanger/iu, es: /contact|hablar/iu, pt: /contact|falar/iu,
};
