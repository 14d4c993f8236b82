import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TourContext } from '@web/features/assistant/tours/tour-context';
import type { MockHandler } from '@web/test/render';
import { findLocation, renderWithProviders } from '@web/test/render';
import { LunaWidget } from '../luna-widget';
import { fakeLunaApi } from '../test/fake-luna-api';

async function openChat(chat?: MockHandler) {
  const api = fakeLunaApi({ pending: 3, chat });
  renderWithProviders(
    <TourContext.Provider value={{ start: vi.fn(), active: null }}>
      <LunaWidget />
    </TourContext.Provider>,
    { path: '/dashboard' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Luna, your assistant/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Luna' });
  await user.click(within(dialog).getByRole('button', { name: 'Ask Luna a Question' }));
  const box = within(dialog).getByRole('textbox', { name: 'Your question for Luna' });
  return { api, user, dialog, box, send: within(dialog).getByRole('button', { name: 'Send' }) };
}

const log = () => screen.getByRole('log', { name: 'Conversation with Luna' });
const messages = () => within(log()).queryAllByTestId('luna-message');

describe('Luna chat', () => {
  it("toggles between 'Ask Luna a Question' and 'Hide Chat', and puts the cursor in the box", async () => {
    const { user, dialog, box } = await openChat();
    expect(box).toHaveFocus();
    expect(box).toHaveClass('min-h-[60px]');
    const hide = within(dialog).getByRole('button', { name: 'Hide Chat' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ask Luna a Question' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Send is disabled while the box is blank', async () => {
    const { user, box, send } = await openChat();
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(messages()).toHaveLength(0);
    await user.type(box, 'hi');
    expect(send).toBeEnabled();
  });

  it("Enter sends the question, 'Thinking...' shows while waiting and Send is disabled, then the answer", async () => {
    const { api, user, box, send } = await openChat(({ body }) => ({
      body: { response: `There are 3 reviews waiting (${(body as { message: string }).message}).` },
      // Long enough for the checks made while waiting, on a slow machine too.
      delayMs: 1500,
    }));
    await user.type(box, 'how many reviews are waiting?{Enter}');
    expect(box).toHaveValue('');
    expect(within(log()).getByText('Thinking...')).toBeInTheDocument();
    await user.type(box, 'next one');
    expect(send).toBeDisabled();
    expect(await within(log()).findByText('There are 3 reviews waiting (how many reviews are waiting?).', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(log()).queryByText('Thinking...')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(api.calls('POST /api/luna/chat').map((call) => call.body)).toEqual([{ message: 'how many reviews are waiting?', location: 'all' }]);
    expect(messages().map((message) => message.dataset.role)).toEqual(['user', 'assistant']);
  });

  it('Shift+Enter starts a new line instead of sending', async () => {
    const { api, user, box } = await openChat();
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('first line\nsecond line');
    expect(api.calls('POST /api/luna/chat')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('POST /api/luna/chat').map((call) => call.body)).toEqual([{ message: 'first line\nsecond line', location: 'all' }]));
  });

  it('a failed request says so in the chat and puts the question back in the box', async () => {
    const { user, box, send } = await openChat({ status: 500, body: { message: 'Internal Server Error' } });
    await user.type(box, 'what do customers complain about?');
    await user.click(send);
    expect(await within(log()).findByText("Sorry, I couldn't answer just now. Your question is still in the box, so you can try again.")).toBeInTheDocument();
    expect(box).toHaveValue('what do customers complain about?');
    expect(box).toHaveFocus();
    expect(send).toBeEnabled();
  });

  it.each([
    [429, "You've asked a lot of questions in the last minute. Please wait a moment, then ask again."],
    [400, 'That question is longer than 1000 characters. Please shorten it and ask again.'],
  ])('a question refused with %i says why in the interface language and keeps the question', async (status, message) => {
    const { user, box } = await openChat({ status, body: { message: 'An English server message' } });
    await user.type(box, 'and again?{Enter}');
    expect(await within(log()).findByText(message)).toBeInTheDocument();
    expect(within(log()).queryByText('An English server message')).not.toBeInTheDocument();
    expect(box).toHaveValue('and again?');
  });

  it('keeps the conversation when the panel is closed and opened again', async () => {
    const { user, box } = await openChat();
    await user.type(box, 'hello{Enter}');
    expect(await within(log()).findByText('You asked: hello')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^Luna, your assistant/ }));
    await screen.findByRole('dialog', { name: 'Luna' });
    expect(within(log()).getByText('You asked: hello')).toBeInTheDocument();
    expect(messages()).toHaveLength(2);
  });

  it('renders in-app links as links and everything else as text', async () => {
    const answer =
      'Go to [Settings](/settings#automation). Not [this](http://evil.example), [that](javascript:alert(1)) or <img src=x onerror=alert(1)>.';
    const { user, box } = await openChat({ body: { response: answer } });
    await user.type(box, 'links?{Enter}');
    const reply = (await within(log()).findAllByTestId('luna-message'))[1]!;
    await waitFor(() => expect(reply).toHaveTextContent('Go to Settings.'));
    const links = within(reply).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/settings#automation');
    expect(reply).toHaveTextContent('Not [this](http://evil.example), [that](javascript:alert(1)) or <img src=x onerror=alert(1)>.');
    expect(reply.querySelector('img')).toBeNull();
    await user.click(links[0]!);
    expect(await findLocation()).toBe('/settings');
  });

  it('a suggested question is sent as it reads', async () => {
    const { api, user, dialog } = await openChat();
    await user.click(within(dialog).getByRole('button', { name: 'How many reviews are waiting?' }));
    await waitFor(() => expect(api.calls('POST /api/luna/chat').map((call) => call.body)).toEqual([{ message: 'How many reviews are waiting?', location: 'all' }]));
  });
});
