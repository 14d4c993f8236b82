import { describe, expect, it } from 'vitest';
import { analyseReview } from './analyse-review';
import { topicsAt } from './industry-topics';

const at = (text: string, industry: string | null) => topicsAt(analyseReview(text, 'en').topics, industry).map((t) => t.topic);

describe('topicsAt', () => {
  it('keeps rooms for a hotel, the haircut for a salon and the treatment for a clinic, salon or spa hotel only', () => {
    expect(at('The bathroom was filthy.', 'cafe')).toEqual(['cleanliness']);
    expect(at('The bathroom was filthy.', 'hotel')).toEqual(['rooms', 'cleanliness']);
    expect(at('Lovely haircut.', 'salon')).toEqual(['haircut']);
    expect(at('Lovely haircut.', 'clinic')).toEqual([]);
    expect(at('The massage was wonderful.', 'hotel')).toEqual(['treatment']);
    expect(at('The massage was wonderful.', 'restaurant')).toEqual([]);
    expect(at('The steak was raw.', 'clinic')).toEqual([]);
    expect(at('The steak was raw.', 'salon')).toEqual([]);
    expect(at('The steak was raw.', 'hotel')).toEqual(['food']);
  });

  it('keeps the food and drinks a shop sells only when the review has a feeling about them', () => {
    expect(at('We buy our cheese and wine here every week. Great selection!', 'shop')).toEqual(['selection']);
    expect(at('We buy our cheese and wine here every week. Great selection!', 'restaurant')).toEqual(['food', 'drinks', 'selection']);
    expect(at('The cheese is superb.', 'shop')).toEqual(['food']);
  });

  it('keeps every topic when the industry is not known', () => {
    expect(at('The bathroom was filthy.', 'other')).toEqual(['rooms', 'cleanliness']);
    expect(at('The bathroom was filthy.', null)).toEqual(['rooms', 'cleanliness']);
  });
});
