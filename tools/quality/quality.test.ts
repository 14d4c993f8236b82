import { projectCorpora } from './corpus';
import { draftCorpus, figuresOf, fiveStarPage, measureReply } from './measure';

/**
 * The targets, held on the development corpus of every language (the held-out set is only
 * reported by `npm run quality`, never asserted on, so nobody tunes to it).
 */
const development = projectCorpora().filter((corpus) => corpus.set === 'development');

describe.each(development.map((corpus) => [corpus.language, corpus] as const))('reply quality on the %s corpus', (_language, corpus) => {
  it('meets the targets', async () => {
    const measures = (await draftCorpus(corpus)).map(measureReply);
    const figures = figuresOf(corpus.language, corpus.set, measures);
    expect(figures.replies).toBeGreaterThanOrEqual(40);
    expect({
      language: figures.languageRight,
      bounds: figures.withinBounds,
      polarityErrors: figures.polarityErrors,
      placeholder: figures.placeholder,
      held: figures.held,
      apologyAndContact: figures.apologyAndContact,
    }).toEqual({
      language: figures.replies,
      bounds: figures.replies,
      polarityErrors: 0,
      placeholder: 0,
      held: 0,
      apologyAndContact: figures.negative,
    });
    expect(figures.invented).toBe(0);
    expect(figures.selfRepetition / figures.replies).toBeLessThanOrEqual(0.02);
    expect(figures.criticisedAcknowledged / figures.criticised).toBeGreaterThanOrEqual(0.95);
    expect(figures.praisedMentioned / figures.praised).toBeGreaterThanOrEqual(0.9);
  });

  it('opens 25 five-star replies on one page with 25 different first sentences', async () => {
    expect((await fiveStarPage(corpus)).distinctOpenings).toBe(25);
  });
});
