import { formatAverage, formatPercent, responseRate, roundedStars } from './dashboard-stats';

describe('responseRate', () => {
  it('is the rounded share of pending reviews with a reply', () => {
    expect(responseRate(3, 2)).toBe(67);
    expect(responseRate(8, 1)).toBe(13);
    expect(responseRate(4, 4)).toBe(100);
    expect(responseRate(200, 1)).toBe(1); // 0.5 % rounds up
  });

  it('is 0 when nothing is pending', () => {
    expect(responseRate(0, 0)).toBe(0);
  });
});

describe('formatAverage', () => {
  it('shows one decimal', () => {
    expect(formatAverage(4.25, 'en')).toBe('4.3');
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatAverage(3.04, 'en')).toBe('3.0');
  });

  it('uses the interface language for the decimal mark', () => {
    expect(formatAverage(4.26, 'da')).toBe('4,3');
    expect(formatAverage(4.26, 'no')).toBe('4,3');
  });

  it('is null without ratings', () => {
    expect(formatAverage(null, 'en')).toBeNull();
    expect(formatAverage(undefined, 'en')).toBeNull();
  });
});

describe('formatPercent and roundedStars', () => {
  it('formats a whole percentage', () => {
    expect(formatPercent(67, 'en')).toBe('67%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('rounds the average to whole stars', () => {
    expect(roundedStars(4.26)).toBe(4);
    expect(roundedStars(4.5)).toBe(5);
    expect(roundedStars(null)).toBe(0);
  });
});
