import { act, renderHook } from '@testing-library/react';
import { useListPage } from './use-list-page';

describe('useListPage', () => {
  it('keeps the page while the list stays, and starts from the first when another list is shown', () => {
    const { result, rerender } = renderHook(({ list }) => useListPage(list), { initialProps: { list: 'all' } });
    act(() => result.current[1](3));
    rerender({ list: 'all' });
    expect(result.current[0]).toBe(3);
    rerender({ list: 'hotel-id' });
    expect(result.current[0]).toBe(1);
  });
});
