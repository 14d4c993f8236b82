import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TourId } from '@common/schemas/luna';
import { makeReview } from '@web/features/reviews/test/fake-reviews-api';
import { mockApi, renderWithProviders } from '@web/test/render';
import { useTours } from './tour-context';
import { TOURS } from './tour-definitions';
import { TourProvider } from './tour-provider';

/** A stand-in for a screen: one element per `data-tour` target of the tour, less the ones left out. */
function Screen({ id, without = [] }: { id: TourId; without?: string[] }) {
  return (
    <div>
      {TOURS[id].steps
        .filter((step) => !without.includes(step.target))
        .map((step) => (
          <button key={step.target} type="button" data-tour={step.target}>
            {step.target}
          </button>
        ))}
    </div>
  );
}

/** What Luna's Quick Help does: start a tour through useTours(). */
function QuickHelp() {
  const tours = useTours();
  return (
    <div>
      <p data-testid="active">{tours.active ?? 'none'}</p>
      <button type="button" onClick={() => tours.start('first-review')}>start first-review</button>
      <button type="button" onClick={() => tours.start('ai-settings')}>start ai-settings</button>
      <button type="button" onClick={() => tours.start('connect-platforms')}>start connect-platforms</button>
    </div>
  );
}

function App({ without = [] }: { without?: string[] }) {
  return (
    <TourProvider>
      <QuickHelp />
      <Routes>
        <Route path="/dashboard" element={<p>Dashboard</p>} />
        <Route path="/reviews" element={<Screen id="first-review" without={without} />} />
        <Route path="/settings" element={<Screen id="ai-settings" without={without} />} />
        <Route path="/platforms" element={<Screen id="connect-platforms" without={without} />} />
      </Routes>
    </TourProvider>
  );
}

const withReviews = (count: number) => mockApi({ 'GET /api/reviews/pending': { body: Array.from({ length: count }, (_, index) => makeReview(index + 1)) } });

function renderApp(without: string[] = []) {
  return renderWithProviders(<App without={without} />, { path: '/dashboard', routePath: '/*' });
}

const tooltip = () => screen.findByRole('alertdialog', {}, { timeout: 5000 });
const activeTour = () => screen.getByTestId('active').textContent;

/** The tooltip pointing at `target` (its text is the step's), once it is there. */
async function expectStep(text: RegExp, primary: string) {
  const dialog = await tooltip();
  await waitFor(() => expect(dialog).toHaveTextContent(text), { timeout: 5000 });
  expect(within(dialog).getByRole('button', { name: primary })).toBeInTheDocument();
  return dialog;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => warn.mockRestore());

