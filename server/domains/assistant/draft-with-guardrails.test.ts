import { describe, expect, it } from 'vitest';
import { draftWithGuardrails, retrySeed } from './draft-with-guardrails';
import { SAMPLES_BY_LANGUAGE } from './language/review-samples';
import { draftReply } from './offline/draft-reply';
import { inputFor } from './test-support';
import type { Draft, DraftInput } from './types';

const sample = SAMPLES_BY_LANGUAGE.en[0];
if (!sample) throw new Error('sample missing');
const good = (text: string): Draft => ({ text, language: 'en', tone: 'friendly' });
const GOOD_TEXT = 'Hi Sarah,\n\nThank you so much for your lovely review! We are delighted you enjoyed the coffee. Hope to see you again soon!\n\nWarm regards,\nMette';

describe('draftWithGuardrails', () => {
  it('returns a passing offline draft on the first attempt', async () => {
    const result = await draftWithGuardrails(draftReply, inputFor(sample));
    expect(result).toMatchObject({ status: 'ok', attempts: 1 });
  });

  it('regenerates once with another seed when the first draft fails', async () => {
    const seeds: number[] = [];
    const drafter = (input: DraftInput) => {
      seeds.push(input.seed);
      return good(seeds.length === 1 ? `${GOOD_TEXT} We will refund your bill.` : GOOD_TEXT);
    };
    const result = await draftWithGuardrails(drafter, inputFor(sample, {}, 11));
    expect(result).toMatchObject({ status: 'ok', attempts: 2 });
    expect(seeds).toEqual([11, retrySeed(11)]);
  });

  it('holds the draft with the finding when the second attempt fails too, unchanged', async () => {
    const bad = GOOD_TEXT.replace('Sarah', '[Name]');
    const result = await draftWithGuardrails(async () => good(bad), inputFor(sample));
    expect(result).toMatchObject({ status: 'held', finding: { rule: 'form', kind: 'brackets', detail: '[' }, attempts: 2 });
    expect(result.draft.text).toBe(bad); // never silently redacted
  });

  it('holds a draft that repeats a recent reply', async () => {
    const result = await draftWithGuardrails(async () => good(GOOD_TEXT), inputFor(sample, {}, 1, [GOOD_TEXT]));
    expect(result).toMatchObject({ status: 'held', finding: { rule: 'repetition', kind: 'similar' } });
  });

  it('masks profanity in a passing draft and reports it', async () => {
    const result = await draftWithGuardrails(async () => good(GOOD_TEXT.replace('lovely', 'damn lovely')), inputFor(sample));
    expect(result).toMatchObject({ status: 'ok', masked: ['damn'] });
    expect(result.draft.text).toContain('d*** lovely');
  });
});
