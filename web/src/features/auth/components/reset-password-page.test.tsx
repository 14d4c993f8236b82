import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@web/test/render';
import { ResetPasswordPage } from './reset-password-page';

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ResetPasswordPage', () => {
  it("says \"Passwords don't match\" and sends nothing when the two differ", async () => {
    const api = mockApi({});
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await submit('new password 1', 'new password 2');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).toHaveLength(0);
  });

  it('requires 8 characters', async () => {
    mockApi({});
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    await submit('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('sets the password with the token and offers to log in', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': { body: { ok: true } } });
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=tok%2B123' });
    await submit('brand new secret', 'brand new secret');
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(api.calls('POST /api/auth/reset-password')[0]?.body).toEqual({ token: 'tok+123', password: 'brand new secret' });
    // The toast and the page both say so.
    expect(screen.getAllByText('Password updated').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server message and a way to a new link when the token is refused', async () => {
    const message = 'This reset link is invalid or has expired. Please request a new one.';
    mockApi({ 'POST /api/auth/reset-password': { status: 400, body: { message, fields: { token: message } } } });
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=used' });
    await submit('brand new secret', 'brand new secret');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('says at once that a link without a token cannot be used', () => {
    mockApi({});
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByText('This reset link is invalid or has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Update Password' })).not.toBeInTheDocument();
  });
});
