import { describe, expect, it } from 'vitest';
import { SAMPLES_BY_LANGUAGE } from './language/review-samples';
import type { AccountFacts } from './luna/chat/account-facts';
import { createOfflineProvider } from './offline-provider';
import { inputFor } from './test-support';

describe('offline provider', () => {
  it('drafts, summarises and answers without a network', async () => {
    const provider = createOfflineProvider();
    const sample = SAMPLES_BY_LANGUAGE.fi[0];
    if (!sample) throw new Error('sample missing');
    expect(provider.name).toBe('offline');
    expect(await provider.draftReply(inputFor(sample))).toMatchObject({ language: 'fi', tone: 'friendly' });
    expect(await provider.summarise({ review: sample, language: 'en' })).toMatchObject({ sentiment: 'positive' });
    // Only what this question reads: the account's connections (none) and its settings (none yet).
    const facts = { connections: async () => [], settings: async () => null } as unknown as AccountFacts;
    expect(await provider.answer({ question: 'How do I connect Google?', language: 'en', facts })).toMatch(/\[Platform Connections\]\(\/platforms\)/u);
  });
});
