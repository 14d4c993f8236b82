import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@web/test/render';
import { Toaster } from './toaster';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, reducer, toast } from './use-toast';

describe('toast system', () => {
  it('follows spec §9: one toast at a time, removed 1,000,000 ms after dismissal', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('shows only the newest toast', async () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <Toaster />
      </I18nextProvider>,
    );
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ variant: 'destructive', title: 'Error', description: 'Something broke' });
    });
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').length + screen.queryAllByRole('alert').length).toBeGreaterThan(0);
  });

  it('keeps at most one toast in state', () => {
    const base = { toasts: [] };
    const one = reducer(base, { type: 'ADD_TOAST', toast: { id: 'a', title: 'A' } });
    const two = reducer(one, { type: 'ADD_TOAST', toast: { id: 'b', title: 'B' } });
    expect(two.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('dismissing closes the toast and removes it only after the delay', () => {
    vi.useFakeTimers();
    try {
      render(
        <I18nextProvider i18n={createTestI18n()}>
          <Toaster />
        </I18nextProvider>,
      );
      let handle: ReturnType<typeof toast> | undefined;
      act(() => {
        handle = toast({ title: 'Saved' });
      });
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => handle?.dismiss());
      act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
