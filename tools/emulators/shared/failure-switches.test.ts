import { describe, expect, it } from 'vitest';
import { applyFailuresPatch, takeSwitch } from './failure-switches';

interface Switches {
  counted?: boolean | number;
  listed?: boolean | string[];
  flag?: boolean;
}

describe('applyFailuresPatch', () => {
  it('sets switches, and false, 0, [] and null remove them', () => {
    const current: Switches = { counted: 2, listed: ['a'], flag: true };
    expect(applyFailuresPatch(current, { counted: 0, listed: [], flag: null })).toEqual({});
    expect(applyFailuresPatch<Switches>({}, { counted: 3, listed: ['b'], flag: true })).toEqual({ counted: 3, listed: ['b'], flag: true });
    expect(applyFailuresPatch<Switches>({ flag: true }, { flag: false })).toEqual({});
  });

  it('never stores the one-off actions, and leaves the current switches untouched', () => {
    const current: Switches = { flag: true };
    expect(applyFailuresPatch(current, { expireTokens: true, revokeTokens: true })).toEqual({ flag: true });
    applyFailuresPatch(current, { flag: null });
    expect(current).toEqual({ flag: true });
  });
});

describe('takeSwitch', () => {
  it('fires N times for a count, then the switch is gone', () => {
    const switches: Switches = { counted: 2 };
    expect([takeSwitch(switches, 'counted'), takeSwitch(switches, 'counted'), takeSwitch(switches, 'counted')]).toEqual([true, true, false]);
    expect(switches).toEqual({});
  });

  it('fires every time while on, never while off', () => {
    expect([takeSwitch<'counted'>({ counted: true }, 'counted'), takeSwitch<'counted'>({}, 'counted'), takeSwitch<'counted'>({ counted: false }, 'counted')]).toEqual([true, false, false]);
  });
});
