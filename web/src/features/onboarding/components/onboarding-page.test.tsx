import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import type { TPlatformConnection } from '@common/schemas/platforms';
import { externalNavigation } from '@web/features/platforms/lib/external-navigation';
import { findLocation, mockApi, renderWithProviders, type MockHandler } from '@web/test/render';
import { OnboardingPage } from './onboarding-page';

const SETTINGS = {
  uiLanguage: 'en',
  defaultTone: 'friendly',
  autoApprove5Star: false,
  autoApprove4Star: false,
  autoApprove3Star: false,
  autoApprove2Star: false,
  autoApprove1Star: false,
  customInstructions: null,
};

function renderOnboarding(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/settings': { body: SETTINGS },
    'GET /api/platforms': { body: [] },
    ...handlers,
  });
  return { api, ...renderWithProviders(<OnboardingPage />, { path: '/onboarding' }) };
}

const currentStep = () => screen.getByRole('navigation', { name: 'Onboarding steps' }).querySelector('[aria-current="step"]');

async function findToast(title: string) {
  const [node] = await screen.findAllByText(title, { selector: '[data-slot="toast"] *' });
  return node!.closest<HTMLElement>('[data-slot="toast"]')!;
}

describe('OnboardingPage', () => {
  it('walks through the three steps, saving the AI style choices on Continue', async () => {
    let saved: unknown;
    const { api } = renderOnboarding({
      'PATCH /api/settings': ({ body }) => {
        saved = body;
        return { body: { ...SETTINGS, ...(body as object) }, delayMs: 200 };
      },
    });
    const user = userEvent.setup();

    // Step 1: Connect Your Review Platforms.
    expect(await screen.findByRole('heading', { level: 2, name: 'Connect Your Review Platforms' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Connect platforms');
    expect(screen.getByRole('button', { name: 'Connect Google Business Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Facebook Reviews' })).toBeInTheDocument();
    const trustpilot = screen.getByRole('button', { name: 'Connect Trustpilot' }).closest('li')!;
    expect(within(trustpilot).getByText('Danish Platform')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Continue to Settings/ }));

    // Step 2: Set Your AI Response Style, friendly and every switch off by default.
    const styleTitle = await screen.findByRole('heading', { level: 2, name: 'Set Your AI Response Style' });
    expect(styleTitle).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Friendly/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Professional/ })).not.toBeChecked();
    for (const stars of [5, 4, 3]) expect(screen.getByRole('switch', { name: `Auto-approve ${stars}-star reviews` })).not.toBeChecked();
    expect(screen.getByText(/Language is auto-detected per review/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Casual/ }));
    await user.type(screen.getByLabelText(/Custom Instructions/), '  Sign as Mette.  ');
    await user.click(screen.getByRole('switch', { name: 'Auto-approve 5-star reviews' }));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();

    // Step 3: You're All Set.
    expect(await screen.findByRole('heading', { level: 2, name: "You're All Set" })).toBeInTheDocument();
    expect(saved).toEqual({
      defaultTone: 'casual',
      customInstructions: 'Sign as Mette.',
      autoApprove5Star: true,
      autoApprove4Star: false,
      autoApprove3Star: false,
    });
    expect(api.calls('PATCH /api/settings')).toHaveLength(1);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    for (const text of [
      'We monitor your connected platforms for new reviews around the clock.',
      "AI suggests a reply to every review, in your preferred tone and the reviewer's language.",
      'You get an email notification when a reply needs your approval.',
      'Approve replies in seconds from your dashboard.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: /Go to Dashboard/ }));
    expect(await findLocation()).toBe('/dashboard');
  });

  it('sends an empty custom instruction as null and keeps the choices when going Back', async () => {
    const { api } = renderOnboarding({ 'PATCH /api/settings': ({ body }) => ({ body: { ...SETTINGS, ...(body as object) } }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await user.click(await screen.findByRole('radio', { name: /Professional/ }));
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Connect Your Review Platforms' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Continue to Settings/ }));
    expect(await screen.findByRole('radio', { name: /Professional/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await screen.findByRole('heading', { level: 2, name: "You're All Set" });
    expect(api.calls('PATCH /api/settings')[0]?.body).toEqual({
      defaultTone: 'professional',
      customInstructions: null,
      autoApprove5Star: false,
      autoApprove4Star: false,
      autoApprove3Star: false,
    });
  });

  it('starts from the saved settings of a returning user', async () => {
    renderOnboarding({
      'GET /api/settings': { body: { ...SETTINGS, defaultTone: 'casual', customInstructions: 'Always sign as Mette.', autoApprove4Star: true } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Continue to Settings/ }));
    expect(await screen.findByRole('radio', { name: /Casual/ })).toBeChecked();
    expect(screen.getByLabelText(/Custom Instructions/)).toHaveValue('Always sign as Mette.');
    expect(screen.getByRole('switch', { name: 'Auto-approve 4-star reviews' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto-approve 5-star reviews' })).not.toBeChecked();
  });

  it("stays on step 2 with 'Failed to update settings' when saving fails", async () => {
    renderOnboarding({ 'PATCH /api/settings': { status: 500 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Continue to Settings/ }));
    await user.click(await screen.findByRole('button', { name: /^Continue/ }));
    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to update settings');
    expect(toast).toHaveClass('destructive');
    expect(screen.getByRole('heading', { level: 2, name: 'Set Your AI Response Style' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Continue/ })).toBeEnabled();
  });

  describe('Connect on step 1', () => {
    let go: MockInstance<(url: string) => void>;
    beforeEach(() => {
      go = vi.spyOn(externalNavigation, 'go').mockImplementation(() => {});
    });
    afterEach(() => go.mockRestore());

    it('runs the same connect flow as the Platforms screen', async () => {
      const authUrl = 'http://localhost:5206/o/oauth2/v2/auth?state=onboarding';
      const { api } = renderOnboarding({
        'GET /api/businesses': { body: [] },
        'POST /api/businesses': { status: 201, body: { id: 'b-new', name: 'My Business', industry: 'other', createdAt: '2026-11-22T10:00:00.000Z' } },
        'GET /api/auth/google/connect/b-new': { body: { authUrl } },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Google Business Profile' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith(authUrl));
      expect(api.calls('POST /api/businesses')[0]?.body).toEqual({ name: 'My Business', industry: 'other' });
    });

    it('Facebook runs the connect flow too', async () => {
      const authUrl = 'http://localhost:5208/v21.0/dialog/oauth?state=onboarding';
      renderOnboarding({
        'GET /api/businesses': { body: [{ id: 'b-1', name: 'My Business', industry: 'other', createdAt: '2026-11-22T10:00:00.000Z' }] },
        'GET /api/auth/facebook/connect/b-1': { body: { authUrl } },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Facebook Reviews' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith(authUrl));
    });

    it('Trustpilot runs the connect flow too', async () => {
      const authUrl = 'http://localhost:5207/authenticate?state=onboarding';
      renderOnboarding({
        'GET /api/businesses': { body: [{ id: 'b-1', name: 'My Business', industry: 'other', createdAt: '2026-11-22T10:00:00.000Z' }] },
        'GET /api/auth/trustpilot/connect/b-1': { body: { authUrl } },
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Trustpilot' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith(authUrl));
    });

    it('shows Google as connected when it already is', async () => {
      const google: TPlatformConnection = {
        id: 'c-1',
        businessId: 'b-1',
        platform: 'google',
        isActive: true,
        platformBusinessName: 'Café Nordlys',
        connectedAt: '2026-11-22T10:00:00.000Z',
        lastSyncAt: null,
        tokenExpiry: null,
      };
      renderOnboarding({ 'GET /api/platforms': { body: [google] } });
      expect(await screen.findByText('Connected')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Connect Google Business Profile' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Connect Facebook Reviews' })).toBeInTheDocument();
    });
  });
});