describe('TourProvider', () => {
  it('goes to the tour screen, walks every step with Next and Last, and clears the tour when finished', async () => {
    withReviews(0);
    const user = userEvent.setup();
    const { router } = renderApp();
    await user.click(screen.getByRole('button', { name: 'start connect-platforms' }));

    let dialog = await expectStep(/These are the review platforms you can connect/, 'Next (Step 1 of 3)');
    expect(router.state.location.pathname).toBe('/platforms');
    expect(activeTour()).toBe('connect-platforms');
    expect(dialog).toHaveAccessibleName('Connect review platforms');
    // No Back on the first step; Skip and Close are there.
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next (Step 1 of 3)' }));
    dialog = await expectStep(/Start with Google/, 'Next (Step 2 of 3)');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    dialog = await expectStep(/These are the review platforms/, 'Next (Step 1 of 3)');
    await user.click(within(dialog).getByRole('button', { name: 'Next (Step 1 of 3)' }));
    dialog = await expectStep(/Start with Google/, 'Next (Step 2 of 3)');
    await user.click(within(dialog).getByRole('button', { name: 'Next (Step 2 of 3)' }));
    dialog = await expectStep(/Good to know/, 'Last');
    // The last step has no Skip.
    expect(within(dialog).queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activeTour()).toBe('none');
    expect(warn).not.toHaveBeenCalled();
  });

  it('skips a missing target forwards and backwards, with a warning and nothing shown to the owner', async () => {
    withReviews(0);
    const user = userEvent.setup();
    renderApp(['settings-tone']);
    await user.click(screen.getByRole('button', { name: 'start ai-settings' }));

    let dialog = await expectStep(/Settings is where you decide/, 'Next (Step 1 of 5)');
    await user.click(within(dialog).getByRole('button', { name: 'Next (Step 1 of 5)' }));
    // Step 2 has no target: the runner moves on to step 3.
    dialog = await expectStep(/Tell the AI about your business/, 'Next (Step 3 of 5)');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/"ai-settings".*step 2.*settings-tone.*skipped/);
    expect(screen.queryByText(/missing|hidden/i)).not.toBeInTheDocument();

    // Going back, the missing step is skipped the other way, to step 1.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expectStep(/Settings is where you decide/, 'Next (Step 1 of 5)');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(activeTour()).toBe('ai-settings');
  });

  it('starts at the first target that is there, and offers no Back to a step that is not', async () => {
    withReviews(0);
    const user = userEvent.setup();
    // As on a phone, where the sidebar (and its Settings link) is closed.
    renderApp(['nav-settings']);
    await user.click(screen.getByRole('button', { name: 'start ai-settings' }));

    const dialog = await expectStep(/Choose the tone of your replies/, 'Next (Step 2 of 5)');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('Skip ends the tour and clears it', async () => {
    withReviews(0);
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'start ai-settings' }));
    const dialog = await expectStep(/Settings is where you decide/, 'Next (Step 1 of 5)');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activeTour()).toBe('none');
  });

  it.each([
    ['Esc', async () => userEvent.keyboard('{Escape}')],
    ['a click on the overlay', async () => userEvent.click(document.querySelector('.react-joyride__overlay path')!)],
    ['the Close button', async () => userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }))],
  ])('%s closes the tooltip, and with it the tour', async (_label, close) => {
    withReviews(0);
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'start ai-settings' }));
    const dialog = await expectStep(/Settings is where you decide/, 'Next (Step 1 of 5)');
    await user.click(within(dialog).getByRole('button', { name: 'Next (Step 1 of 5)' }));
    await expectStep(/Choose the tone/, 'Next (Step 2 of 5)');

    await close();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activeTour()).toBe('none');
    // It stays closed: no later step opens on its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('ends the tour when the owner leaves its screen', async () => {
    withReviews(0);
    const user = userEvent.setup();
    const { router } = renderApp();
    await user.click(screen.getByRole('button', { name: 'start connect-platforms' }));
    await expectStep(/These are the review platforms/, 'Next (Step 1 of 3)');
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activeTour()).toBe('none');
  });

  describe('first-review', () => {
    it('with a review waiting, opens the inbox in the card view and starts on the Reviews link', async () => {
      withReviews(1);
      const user = userEvent.setup();
      const { router } = renderApp();
      await user.click(screen.getByRole('button', { name: 'start first-review' }));
      await expectStep(/Reviews is your inbox/, 'Next (Step 1 of 5)');
      expect(router.state.location.pathname).toBe('/reviews');
      expect(router.state.location.search).toBe('?view=card');
      expect(activeTour()).toBe('first-review');
    });

    it('with no review, does not start: it says so and offers to connect a platform', async () => {
      const api = withReviews(0);
      const user = userEvent.setup();
      const { router } = renderApp();
      await user.click(screen.getByRole('button', { name: 'start first-review' }));

      const dialog = await screen.findByRole('dialog', { name: 'No reviews to show you yet' });
      expect(api.calls('GET /api/reviews/pending')).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(activeTour()).toBe('none');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('link', { name: 'Connect a platform' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/platforms'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('Not now closes the message and goes nowhere', async () => {
      withReviews(0);
      const user = userEvent.setup();
      const { router } = renderApp();
      await user.click(screen.getByRole('button', { name: 'start first-review' }));
      await user.click(await screen.findByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });
});
