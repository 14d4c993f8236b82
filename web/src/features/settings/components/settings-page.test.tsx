import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSettings } from '@common/schemas/settings';
import { changeLanguage } from '@web/lib/i18n';
import { findLocation, mockApi, renderWithProviders, type MockHandler } from '@web/test/render';
import { testSettings } from '../test/test-settings';
import { SettingsPage } from './settings-page';

vi.mock('@web/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@web/lib/i18n')>()),
  changeLanguage: vi.fn(async () => {}),
}));

// jsdom lacks the pointer-capture and scrolling calls Radix Select makes when it opens.
const scrollIntoView = vi.fn();
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollIntoView.mockClear();
  vi.mocked(changeLanguage).mockClear();
});

/** A settings API that remembers what was saved, like the server. */
function renderSettings(initial: Partial<TSettings> = {}, handlers: Record<string, MockHandler> = {}, path = '/settings') {
  let current = testSettings(initial);
  const api = mockApi({
    'GET /api/settings': () => ({ body: current }),
    'PATCH /api/settings': ({ body }) => {
      current = { ...current, ...(body as Partial<TSettings>) };
      return { body: current, delayMs: 20 };
    },
    ...handlers,
  });
  const view = renderWithProviders(<SettingsPage />, { path, routePath: '/settings' });
  return { api, ...view };
}

const saveButton = () => screen.getByRole('button', { name: /^(Save Changes|Saving\.\.\.|Saved ✓)$/ });

