import type { CorpusReview } from './corpus';
import { measureReply, settingsFor } from './measure';

const review: CorpusReview = {
  id: 'en-test',
  industry: 'salon',
  reviewer: 'Jade Walsh',
  firstName: 'Jade',
  rating: 4,
  text: 'Love the cut, Jase never misses. Bit steep at $55 mind you.',
  praised: ['haircut', 'staff'],
  criticised: ['price'],
};

const measured = (text: string, reviewed: CorpusReview = review) =>
  measureReply({
    review: reviewed,
    language: 'en',
    input: {
      review: { reviewerName: review.reviewer, text: review.text, rating: review.rating },
      settings: settingsFor(1, 'en', 'Salon Shears'),
      businessName: 'Salon Shears',
      industry: 'salon',
      defaultLanguage: 'en',
      seed: 1,
      avoid: [],
    },
    result: { status: 'ok', draft: { text, language: 'en', tone: 'friendly' }, masked: [], attempts: 1 },
  });

describe('measureReply', () => {
  it('counts a praised topic taken to heart in a sentence of the note as praise treated as a complaint', () => {
    const noted = measured('Hi Jade,\n\nThank you for your review. We hear you on the haircut and will look at how we can do better.\n\nBest wishes\nSalon Shears');
    expect(noted.praiseTakenAsComplaint).toEqual(['haircut']);
    const thanked = measured('Hi Jade,\n\nThank you for your review. We are so glad to hear you enjoyed the haircut. We hear you on the price and will look at how we can do better.\n\nBest wishes\nSalon Shears');
    expect(thanked.praiseTakenAsComplaint).toEqual([]);
  });

  it("reads a reply that greets nobody as right for a company, whatever the particles of its name ('SA de CV')", () => {
    const company = { ...review, reviewer: 'Transportes de Lima SA', firstName: null };
    const reply = 'Thank you for the review of the cut de luxe, and for the kind words.\n\nBest wishes\nSalon Shears';
    expect(measured(reply, company).greetingRight).toBe(true);
    expect(measured(`Hi Transportes,\n\n${reply}`, company).greetingRight).toBe(false);
  });
});
