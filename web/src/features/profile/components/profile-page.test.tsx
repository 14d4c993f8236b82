import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from '@common/schemas/auth';
import { mockApi, renderWithProviders, testUser, type MockHandler } from '@web/test/render';
import { ProfilePage } from './profile-page';

function renderProfile(user: TUser, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/profile': { body: { user } }, ...handlers });
  renderWithProviders(<ProfilePage />, { path: '/profile' });
  return api;
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest<HTMLElement>('[data-slot="card"]')!;

describe('ProfilePage', () => {
  it('shows a spinner, then the personal information from /api/profile', async () => {
    renderProfile(testUser({ fullName: 'Anna Jensen', phone: '+45 11 22 33 44' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Anna Jensen');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+45 11 22 33 44');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('placeholder', '+45 12 34 56 78');
  });

  it('shows the validation messages of the shared schema', async () => {
    const api = renderProfile(testUser());
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'A');
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(api.calls('PATCH /api/profile')).toHaveLength(0);
  });

  it('saves the profile, refreshes it and toasts', async () => {
    let saved = testUser({ fullName: 'Anna Jensen' });
    const api = renderProfile(saved, {
      'GET /api/profile': () => ({ body: { user: saved } }),
      'PATCH /api/profile': ({ body }) => {
        saved = { ...saved, ...(body as Partial<TUser>) };
        return { body: { user: saved }, delayMs: 20 };
      },
    });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Anna Holm');
    await user.type(screen.getByLabelText('Phone Number'), '+45 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(api.calls('PATCH /api/profile')[0]?.body).toEqual({ fullName: 'Anna Holm', email: 'anna@example.com', phone: '+45 12 34 56 78' });
    await waitFor(() => expect(api.calls('GET /api/profile')).toHaveLength(2));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Anna Holm');
  });

  it("toasts 'Error' with the server message when saving fails", async () => {
    renderProfile(testUser(), {
      'PATCH /api/profile': { status: 409, body: { message: 'Another account already uses this email address.' } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Another account already uses this email address.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('hides Change Password when the account has no password', async () => {
    renderProfile(testUser({ hasPassword: false, oauthProvider: 'google' }));
    await screen.findByLabelText('Full Name');
    expect(screen.queryByRole('heading', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('disables Unlink and warns when a linked account has no password', async () => {
    const api = renderProfile(testUser({ hasPassword: false, oauthProvider: 'google' }));
    await screen.findByLabelText('Full Name');
    const accounts = card('Connected Accounts');
    expect(within(accounts).getByText('Google')).toBeInTheDocument();
    expect(within(accounts).getByText('Connected')).toBeInTheDocument();
    const unlink = within(accounts).getByRole('button', { name: /Unlink/ });
    expect(unlink).toBeDisabled();
    expect(
      within(accounts).getByText('Set a password first before unlinking your OAuth account to prevent being locked out.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(unlink);
    expect(api.calls('POST /api/profile/unlink-oauth')).toHaveLength(0);
  });

  it('unlinks a linked account when the user has a password', async () => {
    let current = testUser({ oauthProvider: 'apple' });
    const api = renderProfile(current, {
      'GET /api/profile': () => ({ body: { user: current } }),
      'POST /api/profile/unlink-oauth': () => {
        current = testUser();
        return { body: { user: current }, delayMs: 20 };
      },
    });
    await screen.findByLabelText('Full Name');
    const accounts = card('Connected Accounts');
    expect(within(accounts).getByText('Apple')).toBeInTheDocument();
    expect(within(accounts).queryByText(/Set a password first/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(accounts).getByRole('button', { name: 'Unlink Apple' }));
    expect(await within(accounts).findByRole('button', { name: 'Unlinking...' })).toBeDisabled();
    expect(await screen.findByText('OAuth unlinked')).toBeInTheDocument();
    expect(api.calls('POST /api/profile/unlink-oauth')).toHaveLength(1);
    expect(await within(accounts).findByText('No connected accounts. Link your Google or Apple account for easier sign-in.')).toBeInTheDocument();
  });

  it('offers Connect Google and Connect Apple when nothing is linked', async () => {
    renderProfile(testUser());
    await screen.findByLabelText('Full Name');
    expect(screen.getByText('No connected accounts. Link your Google or Apple account for easier sign-in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Google' })).toHaveAttribute('href', '/api/oauth/google');
    expect(screen.getByRole('link', { name: 'Connect Apple' })).toHaveAttribute('href', '/api/oauth/apple');
  });

  it('checks the password form and clears it after a change', async () => {
    const api = renderProfile(testUser(), { 'PATCH /api/profile/password': { body: { ok: true } } });
    const user = userEvent.setup();
    await screen.findByLabelText('Full Name');
    expect(screen.getByText('Must be at least 8 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current Password'), 'old secret');
    await user.type(screen.getByLabelText('New Password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new secret 2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(api.calls('PATCH /api/profile/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(api.calls('PATCH /api/profile/password')[0]?.body).toEqual({ currentPassword: 'old secret', newPassword: 'new secret 1' });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it("toasts the server's reason when the current password is wrong", async () => {
    renderProfile(testUser(), {
      'PATCH /api/profile/password': { status: 400, body: { message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current Password'), 'wrong one');
    await user.type(screen.getByLabelText('New Password'), 'new secret 1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('wrong one');
  });
});
