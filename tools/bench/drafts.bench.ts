import { REVIEW_SAMPLES } from '@server/domains/assistant/language/review-samples';
import { checkDraft } from '@server/domains/assistant/guardrails/check-draft';
import { guardrailContextFor } from '@server/domains/assistant/guardrail-context';
import { draftReply } from '@server/domains/assistant/offline/draft-reply';
import { BUSINESS, SETTINGS } from '@server/domains/assistant/test-support';
import type { DraftInput } from '@server/domains/assistant/types';
import { report } from './report';

const COUNT = 5_000;
const TONES = ['auto', 'friendly', 'professional', 'casual'] as const;

/** Drafts as the importer asks for them: the nine languages' sample reviews, every tone, some without text. */
function inputs(count: number): DraftInput[] {
  return Array.from({ length: count }, (_, i) => {
    const sample = REVIEW_SAMPLES[i % REVIEW_SAMPLES.length]!;
    return {
      review: { reviewerName: sample.reviewerName, text: i % 7 === 0 ? null : sample.text, rating: sample.rating },
      settings: { ...SETTINGS, defaultTone: TONES[i % TONES.length]! },
      businessName: BUSINESS,
      defaultLanguage: sample.language,
      seed: i,
    };
  });
}

/** Drafts per second of CPU time on this one thread: what one core delivers, whatever else runs. */
function perCore(work: (input: DraftInput, recent: string[]) => string): number {
  const recent: string[] = [];
  for (const input of inputs(200)) work(input, recent); // warm-up: JIT and regex compilation
  recent.length = 0;
  const all = inputs(COUNT);
  const cpuStart = process.cpuUsage();
  for (const input of all) {
    recent.unshift(work(input, recent));
    if (recent.length > 50) recent.pop();
  }
  const cpu = process.cpuUsage(cpuStart);
  return COUNT / ((cpu.user + cpu.system) / 1e6);
}

/** Design §7: the offline engine makes at least 2,000 drafts per second on one core. */
export async function benchDrafts() {
  console.log(`(${COUNT} drafts over ${REVIEW_SAMPLES.length} sample reviews in nine languages, each kept apart from the last 50)`);
  report('offline drafts per second, one core', perCore((input, recent) => draftReply({ ...input, avoid: recent }).text), 'drafts/s', 2000, 'over');
  report(
    'offline drafts with the guardrails (rules 1-7, 9, 10), one core',
    perCore((input, recent) => {
      const withRecent = { ...input, avoid: recent };
      const draft = draftReply(withRecent);
      checkDraft(draft.text, guardrailContextFor(withRecent));
      return draft.text;
    }),
    'drafts/s',
  );
}
