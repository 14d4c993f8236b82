import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderWithProviders } from '@web/test/render';
import { TOURS, type TourDefinition } from './tour-definitions';
import TourRunner, { READY_TIMEOUT_MS } from './tour-runner';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** The settings screen as it loads: the sidebar link at once, the form's targets once its data is there. */
function LoadingSettings({ afterMs }: { afterMs: number }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return (
    <div>
      <a href="/settings" data-tour="nav-settings">
        Settings
      </a>
      {loaded && TOURS['ai-settings'].steps.slice(1).map((step) => <button key={step.target} type="button" data-tour={step.target} />)}
    </div>
  );
}

describe('TourRunner', () => {
  it('waits for the screen to render its targets before it starts', async () => {
    const onEnd = vi.fn();
    renderWithProviders(
      <>
        <LoadingSettings afterMs={700} />
        <TourRunner tour={TOURS['ai-settings']} onEnd={onEnd} />
      </>,
      { path: '/settings' },
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alertdialog', { name: 'Customize your AI responses' }, { timeout: 3000 })).toHaveTextContent(
      /Settings is where you decide/,
    );
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('gives up, silently, when its screen never comes (navigation held back by unsaved changes)', () => {
    vi.useFakeTimers();
    try {
      const onEnd = vi.fn();
      renderWithProviders(<TourRunner tour={TOURS['ai-settings']} onEnd={onEnd} />, { path: '/reviews' });
      act(() => vi.advanceTimersByTime(READY_TIMEOUT_MS - 100));
      expect(onEnd).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(200));
      expect(onEnd).toHaveBeenCalledTimes(1);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not start steps that are not an array of objects with targets: a warning, and the tour is cleared', async () => {
    const broken = { ...TOURS['connect-platforms'], steps: [{ target: 'platforms-section', text: 'platformsSection' }, { text: 'connectGoogle' }] };
    const onEnd = vi.fn();
    renderWithProviders(
      <>
        <section data-tour="platforms-section" />
        <TourRunner tour={broken as unknown as TourDefinition} onEnd={onEnd} />
      </>,
      { path: '/platforms' },
    );
    await waitFor(() => expect(onEnd).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"connect-platforms" not started: step 2'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