describe('SettingsPage', () => {
  it('shows the cards in order and a clean form as Saved ✓', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Reputation Settings' })).toBeInTheDocument();
    expect(screen.getByText('Fine-tune how AI manages your online reputation')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeDisabled();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Interface Language',
      'Response Tone',
      'Email Contact & Complaint Follow-up',
      'Auto-Approval by Rating',
      'Posting Hours',
      'Notifications',
      'Advanced Settings',
    ]);
    expect(screen.getByRole('radio', { name: 'Friendly Recommended' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Negative reviews only Recommended' })).toHaveAccessibleDescription(
      'Only for 1-2 star reviews, to follow up on complaints',
    );
    expect(screen.getByText('We recommend starting with 5 stars only, then adding 4 stars once you trust the responses.')).toBeInTheDocument();
  });

  it('marks the form dirty on an edit, saves every field and returns to Saved ✓', async () => {
    const { api } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Casual' }));
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(saveButton()).toBeEnabled();
    await user.type(screen.getByLabelText('Contact Email'), 'anna@cafe.dk');
    await user.click(screen.getByRole('radio', { name: 'All reviews' }));
    expect(screen.getByRole('radio', { name: 'Never' })).not.toBeChecked();

    await user.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Your preferences have been saved successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeDisabled();
    expect(api.calls('PATCH /api/settings')[0]?.body).toEqual({
      uiLanguage: 'en',
      defaultTone: 'casual',
      autoApprove5Star: false,
      autoApprove4Star: false,
      autoApprove3Star: false,
      autoApprove2Star: false,
      autoApprove1Star: false,
      postingHoursStart: 9,
      postingHoursEnd: 17,
      contactName: null,
      contactEmail: 'anna@cafe.dk',
      includeContactEmail: 'all',
      customInstructions: null,
      forceLanguage: null,
      historyRetentionDays: 90,
      keywordAlerts: null,
      responseMinWords: 10,
      responseMaxWords: 100,
      responseDelayMin: 30,
      responseDelayMax: 240,
    });
    await waitFor(() => expect(api.calls('GET /api/settings').length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's reason in the 'Failed to update settings' toast and stays dirty", async () => {
    renderSettings({}, {
      'PATCH /api/settings': {
        status: 400,
        body: { message: 'Invalid settings: responseMinWords must not be greater than responseMaxWords' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Professional' }));
    await user.click(saveButton());
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(screen.getByText('Invalid settings: responseMinWords must not be greater than responseMaxWords')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Save Changes');
  });

  it('asks before enabling 2-star auto-approval: Cancel leaves it off, Enable Anyway turns it on', async () => {
    renderSettings();
    const user = userEvent.setup();
    const twoStar = await screen.findByRole('switch', { name: 'Auto-approve 2-star reviews' });
    await user.click(twoStar);
    let dialog = await screen.findByRole('alertdialog', { name: 'Enable Auto-Approval for 2-Star Reviews?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(twoStar).not.toBeChecked();
    expect(saveButton()).toHaveTextContent('Saved ✓');

    await user.click(twoStar);
    dialog = await screen.findByRole('alertdialog', { name: 'Enable Auto-Approval for 2-Star Reviews?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enable Anyway' }));
    await waitFor(() => expect(twoStar).toBeChecked());
    expect(saveButton()).toHaveTextContent('Save Changes');
  });

  it('applies 4- and 5-star switches and turning off at once, with their risk labels', async () => {
    renderSettings({ autoApprove3Star: true });
    const user = userEvent.setup();
    const five = await screen.findByRole('switch', { name: 'Auto-approve 5-star reviews' });
    await user.click(five);
    await user.click(screen.getByRole('switch', { name: 'Auto-approve 4-star reviews' }));
    await user.click(screen.getByRole('switch', { name: 'Auto-approve 3-star reviews' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(five).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto-approve 4-star reviews' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto-approve 3-star reviews' })).not.toBeChecked();

    const automation = document.getElementById('automation')!;
    expect(within(automation).getByText('Safe')).toBeInTheDocument();
    expect(within(automation).getByText('Low Risk')).toBeInTheDocument();
    expect(within(automation).getByText('Risky')).toBeInTheDocument();
    expect(within(automation).getAllByText('Not Recommended')).toHaveLength(2);
    // The backlog is the owner's to approve: the server auto-approves only reviews written after connecting.
    expect(within(automation).getByText(/answers reviews written after you connected the platform/)).toBeInTheDocument();
  });

  it('applies the interface language at once and marks the form dirty', async () => {
    const { api } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Dansk' }));
    expect(changeLanguage).toHaveBeenCalledWith('da');
    expect(saveButton()).toHaveTextContent('Save Changes');
    await user.click(saveButton());
    await screen.findByText('Settings saved');
    expect(api.calls('PATCH /api/settings')[0]?.body).toMatchObject({ uiLanguage: 'da' });
  });

  it("applies the server's saved interface language on load", async () => {
    renderSettings({ uiLanguage: 'de' });
    await screen.findByRole('button', { name: 'Saved ✓' });
    expect(changeLanguage).toHaveBeenCalledWith('de');
  });

  it('adds keywords trimmed and lowercased, ignores empty and repeated ones, and removes them', async () => {
    const { api } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Advanced Settings' }));
    const input = screen.getByRole('textbox', { name: 'New keyword' });
    await user.type(input, '  Hygiene  {Enter}');
    expect(input).toHaveValue('');
    const list = () => screen.getByRole('list', { name: 'Keyword Alerts' });
    expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['hygiene']);

    await user.type(input, 'HYGIENE');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(input).toHaveValue('');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(input, 'Refund{Enter}');
    expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['hygiene', 'refund']);

    await user.click(screen.getByRole('button', { name: 'Remove hygiene' }));
    expect(within(list()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['refund']);
    await user.click(saveButton());
    await screen.findByText('Settings saved');
    expect(api.calls('PATCH /api/settings')[0]?.body).toMatchObject({ keywordAlerts: ['refund'] });
  });

  it('falls back or clamps the number inputs on blur', async () => {
    const { api } = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Advanced Settings' }));
    const minWords = screen.getByLabelText('Minimum words');
    const maxWords = screen.getByLabelText('Maximum words');
    const minDelay = screen.getByLabelText('Minimum delay');
    const maxDelay = screen.getByLabelText('Maximum delay');
    expect(minWords).toHaveAccessibleDescription('5-50 words');
    expect(maxDelay).toHaveAccessibleDescription('0-1440 minutes');

    await user.clear(minWords);
    await user.tab();
    expect(minWords).toHaveValue(10);
    await user.clear(maxWords);
    await user.type(maxWords, '300');
    await user.tab();
    expect(maxWords).toHaveValue(200);
    await user.clear(minDelay);
    await user.type(minDelay, '-5');
    await user.tab();
    expect(minDelay).toHaveValue(0);
    await user.clear(maxDelay);
    await user.tab();
    expect(maxDelay).toHaveValue(240);
    await user.clear(minWords);
    await user.type(minWords, '3');
    await user.tab();
    expect(minWords).toHaveValue(5);

    await user.click(saveButton());
    await screen.findByText('Settings saved');
    expect(api.calls('PATCH /api/settings')[0]?.body).toMatchObject({
      responseMinWords: 5,
      responseMaxWords: 200,
      responseDelayMin: 0,
      responseDelayMax: 240,
    });
  });

  it('scrolls to the section named by the URL hash', async () => {
    renderSettings({}, {}, '/settings#automation');
    await screen.findByRole('button', { name: 'Saved ✓' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('automation'));
  });

  describe('leaving with unsaved changes', () => {
    async function leaveDirty(handlers: Record<string, MockHandler> = {}) {
      const view = renderSettings({}, handlers);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: 'Casual' }));
      await user.click(screen.getByRole('link', { name: 'Manage Notifications' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved Changes' });
      return { ...view, user, dialog };
    }

    it('does not ask when nothing changed', async () => {
      renderSettings();
      await userEvent.setup().click(await screen.findByRole('link', { name: 'Manage Notifications' }));
      expect(await findLocation()).toBe('/notifications');
    });

    it('Discard Changes continues to the held link without saving', async () => {
      const { user, dialog, api } = await leaveDirty();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));
      expect(await findLocation()).toBe('/notifications');
      expect(api.calls('PATCH /api/settings')).toHaveLength(0);
    });

    it('Save & Continue saves, then continues', async () => {
      const { user, dialog, api } = await leaveDirty();
      await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));
      expect(await findLocation()).toBe('/notifications');
      expect(api.calls('PATCH /api/settings')[0]?.body).toMatchObject({ defaultTone: 'casual' });
    });

    it('Save & Continue stays on the dialog and toasts when saving fails', async () => {
      const { user, dialog, api } = await leaveDirty({ 'PATCH /api/settings': { status: 500, body: { message: 'Database unavailable' } } });
      await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));
      expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
      expect(api.calls('PATCH /api/settings')).toHaveLength(1);
      expect(screen.getByRole('alertdialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save & Continue' })).toBeEnabled();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    });
  });
});
