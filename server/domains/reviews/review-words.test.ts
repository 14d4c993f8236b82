import { reviewWords } from './review-words';

describe('the words of a review', () => {
  it('are the text alone where there is no headline', () => {
    expect(reviewWords({ title: null, reviewText: 'Great coffee.' })).toBe('Great coffee.');
    expect(reviewWords({ title: '  ', reviewText: null })).toBeNull();
  });

  it('put the headline first as its own sentence', () => {
    expect(reviewWords({ title: 'Lang ventetid', reviewText: 'Vi ventede 40 minutter.' })).toBe('Lang ventetid. Vi ventede 40 minutter.');
    expect(reviewWords({ title: 'Wow!', reviewText: 'Best brunch in town.' })).toBe('Wow! Best brunch in town.');
    expect(reviewWords({ title: 'Kalt', reviewText: null })).toBe('Kalt.');
  });
});
