import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TourContext, type TourControls } from '@web/features/assistant/tours/tour-context';
import { findLocation, renderWithProviders } from '@web/test/render';
import { LunaWidget } from './luna-widget';
import { fakeLunaApi, makeNotification } from './test/fake-luna-api';

function renderLuna(path = '/dashboard') {
  const tours: TourControls = { start: vi.fn(), active: null };
  const rendered = renderWithProviders(
    <TourContext.Provider value={tours}>
      <LunaWidget />
    </TourContext.Provider>,
    { path },
  );
  return { ...rendered, tours, user: userEvent.setup() };
}

const avatar = () => screen.getByRole('button', { name: /^Luna, your assistant/ });
const panel = () => screen.getByRole('dialog', { name: 'Luna' });
async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Luna, your assistant/ }));
  return screen.findByRole('dialog', { name: 'Luna' });
}

const expiring = makeNotification({
  id: 'connectionExpiring:c1:2025-02-03',
  code: 'connectionExpiring',
  params: { platform: 'Google', days: 3 },
  action: { code: 'reconnect', to: '/platforms' },
});
const failed = makeNotification({
  id: 'replyFailed:r1:1',
  code: 'replyFailed',
  params: { reviewer: 'Mette Hansen', reason: 'Google refused the reply.' },
  action: { code: 'open', to: '/reviews?review=00000000-0000-4000-8000-000000000007' },
});

