import { describe, expect, it } from 'vitest';
import { render, renderableOf, type TemplateVars } from './template';

const T: TemplateVars['t'] = { forms: { def: 'the coffee', indef: 'coffee' }, plural: false };
const POOL = ['Thanks, {name}!', 'Thanks from {business}.', 'Glad you liked {t.def}.', 'Thank you.', 'Hello {nobody}.'];

describe('renderableOf', () => {
  it('keeps the variants the variables can fill, in order, for each set of variables apart', () => {
    expect(renderableOf(POOL, { name: 'Ann' })).toEqual(['Thanks, {name}!', 'Thank you.']);
    expect(renderableOf(POOL, { business: 'Café Sol', t: T })).toEqual(['Thanks from {business}.', 'Glad you liked {t.def}.', 'Thank you.']);
    expect(renderableOf(POOL, { name: 'Bo' })).toEqual(['Thanks, {name}!', 'Thank you.']);
    expect(renderableOf(POOL, {})).toEqual(['Thank you.']);
  });

  it('asks for the topic a capital or a prefixed agreement names, and for nothing an unprefixed agreement follows', () => {
    const pool = ['{T} {is/are} lovely.', 'The rest {n:was/were} fine.', 'It {is/are} so.'];
    expect(renderableOf(pool, { t: T })).toEqual(['{T} {is/are} lovely.', 'It {is/are} so.']);
    expect(renderableOf(pool, { n: T })).toEqual(['The rest {n:was/were} fine.', 'It {is/are} so.']);
  });
});

describe('render', () => {
  it('fills names, topic forms, capitals and agreement, the same every time', () => {
    const template = '{T.def} {is/are} great, {name}; {n:was/were} not.';
    const vars: TemplateVars = { name: 'Ann', t: T, n: { forms: { def: 'the chairs' }, plural: true } };
    expect(render(template, vars)).toBe('The coffee is great, Ann; were not.');
    expect(render(template, { ...vars, t: { ...T, plural: true } })).toBe('The coffee are great, Ann; were not.');
  });

  it('throws when a template needs what the reply does not have', () => {
    expect(() => render('Hi {name}', {})).toThrow('template needs {name}');
  });
});
