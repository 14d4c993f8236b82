import { splitTranslationEnvelope } from './translation-envelope';

describe("Google's translation envelope", () => {
  it('keeps the original in layout A', () => {
    expect(splitTranslationEnvelope('(Translated by Google) Great coffee\n\n(Original)\nSkøn kaffe')).toEqual({
      original: 'Skøn kaffe',
      translation: 'Great coffee',
    });
  });

  it('keeps the original in layout B', () => {
    expect(splitTranslationEnvelope('Skøn kaffe\n\n(Translated by Google)\nGreat coffee')).toEqual({
      original: 'Skøn kaffe',
      translation: 'Great coffee',
    });
  });

  it('copes with flattened newlines', () => {
    expect(splitTranslationEnvelope('(Translated by Google) Great coffee (Original) Skøn kaffe').original).toBe('Skøn kaffe');
    expect(splitTranslationEnvelope('Skøn kaffe (Translated by Google) Great coffee').original).toBe('Skøn kaffe');
  });

  it('leaves a plain comment alone', () => {
    expect(splitTranslationEnvelope('  Lovely staff  ')).toEqual({ original: 'Lovely staff', translation: null });
  });
});
