import { createCallWindow } from './call-window';

describe('a call window', () => {
  it('lets the allowed calls through, then says how long until the oldest leaves the window', () => {
    let now = 1_000_000;
    const window = createCallWindow({ calls: 3, windowMs: 60_000, now: () => now });
    expect([window.take('a'), window.take('a'), window.take('a')]).toEqual([0, 0, 0]);
    expect(window.take('a')).toBe(60);
    expect(window.take('b')).toBe(0);
    now += 30_000;
    expect(window.take('a')).toBe(30);
    now += 30_001;
    expect(window.take('a')).toBe(0);
  });
});
