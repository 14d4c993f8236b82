import { describe, expect, it } from 'vitest';
import { analyseReview } from './analyse-review';
import { chooseTopics } from './choose-topics';

const choose = (text: string, replyClass: Parameters<typeof chooseTopics>[1]) => chooseTopics(analyseReview(text, 'en').topics, replyClass);

describe('chooseTopics', () => {
  it('owns up to the price an unhappy guest names beside another complaint', () => {
    expect(choose('The steak came out grey and was terrible. €32 for that??', 'negative').criticised).toEqual(['food', 'price']);
    // In a warm review the same figure is no complaint.
    expect(choose('Lovely steak, €32 well spent.', 'positive').criticised).toEqual([]);
  });

  it('leaves out a detail of a named complaint that is no complaint by nature', () => {
    expect(choose('The waiter was rude to us. We had ordered the soup.', 'negative').criticised).toEqual(['staff']);
  });

  it('neither thanks for nor apologises for what was waited for', () => {
    expect(choose('We waited 25 minutes for two coffees.', 'mixed')).toEqual({ praised: [], criticised: ['waiting'] });
    expect(choose('We waited 25 minutes for two coffees.', 'positive')).toEqual({ praised: [], criticised: ['waiting'] });
  });
});
