import type { Language } from '@common/languages';
import type { AccountFacts } from './luna/chat/account-facts';
import type { Draft, DraftInput, ReviewInput, ReviewInsight } from './types';

export interface SummariseInput {
  review: ReviewInput;
  /** The interface language the insight is written in. */
  language: Language;
  /** The business's industry: it tells what some words mean and which topics it can be reviewed on, as the reply reads them. */
  industry?: string | null;
}

export interface AnswerInput {
  question: string;
  /** The interface language, used when the question's own language is unclear. */
  language: Language;
  /** Read-only look-ups over the signed-in account: the offline engine reads them, a model calls them as tools. */
  facts: AccountFacts;
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
  /** Luna's answer to the owner's question about their account or the product. */
  answer(input: AnswerInput): Promise<string>;
}
