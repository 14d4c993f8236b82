/**
 * Offline drafts per second on one core (design section 7 budget: at least 2,000 drafts/s).
 * Run: npx tsx server/domains/assistant/bench-drafts.ts [count]
 * Each draft is made as the importer makes it: the business's recent replies (up to 50) to stay away from.
 */
import { checkDraft } from './guardrails/check-draft';
import { guardrailContextFor } from './guardrail-context';
import { REVIEW_SAMPLES } from './language/review-samples';
import { draftReply } from './offline/draft-reply';
import type { DraftInput } from './types';

const COUNT = Number(process.argv[2] ?? 5000);
const BUDGET = 2000;

function inputs(count: number): DraftInput[] {
  return Array.from({ length: count }, (_, i) => {
    const sample = REVIEW_SAMPLES[i % REVIEW_SAMPLES.length];
    if (!sample) throw new Error('no samples');
    return {
      review: { reviewerName: sample.reviewerName, text: i % 7 === 0 ? null : sample.text, rating: sample.rating },
      settings: {
        defaultTone: (['auto', 'friendly', 'professional', 'casual'] as const)[i % 4] ?? 'auto',
        responseMinWords: 10, responseMaxWords: 100, includeContactEmail: 'negative_only',
        contactEmail: 'kontakt@cafe-aroma.dk', contactName: 'Mette', forceLanguage: null, customInstructions: null,
      },
      businessName: 'Café Aroma',
      defaultLanguage: sample.language,
      seed: i,
    };
  });
}

function run(label: string, work: (input: DraftInput, recent: string[]) => string): number {
  const all = inputs(COUNT);
  const recent: string[] = [];
  for (const input of inputs(200)) work(input, recent); // warm-up: JIT and regex compilation
  recent.length = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (const input of all) {
    const text = work(input, recent);
    recent.unshift(text);
    if (recent.length > 50) recent.pop();
  }
  const cpu = process.cpuUsage(cpuStart);
  const wall = (performance.now() - start) / 1000;
  // CPU time of this single-threaded loop is what one core delivers, whatever else the machine is doing.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = COUNT / cpuSeconds;
  const fmt = (n: number) => Math.round(n).toLocaleString('en');
  console.log(`${label.padEnd(34)} ${fmt(rate)} /s per core (${cpuSeconds.toFixed(2)} s CPU; wall ${wall.toFixed(2)} s = ${fmt(COUNT / wall)} /s)  budget ${fmt(BUDGET)} /s: ${rate >= BUDGET ? 'OK' : 'OVER'}`);
  return rate;
}

console.log(`Offline drafting engine, one core, Node ${process.version}, ${REVIEW_SAMPLES.length} sample reviews in 9 languages`);
run('drafts (with last-50 variety)', (input, recent) => draftReply({ ...input, avoid: recent }).text);
run('drafts + guardrails (rules 1-7)', (input, recent) => {
  const withRecent = { ...input, avoid: recent };
  const draft = draftReply(withRecent);
  checkDraft(draft.text, guardrailContextFor(withRecent));
  return draft.text;
});
