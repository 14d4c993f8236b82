import { LANGUAGES } from '@common/languages';
import { describe, expect, it } from 'vitest';
import { REVIEW_SAMPLES, SAMPLES_BY_LANGUAGE } from '../language/review-samples';
import { summariseReview } from './summarise-review';

describe('summariseReview (AI Insight)', () => {
  it('gives summary, sentiment and topics in the interface language', () => {
    const sample = SAMPLES_BY_LANGUAGE.en[0];
    if (!sample) throw new Error('sample missing');
    const insight = summariseReview(sample, 'da');
    expect(insight.sentiment).toBe('positive');
    expect(insight.topics).toContainEqual({ topic: 'coffee', label: 'Kaffe', feeling: 'praised' });
    expect(insight.summary).toMatch(/^Positiv anmeldelse \(5 stjerner\), der roser .*kaffe/u);
    expect(insight.summary).toMatch(/Skrevet på engelsk\.$/u);
    expect(JSON.parse(JSON.stringify(insight))).toEqual(insight);
  });

  it('follows the stars for sentiment, and the text when there are none', () => {
    for (const sample of REVIEW_SAMPLES) {
      const { sentiment } = summariseReview(sample, 'en');
      expect(sentiment).toBe(sample.rating >= 4 ? 'positive' : sample.rating === 3 ? 'neutral' : 'negative');
    }
    const angry = SAMPLES_BY_LANGUAGE.de[2];
    if (!angry) throw new Error('sample missing');
    expect(summariseReview({ ...angry, rating: null }, 'de').sentiment).toBe('negative');
  });

  it("reads the review as the reply does for the business's industry", () => {
    const clinic = summariseReview({ reviewerName: 'Heike', text: 'Die Reinigung selbst war sehr gründlich, die Helferin super behutsam.', rating: 5 }, 'en', 'clinic');
    expect(clinic.topics.map((topic) => topic.topic)).toEqual(expect.arrayContaining(['treatment']));
    expect(clinic.topics.map((topic) => topic.topic)).not.toContain('cleanliness');
    const cafe = summariseReview({ reviewerName: 'Ann', text: 'The bathroom was filthy.', rating: 2 }, 'en', 'cafe');
    expect(cafe.topics.map((topic) => topic.topic)).toEqual(['cleanliness']);
  });

  it('gives each topic the feeling the reply answers it with: praise and criticism in one review', () => {
    const insight = summariseReview({ reviewerName: 'Aino', text: 'Kampaaja oli mukava, mutta lopputulos ei ollut aivan sitä mitä toivoin.', rating: 3 }, 'en');
    expect(insight.topics).toEqual(expect.arrayContaining([expect.objectContaining({ topic: 'staff', feeling: 'praised' })]));
    expect(insight.topics.find((topic) => topic.topic === 'haircut')?.feeling ?? 'criticised').toBe('criticised');
    const mixed = summariseReview({ reviewerName: 'Ann', text: 'The coffee was lovely but the music was far too loud.', rating: 4 }, 'en');
    // The music names the atmosphere, but the complaint is the noise, as the reply's apology says.
    expect(mixed.topics).toEqual([
      { topic: 'coffee', label: 'Coffee', feeling: 'praised' },
      { topic: 'atmosphere', label: 'Atmosphere', feeling: 'mentioned' },
      { topic: 'noise', label: 'Noise', feeling: 'criticised' },
    ]);
  });

  it('writes a summary in each of the nine interface languages, naming the complaint', () => {
    const sample = SAMPLES_BY_LANGUAGE.sv[2]; // 1 star: waited, cold food, rude waiter
    if (!sample) throw new Error('sample missing');
    for (const language of LANGUAGES) {
      const insight = summariseReview(sample, language);
      expect(insight.summary.length).toBeGreaterThan(10);
      expect(insight.sentiment).toBe('negative');
      expect(insight.topics.length).toBeGreaterThan(0);
    }
    expect(summariseReview(sample, 'en').summary).toMatch(/^Negative review \(1 star\) with complaints about waiting time, food and staff\. Written in Swedish\.$/u);
    expect(summariseReview({ reviewerName: 'A', text: null, rating: 4 }, 'fr').summary).toBe('Note de 4 étoiles sans commentaire.');
  });
});
