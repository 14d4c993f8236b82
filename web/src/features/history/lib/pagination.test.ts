import { pageCountOf, pageList } from './pagination';

describe('pageList', () => {
  it('shows every page when there are few', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps first and last, the neighbours of the current page, and ellipses in the gaps', () => {
    expect(pageList(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageList(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageList(10, 10)).toEqual([1, 'gap-start', 9, 10]);
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
  });

  it('is empty with no pages', () => {
    expect(pageList(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
  });
});