describe('LunaWidget', () => {
  describe('badge', () => {
    it('counts pending reviews plus notifications, with a pulsing ring, while the panel is closed', async () => {
      fakeLunaApi({ pending: 3, notifications: [expiring, failed] });
      const { user } = renderLuna();
      expect(await screen.findByTestId('luna-badge')).toHaveTextContent('5');
      expect(screen.getByTestId('luna-pulse')).toHaveClass('motion-safe:animate-ping');
      expect(avatar()).toHaveAccessibleName('Luna, your assistant: 5 things to check');
      expect(avatar()).toHaveAttribute('aria-expanded', 'false');

      await openPanel(user);
      expect(avatar()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.queryByTestId('luna-badge')).not.toBeInTheDocument();
      expect(screen.queryByTestId('luna-pulse')).not.toBeInTheDocument();
    });

    it('counts notifications alone when nothing is pending, and shows nothing when both are zero', async () => {
      fakeLunaApi({ pending: 0, notifications: [failed] });
      renderLuna();
      expect(await screen.findByTestId('luna-badge')).toHaveTextContent('1');
      expect(avatar()).toHaveAccessibleName('Luna, your assistant: 1 thing to check');
    });

    it('shows no badge and no ring when nothing waits', async () => {
      const api = fakeLunaApi({ pending: 0 });
      renderLuna();
      await waitFor(() => expect(api.calls('GET /api/luna/notifications')).toHaveLength(1));
      await waitFor(() => expect(api.calls('GET /api/reviews/pending/counts')).toHaveLength(1));
      expect(screen.queryByTestId('luna-badge')).not.toBeInTheDocument();
      expect(screen.queryByTestId('luna-pulse')).not.toBeInTheDocument();
      expect(avatar()).toHaveAccessibleName('Luna, your assistant');
    });

    it('reads the notifications and the pending count again about once a minute', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const api = fakeLunaApi({ pending: 1 });
        renderLuna();
        expect(await screen.findByTestId('luna-badge')).toHaveTextContent('1');
        api.state.pending = 4;
        api.state.notifications = [failed];
        await act(() => vi.advanceTimersByTimeAsync(61_000));
        await waitFor(() => expect(screen.getByTestId('luna-badge')).toHaveTextContent('5'));
        expect(api.calls('GET /api/luna/notifications').length).toBeGreaterThanOrEqual(2);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('panel', () => {
    it('moves focus into the panel on open, and Esc closes it with focus back on the avatar', async () => {
      fakeLunaApi({ pending: 2 });
      const { user } = renderLuna();
      const dialog = await openPanel(user);
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(avatar()).toHaveFocus();
    });

    it('the collapse button closes it, focus back on the avatar', async () => {
      fakeLunaApi({ pending: 2 });
      const { user } = renderLuna();
      const dialog = await openPanel(user);
      await user.click(within(dialog).getByRole('button', { name: 'Collapse Luna' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(avatar()).toHaveFocus();
    });

    it('the avatar opens and closes it, and each opening is reported as seen', async () => {
      const api = fakeLunaApi({ pending: 2 });
      const { user } = renderLuna();
      await openPanel(user);
      await user.click(avatar());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await openPanel(user);
      expect(api.calls('POST /api/luna/opened')).toHaveLength(2);
    });
  });

  describe('banner', () => {
    it("says how many reviews wait, with the language's plural", async () => {
      fakeLunaApi({ pending: 1 });
      const { user } = renderLuna();
      const dialog = await openPanel(user);
      expect(await within(dialog).findByRole('heading', { name: '1 review to check' })).toBeInTheDocument();
    });

    it('Review Now goes to the inbox and closes the panel', async () => {
      fakeLunaApi({ pending: 12 });
      const { user } = renderLuna('/dashboard');
      const dialog = await openPanel(user);
      expect(await within(dialog).findByRole('heading', { name: '12 reviews to check' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Review Now' }));
      expect(await findLocation()).toBe('/reviews');
    });

    it('Review Now on the inbox itself does not navigate, only closes the panel', async () => {
      fakeLunaApi({ pending: 12 });
      const { user, router } = renderLuna('/reviews');
      const dialog = await openPanel(user);
      await user.click(await within(dialog).findByRole('button', { name: 'Review Now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/reviews');
      expect(router.state.historyAction).toBe('POP');
    });

    it("says all caught up when nothing is pending", async () => {
      fakeLunaApi({ pending: 0, notifications: [failed] });
      const { user } = renderLuna();
      const dialog = await openPanel(user);
      expect(await within(dialog).findByRole('heading', { name: "You're all caught up!" })).toBeInTheDocument();
      expect(within(dialog).getByText("No pending reviews right now. I'll let you know when something needs your attention.")).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Review Now' })).not.toBeInTheDocument();
    });
  });

  describe('notifications', () => {
    it('words each notification from its code and params, with its action', async () => {
      fakeLunaApi({ pending: 0, notifications: [expiring, failed, makeNotification({ id: 'scheduledToday:1', type: 'success', code: 'scheduledToday', params: { count: 3, time: '14:05' }, action: null })] });
      const { user } = renderLuna();
      const dialog = await openPanel(user);
      const cards = await within(dialog).findAllByTestId('luna-notification');
      expect(cards.map((card) => card.dataset.type)).toEqual(['warning', 'warning', 'success']);
      expect(cards[0]).toHaveTextContent('Your Google connection expires in 3 days. Reconnect to keep your reviews coming in.');
      expect(within(cards[0]!).getByRole('link', { name: 'Reconnect' })).toHaveAttribute('href', '/platforms');
      expect(cards[1]).toHaveTextContent('Your reply to Mette Hansen could not be posted: Google refused the reply.');
      expect(within(cards[1]!).getByRole('link', { name: 'Open review' })).toHaveAttribute('href', '/reviews?review=00000000-0000-4000-8000-000000000007');
      expect(cards[2]).toHaveTextContent('3 auto-approved replies go out today, the first at 14:05.');
      expect(within(cards[2]!).queryByRole('link')).not.toBeInTheDocument();
    });

    it("says 'tomorrow' and 'today' for a connection about to expire", async () => {
      fakeLunaApi({
        notifications: [
          makeNotification({ ...expiring, id: 'a', params: { platform: 'Google', days: 1 } }),
          makeNotification({ ...expiring, id: 'b', params: { platform: 'Google', days: 0 } }),
        ],
      });
      const { user } = renderLuna();
      const dialog = await openPanel(user);
      const cards = await within(dialog).findAllByTestId('luna-notification');
      expect(cards[0]).toHaveTextContent('Your Google connection expires tomorrow.');
      expect(cards[1]).toHaveTextContent('Your Google connection expires today.');
    });

    it('an action takes the owner to its screen', async () => {
      fakeLunaApi({ notifications: [makeNotification()] });
      const { user } = renderLuna();
      const dialog = await openPanel(user);
      expect(await within(dialog).findByText('2 new 1–2 star reviews since you last looked.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('link', { name: 'See them' }));
      expect(await findLocation()).toBe('/reviews?stars=1,2');
    });

    it('Dismiss removes the card at once, tells the server, and the badge goes down', async () => {
      const api = fakeLunaApi({ pending: 1, notifications: [expiring, failed] });
      const { user } = renderLuna();
      expect(await screen.findByTestId('luna-badge')).toHaveTextContent('3');
      const dialog = await openPanel(user);
      const [first] = await within(dialog).findAllByTestId('luna-notification');
      await user.click(within(first!).getByRole('button', { name: 'Dismiss' }));
      expect(within(dialog).getAllByTestId('luna-notification')).toHaveLength(1);
      expect(api.calls(`POST /api/luna/notifications/${encodeURIComponent(expiring.id)}/dismiss`)).toHaveLength(1);
      await user.keyboard('{Escape}');
      expect(await screen.findByTestId('luna-badge')).toHaveTextContent('2');
    });

    it('a refused dismissal puts the card back in its place and says so', async () => {
      fakeLunaApi({ notifications: [expiring, failed], dismiss: { status: 500, body: { message: 'Database down' }, delayMs: 20 } });
      const { user } = renderLuna();
      const dialog = await openPanel(user);
      const [first] = await within(dialog).findAllByTestId('luna-notification');
      await user.click(within(first!).getByRole('button', { name: 'Dismiss' }));
      expect(within(dialog).getAllByTestId('luna-notification')).toHaveLength(1);
      expect(await screen.findByText("Couldn't dismiss")).toBeInTheDocument();
      const cards = within(dialog).getAllByTestId('luna-notification');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('Your Google connection expires in 3 days.');
    });
  });

  describe('Quick Help', () => {
    it('lists the three tours and starts one with the panel closed', async () => {
      fakeLunaApi({ pending: 0 });
      const { user, tours } = renderLuna();
      const dialog = await openPanel(user);
      const help = within(dialog).getByRole('region', { name: 'Quick Help' });
      const buttons = within(help).getAllByRole('button');
      expect(buttons).toHaveLength(3);
      await user.click(buttons[1]!);
      expect(tours.start).toHaveBeenCalledWith('ai-settings');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });
});
