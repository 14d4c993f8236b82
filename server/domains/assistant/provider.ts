import type { Language } from '@common/languages';
import type { Draft, DraftInput, ReviewInput, ReviewInsight } from './types';

export interface SummariseInput {
  review: ReviewInput;
  /** The interface language the insight is written in. */
  language: Language;
}

export interface AnswerInput {
  question: string;
  /** The interface language, used when the question's own language is unclear. */
  language: Language;
  /** Facts the answer may use, e.g. the number of pending reviews. */
  context?: { pendingReviews?: number };
}

/**
 * What every AI provider does (design section 5). The offline engine is the default; an
 * OpenAI-compatible or Anthropic provider implements the same calls and falls back to the offline one.
 * Drafts from any provider go through `draftWithGuardrails`; providers never skip it.
 */
export interface AiProvider {
  readonly name: string;
  /** A reply for a review with the account's settings, in the target language (see targetLanguageOf). */
  draftReply(input: DraftInput): Promise<Draft>;
  /** The AI Insight: summary, sentiment and topics in the interface language. */
  summarise(input: SummariseInput): Promise<ReviewInsight>;
  /** Luna's answer to a question about the product. */
  answer(input: AnswerInput): Promise<string>;
}
