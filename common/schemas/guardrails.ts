import { z } from 'zod';

/** The guardrails of design §5, by the name each finding carries. */
export const GUARDRAIL_RULES = [
  'repetition', 'commitments', 'personal_data', 'language', 'length', 'grounding', 'form', 'self_repetition', 'polarity', 'profanity',
] as const;
export type GuardrailRule = (typeof GUARDRAIL_RULES)[number];

/**
 * What a guardrail noticed in a reply, as data rather than a sentence, so that the owner reads it in
 * their own language: the rule, the kind of breach within it (a key of the `guardrails` catalog), the
 * words at fault, and the figures or codes the message names.
 */
export const ZGuardrailFindingSchema = z.object({
  rule: z.enum(GUARDRAIL_RULES),
  kind: z.string(),
  /** The words of the reply at fault, quoted to the owner. */
  detail: z.string().optional(),
  /** Figures (words, similarity), language codes (`expected`, `detected`) or a topic id (`topic`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TGuardrailFinding = z.infer<typeof ZGuardrailFindingSchema>;
