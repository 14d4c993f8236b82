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

/** Drafts per second of CPU time on this one thread (and V8's helper threads): what one core delivers. */
function perCore(work: (input: DraftInput, recent: string[]) => string, drafts: DraftInput[], recent: string[]): number {
  const cpuStart = process.cpuUsage();
  for (const input of drafts) {
    recent.unshift(work(input, recent));
    if (recent.length > 50) recent.pop();
  }
  const cpu = process.cpuUsage(cpuStart);
  return drafts.length / ((cpu.user + cpu.system) / 1e6);
}

/**
 * A fresh process drafts its first thousand replies at half speed or less while V8 compiles the engine's
 * hot paths (measured: about 1,000/s, then 2,000, 3,000, and steady from the fourth thousand on). A
 * running server is past that, so the budget is held by the steady figure; the cold one is printed beside it.
 */
const WARM_UP = 4_000;
const COLD = 1_000;

function steadyAndCold(work: (input: DraftInput, recent: string[]) => string): { cold: number; steady: number } {
  const recent: string[] = [];
  const warmUp = inputs(WARM_UP);
  const cold = perCore(work, warmUp.slice(0, COLD), recent);
  perCore(work, warmUp.slice(COLD), recent);
  return { cold, steady: perCore(work, inputs(COUNT).map((input, i) => ({ ...input, seed: WARM_UP + i })), recent) };
}

/** Design §7: the offline engine makes at least 2,000 drafts per second on one core. */
export async function benchDrafts() {
  console.log(`(${COUNT} drafts over ${REVIEW_SAMPLES.length} sample reviews in nine languages after ${WARM_UP} to warm up, each kept apart from the last 50)`);
  const plain = steadyAndCold((input, recent) => draftReply({ ...input, avoid: recent }).text);
  report('offline drafts per second, one core, steady', plain.steady, 'drafts/s', 2000, 'over');
  report('offline drafts per second, one core, first 1,000 of a fresh process', plain.cold, 'drafts/s');
  const guarded = steadyAndCold((input, recent) => {
    const withRecent = { ...input, avoid: recent };
    const draft = draftReply(withRecent);
    checkDraft(draft.text, guardrailContextFor(withRecent));
    return draft.text;
  });
  report('offline drafts with the guardrails (rules 1-7, 9, 10), one core, steady', guarded.steady, 'drafts/s');
}
