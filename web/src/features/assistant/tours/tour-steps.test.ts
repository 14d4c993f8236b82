import { TOUR_IDS } from '@common/schemas/luna';
import { createTestI18n } from '@web/test/render';
import { TOURS } from './tour-definitions';
import { buildSteps, tourLocale, validateTourSteps } from './tour-steps';

describe('validateTourSteps (spec §5)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('accepts an array of objects that each have a target, without a warning', () => {
    expect(validateTourSteps('demo', [{ target: '[data-tour="a"]' }, { target: 'b', content: 'x' }])).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['null', null],
    ['an object', { target: 'a' }],
    ['a string', '[data-tour="a"]'],
    ['an empty array', []],
  ])('refuses steps that are %s, with a warning naming the tour', (_label, steps) => {
    expect(validateTourSteps('demo', steps)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"demo" not started');
  });

  it.each([
    ['a string', 'a'],
    ['null', null],
    ['an array', [{ target: 'a' }]],
    ['an object without a target', { content: 'x' }],
    ['an object with a blank target', { target: '  ' }],
  ])('refuses an array holding %s, naming the step', (_label, bad) => {
    expect(validateTourSteps('demo', [{ target: 'a' }, bad])).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('step 2');
  });

  it('holds for the three tours of Quick Help, with the step counts of spec §3', () => {
    expect(TOUR_IDS.map((id) => [id, validateTourSteps(id, TOURS[id].steps), TOURS[id].steps.length])).toEqual([
      ['first-review', true, 5],
      ['ai-settings', true, 5],
      ['connect-platforms', true, 3],
    ]);
  });
});

describe('buildSteps', () => {
  const toursT = createTestI18n().getFixedT('en', 'tours');

  it('gives each step its target, its text in the interface language and the tour name as title', () => {
    const steps = buildSteps(TOURS['connect-platforms'], toursT);
    expect(steps.map((step) => [step.target, step.title])).toEqual([
      ['[data-tour="platforms-section"]', 'Connect review platforms'],
      ['[data-tour="connect-google"]', 'Connect review platforms'],
      ['[data-tour="platforms-how-it-works"]', 'Connect review platforms'],
    ]);
    expect(steps[1]?.content).toMatch(/^Start with Google/);
    expect(steps.map((step) => step.data)).toEqual([
      { earlierTargets: [] },
      { earlierTargets: ['[data-tour="platforms-section"]'] },
      { earlierTargets: ['[data-tour="platforms-section"]', '[data-tour="connect-google"]'] },
    ]);
  });

  it('has a text for every step of every tour (no key shown raw)', () => {
    for (const id of TOUR_IDS) {
      for (const step of buildSteps(TOURS[id], toursT)) expect(step.content).not.toMatch(/steps\./);
    }
  });

  it('leaves {current} and {total} in the progress label for the runner to fill', () => {
    expect(tourLocale(toursT).nextWithProgress).toBe('Next (Step {current} of {total})');
  });
});
