import { checkDraft, type GuardrailFinding } from './guardrails/check-draft';
import { guardrailContextFor } from './guardrail-context';
import type { Draft, DraftInput } from './types';

export type GuardedDraft =
  /** Passed every rule; `masked` lists swear words that were masked in `draft.text` (reported, not silent). */
  | { status: 'ok'; draft: Draft; masked: string[]; attempts: number }
  /** Failed twice: kept for the owner with what stopped it, never posted automatically and never silently edited. */
  | { status: 'held'; draft: Draft; finding: GuardrailFinding; attempts: number };

export type Drafter = (input: DraftInput) => Draft | Promise<Draft>;

/** Another seed for the second try, far from the first so the offline engine picks other wording. */
export const retrySeed = (seed: number) => (seed ^ 0x5bd1e995) + 7919;

/**
 * The pipeline every provider goes through: draft, guardrails (design section 5), on failure one more
 * draft with another seed, and otherwise the draft is held with the finding that stopped it.
 */
export async function draftWithGuardrails(drafter: Drafter, input: DraftInput, businessProfile: readonly string[] = []): Promise<GuardedDraft> {
  const context = guardrailContextFor(input, businessProfile);
  let last: GuardedDraft | null = null;
  const seeds = [input.seed, retrySeed(input.seed)];
  for (const [index, seed] of seeds.entries()) {
    const draft = await drafter({ ...input, seed });
    const result = checkDraft(draft.text, context);
    if (result.ok) return { status: 'ok', draft: { ...draft, text: result.text }, masked: result.masked, attempts: index + 1 };
    last = { status: 'held', draft, finding: result.finding, attempts: index + 1 };
  }
  if (!last) throw new Error('unreachable: no draft was made');
  return last;
}
