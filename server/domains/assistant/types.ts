import type { Language } from '@common/languages';
import type { TAiInsight } from '@common/schemas/reviews';

export type ToneSetting = 'professional' | 'friendly' | 'casual' | 'auto';
/** The tone a reply is actually written in (auto resolved). */
export type Tone = Exclude<ToneSetting, 'auto'>;
export type ContactEmailInclusion = 'never' | 'negative_only' | 'all';
export type Sentiment = 'positive' | 'neutral' | 'negative';

export interface ReviewInput {
  reviewerName: string | null;
  text: string | null;
  rating: number | null;
}

/** The account settings a draft depends on (spec section 3). */
export interface DraftSettings {
  defaultTone: ToneSetting;
  responseMinWords: number;
  responseMaxWords: number;
  includeContactEmail: ContactEmailInclusion;
  contactEmail: string | null;
  contactName: string | null;
  forceLanguage: Language | null;
  customInstructions: string | null;
}

export interface DraftInput {
  review: ReviewInput;
  settings: DraftSettings;
  businessName?: string | null;
  /** The business's industry ('cafe', 'salon', 'clinic' …): what 'the result' or 'the treatment' means. */
  industry?: string | null;
  /** Used when the review has no text to detect, or too little: usually the interface language. */
  defaultLanguage?: Language;
  /** Picks the wording; another seed gives another reply (Regenerate). */
  seed: number;
  /** Recent replies of the business (and the current draft on Regenerate) to stay different from. */
  avoid?: readonly string[];
}

export interface Draft {
  text: string;
  language: Language;
  tone: Tone;
}

export type ReviewInsight = TAiInsight;
