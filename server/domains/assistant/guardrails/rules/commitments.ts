import { LANGUAGES } from '@common/languages';
import { compilePatterns, normaliseText } from '../../topics/patterns';
import { finding, type GuardrailContext, type RuleResult } from '../context';
import { COMMITMENT_WORDS, INSTRUCTION_NEGATIONS, type CommitmentKind } from '../lexicon/commitments';

const KINDS: CommitmentKind[] = ['refund', 'discount', 'free', 'compensation', 'guarantee', 'date'];
const patternsOf = (kind: CommitmentKind) =>
  LANGUAGES.flatMap((language) => COMMITMENT_WORDS[language][kind] ?? []).map((p) => p.replace(' * ', ' \\d+ '));
const MATCHERS = new Map(KINDS.map((kind) => [kind, compilePatterns(patternsOf(kind).filter((p) => !p.includes('\\')))]));
/** Dates written with numbers: 12/5, 12.05.2025, 'on the 3rd', '5 May' and the like. */
const NUMERIC_DATE = /(?<![\p{L}\p{N}])\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?(?![\p{N}])|\b(?:within|inden for|innen|inom|sisällä|innerhalb|sous|dentro de|dentro de)\s+\d+\s+\p{L}+/iu;
const NEGATION = compilePatterns(INSTRUCTION_NEGATIONS);

/** Kinds of commitment the owner's custom instructions allow: named there, and not in a negated sentence. */
export function allowedCommitments(customInstructions: string | null): Set<CommitmentKind> {
  const allowed = new Set<CommitmentKind>();
  if (!customInstructions) return allowed;
  for (const sentence of normaliseText(customInstructions).split(/[.!?\n;]+/u)) {
    if (NEGATION.test(sentence)) continue;
    for (const kind of KINDS) if (MATCHERS.get(kind)?.test(sentence)) allowed.add(kind);
  }
  return allowed;
}

/** Rule 2: no refund, discount, free item, compensation, guarantee or date unless custom instructions allow it. */
export function checkCommitments(draft: string, ctx: GuardrailContext): RuleResult {
  const text = normaliseText(draft);
  const allowed = allowedCommitments(ctx.customInstructions);
  const review = normaliseText(ctx.reviewText ?? '').toLowerCase();
  for (const kind of KINDS) {
    if (allowed.has(kind)) continue;
    const match = text.match(MATCHERS.get(kind) ?? /(?!)/u);
    // A day the reviewer named ('on Saturday') may be echoed; it is not a promise.
    if (match && !(kind === 'date' && review.includes(match[0].toLowerCase()))) {
      return finding('commitments', kind, match[0]);
    }
  }
  const date = text.match(NUMERIC_DATE);
  if (date && !allowed.has('date') && !review.includes(date[0].toLowerCase())) {
    return finding('commitments', 'date', date[0]);
  }
  return null;
}
