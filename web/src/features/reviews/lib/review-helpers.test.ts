import { insightOf, sentimentOf } from './review-helpers';

describe('sentimentOf', () => {
  it('is Positive from 4 stars, Neutral at 3 and Negative at 2 or less', () => {
    expect([5, 4, 3, 2, 1].map(sentimentOf)).toEqual(['positive', 'positive', 'neutral', 'negative', 'negative']);
    expect(sentimentOf(null)).toBeNull();
  });
});

describe('insightOf', () => {
  it('reads the summary and the topics of an insight written before topics carried a feeling', () => {
    expect(insightOf(JSON.stringify({ summary: 'Happy with the food.', sentiment: 'positive', topics: ['food', 1] }))).toEqual({
      summary: 'Happy with the food.',
      topics: [{ topic: null, label: 'food', feeling: null }],
    });
  });

  it('reads each topic with what the reviewer felt about it', () => {
    const topics = [
      { topic: 'staff', label: 'Staff', feeling: 'praised' },
      { topic: 'haircut', label: 'Haircut', feeling: 'criticised' },
      { topic: 'price', label: 'Price' },
    ];
    expect(insightOf(JSON.stringify({ summary: 'Mixed.', sentiment: 'neutral', topics }))?.topics).toEqual([
      { topic: 'staff', label: 'Staff', feeling: 'praised' },
      { topic: 'haircut', label: 'Haircut', feeling: 'criticised' },
    ]);
  });

  it('takes plain text as it is', () => {
    expect(insightOf('The guest liked the staff.')).toEqual({ summary: 'The guest liked the staff.', topics: [] });
    expect(insightOf('{not json')).toEqual({ summary: '{not json', topics: [] });
  });

  it('has nothing to show for an empty insight', () => {
    expect(insightOf(null)).toBeNull();
    expect(insightOf('  ')).toBeNull();
    expect(insightOf(JSON.stringify({ summary: '' }))).toBeNull();
  });
});
