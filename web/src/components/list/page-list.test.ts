import { pageCountOf, pageList } from './page-list';

describe('pageList', () => {
  it('shows every page when there are few', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 2)).toEqual([1, 2]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
  });

  it('always shows the first and the last page, and the pages within 1 of the current one', () => {
    expect(pageList(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
  });

  it('puts an ellipsis only where shown pages are not consecutive', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageList(2, 10)).toEqual([1, 2, 3, 'gap-end', 10]);
    expect(pageList(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(pageList(8, 10)).toEqual([1, 'gap-start', 7, 8, 9, 10]);
    expect(pageList(10, 10)).toEqual([1, 'gap-start', 9, 10]);
  });

  it('hides a single page between the first and the current neighbours behind an ellipsis', () => {
    expect(pageList(4, 10)).toEqual([1, 'gap-start', 3, 4, 5, 'gap-end', 10]);
  });

  it('works with 400 pages (10,000 items)', () => {
    expect(pageList(200, 400)).toEqual([1, 'gap-start', 199, 200, 201, 'gap-end', 400]);
  });

  it('is empty without pages', () => {
    expect(pageList(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
    expect(pageCountOf(10_000, 25)).toBe(400);
  });
});
