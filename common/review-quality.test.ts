import { qualityBadge, QUALITY_BADGE_TONE, wordCount, type QualityContext } from './review-quality';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('wordCount', () => {
  it('splits on any whitespace and ignores leading, trailing and repeated spaces', () => {
    expect(wordCount('  Tak   for\tdit\nbesøg  ')).toBe(4);
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount(null)).toBe(0);
    expect(wordCount(undefined)).toBe(0);
  });
});

describe('qualityBadge', () => {
  const contexts: QualityContext[] = ['card', 'stream', 'batch'];

  it.each(contexts)('under 15 words is Too Brief whatever the rating (%s)', (context) => {
    for (const rating of [1, 2, 3, 4, 5, null]) {
      expect(qualityBadge(words(14), rating, context)).toBe('tooBrief');
      expect(qualityBadge('', rating, context)).toBe('tooBrief');
    }
    expect(qualityBadge(words(15), 3, context)).not.toBe('tooBrief');
  });

  describe('1-2 stars', () => {
    it.each([1, 2])('%i stars: 30 to 70 words is High Quality, 29 and 71 are not', (rating) => {
      expect(qualityBadge(words(29), rating, 'card')).toBe('ready');
      expect(qualityBadge(words(30), rating, 'card')).toBe('highQuality');
      expect(qualityBadge(words(70), rating, 'card')).toBe('highQuality');
      expect(qualityBadge(words(71), rating, 'card')).toBe('ready');
      expect(qualityBadge(words(80), rating, 'card')).toBe('ready');
    });

    it('over 80 words is Too Verbose on the card and Review Length in stream and batch', () => {
      expect(qualityBadge(words(81), 2, 'card')).toBe('tooVerbose');
      expect(qualityBadge(words(81), 1, 'stream')).toBe('reviewLength');
      expect(qualityBadge(words(81), 2, 'batch')).toBe('reviewLength');
      // The low-rating rule comes before Too Long.
      expect(qualityBadge(words(130), 1, 'card')).toBe('tooVerbose');
    });

    it('20 words (the 4-5 star range) is not High Quality for a negative review', () => {
      expect(qualityBadge(words(20), 2, 'card')).toBe('ready');
      expect(qualityBadge(words(20), 2, 'stream')).toBeNull();
    });
  });

  describe('4-5 stars', () => {
    it.each([4, 5])('%i stars: 20 to 100 words is High Quality, 19 and 101 are not', (rating) => {
      expect(qualityBadge(words(19), rating, 'card')).toBe('ready');
      expect(qualityBadge(words(20), rating, 'card')).toBe('highQuality');
      expect(qualityBadge(words(100), rating, 'stream')).toBe('highQuality');
      expect(qualityBadge(words(101), rating, 'card')).toBe('ready');
      expect(qualityBadge(words(120), rating, 'card')).toBe('ready');
    });

    it('over 120 words is Too Long', () => {
      expect(qualityBadge(words(121), 5, 'card')).toBe('tooLong');
      expect(qualityBadge(words(121), 4, 'batch')).toBe('tooLong');
    });

    it('over 80 words is not Too Verbose for a positive review', () => {
      expect(qualityBadge(words(90), 5, 'card')).toBe('highQuality');
    });
  });

  it('3 stars and unrated reviews: Ready up to 120 words, then Too Long', () => {
    for (const rating of [3, null]) {
      expect(qualityBadge(words(50), rating, 'card')).toBe('ready');
      expect(qualityBadge(words(120), rating, 'card')).toBe('ready');
      expect(qualityBadge(words(121), rating, 'card')).toBe('tooLong');
      expect(qualityBadge(words(121), rating, 'stream')).toBe('tooLong');
    }
  });

  it('stream and batch show no badge where the card shows Ready', () => {
    expect(qualityBadge(words(50), 3, 'stream')).toBeNull();
    expect(qualityBadge(words(110), 5, 'batch')).toBeNull();
    expect(qualityBadge(words(75), 1, 'batch')).toBeNull();
  });

  it('gives every badge a look', () => {
    expect(QUALITY_BADGE_TONE.highQuality).toBe('good');
    expect(QUALITY_BADGE_TONE.tooBrief).toBe('warn');
    expect(QUALITY_BADGE_TONE.ready).toBe('neutral');
  });
});
