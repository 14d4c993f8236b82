import { describe, expect, it } from 'vitest';
import type { Language } from '@common/languages';
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

  it("reads a clinic's cleaning as the treatment, and a clean clinic still as clean", () => {
    const read = (text: string, language: Language, industry: string) =>
      Object.fromEntries(topicsAt(analyseReview(text, language, 'review', 3).topics, industry, text).map((t) => [t.topic, t.polarity]));
    expect(read('Die Reinigung selbst war aber sehr gründlich, nur die Rechnung war happig.', 'de', 'clinic')).toMatchObject({ treatment: 1 });
    expect(read('Die Reinigung selbst war aber sehr gründlich, nur die Rechnung war happig.', 'de', 'clinic')).not.toHaveProperty('cleanliness');
    expect(read('The cleaning was rough and my gums bled.', 'en', 'clinic')).toMatchObject({ treatment: -1 });
    expect(read('The clinic is spotless and the staff lovely.', 'en', 'clinic')).toMatchObject({ cleanliness: 1 });
    expect(read('Die Reinigung der Zimmer lässt zu wünschen übrig.', 'de', 'hotel')).toMatchObject({ cleanliness: -1 });
    // The cleaning named again with its article is the same treatment.
    expect(read('Fui a hacerme una limpieza. La limpieza duró lo que dura un anuncio.', 'es', 'clinic')).not.toHaveProperty('cleanliness');
  });

  it("reads the colour and look of a salon's nails as the treatment, and keeps the haircut where hair is named", () => {
    const read = (text: string, language: Language) => Object.fromEntries(topicsAt(analyseReview(text, language, 'review', 3).topics, 'salon', text).map((t) => [t.topic, t.polarity]));
    expect(read('Neglene var flotte, fin farve og pæn form. Men efter fem dage var lakken skallet af.', 'da')).toEqual({ treatment: -1 });
    expect(read('Las uñas quedaron preciosas, un color precioso.', 'es')).toMatchObject({ treatment: 1 });
    expect(read('Las uñas quedaron preciosas, un color precioso.', 'es')).not.toHaveProperty('haircut');
    expect(read('Fin farve, præcis som jeg ville have det.', 'da')).toMatchObject({ haircut: 1 });
    expect(read('A escova ficou linda, mas a manicure deixou a cutícula sangrando.', 'pt')).toMatchObject({ haircut: 1 });
  });

  it('keeps every topic when the industry is not known', () => {
    expect(at('The bathroom was filthy.', 'other')).toEqual(['rooms', 'cleanliness']);
    expect(at('The bathroom was filthy.', null)).toEqual(['rooms', 'cleanliness']);
  });
});
