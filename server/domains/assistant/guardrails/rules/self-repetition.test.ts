import { describe, expect, it } from 'vitest';
import { countCourtesy, courtesyOf } from '../sentence-traits';
import { checkSelfRepetition } from './self-repetition';

const DRAFT = 'Hi Anna,\n\nThank you for visiting us at Café Aroma. We hope to see you soon.\n\nWarm regards,\nThe team at Café Aroma';

describe('checkSelfRepetition', () => {
  it('reads a draft again when the names it may carry differ', () => {
    const named = { businessName: 'Café Aroma', contactName: null, reviewerName: 'Anna', targetLanguage: 'en' as const };
    expect(checkSelfRepetition(DRAFT, named, { courtesy: false })).toBeNull();
    expect(checkSelfRepetition(DRAFT, { ...named, businessName: null })).toMatchObject({ rule: 'self_repetition', kind: 'phrase' });
    expect(checkSelfRepetition(DRAFT, named)).toBeNull();
  });

  it('counts courtesy after the wording, even for a draft read without it while it was made', () => {
    const twice = 'Thank you for your review. Thanks again for writing to us today.';
    const ctx = { businessName: null, contactName: null, reviewerName: null, targetLanguage: 'en' as const };
    expect(checkSelfRepetition(twice, ctx, { courtesy: false })).toBeNull();
    expect(checkSelfRepetition(twice, ctx)).toMatchObject({ kind: 'thanks', params: { count: 2 } });
  });
});

describe('a promise to improve', () => {
  const ctx = (targetLanguage: 'fr' | 'es' | 'en') => ({ businessName: null, contactName: null, reviewerName: null, targetLanguage });

  it('is said once: the same promise in other words is an echo', () => {
    const echo = 'Votre commentaire au sujet du service nous aidera à progresser. Les retours sincères comme le vôtre nous aident à progresser.';
    expect(checkSelfRepetition(echo, ctx('fr'))).toMatchObject({ kind: 'improvement', params: { count: 2 } });
    const spanish = 'Lo que nos cuenta sobre la espera nos ayuda a mejorar. Cada comentario es útil para seguir mejorando.';
    expect(checkSelfRepetition(spanish, ctx('es'))).toMatchObject({ kind: 'improvement', params: { count: 2 } });
  });

  it('is not a comparative: hoping for an even better visit promises nothing', () => {
    const once = 'Honest feedback like yours helps us get better. We hope to give you an even better visit next time.';
    expect(checkSelfRepetition(once, ctx('en'))).toBeNull();
  });
});

describe('courtesyOf', () => {
  it('counts a sentence in the language it is asked for, whichever language asked first', () => {
    const sentence = 'Tak for din anmeldelse, thank you';
    expect(courtesyOf(sentence, 'da')).toEqual(countCourtesy(sentence, 'da'));
    expect(courtesyOf(sentence, 'en')).toEqual(countCourtesy(sentence, 'en'));
    expect(courtesyOf(sentence, 'da')).toEqual({ thanks: 1, apology: 0, improvement: 0 });
  });
});
