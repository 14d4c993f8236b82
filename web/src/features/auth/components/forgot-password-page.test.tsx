import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@web/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('posts the address and shows the success state naming it', async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': { body: { ok: true } } });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText("We've sent password reset instructions to anna@example.com.")).toBeInTheDocument();
    expect(api.calls('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'anna@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
  });

  it('requires a valid email address', async () => {
    const api = mockApi({});
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.calls()).toHaveLength(0);
  });

  it('shows the rate-limit message in a toast and keeps the form', async () => {
    mockApi({ 'POST /api/auth/forgot-password': { status: 429, body: { message: 'Too many attempts. Please try again in 15 minutes.' } } });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.queryByText(/We've sent password reset instructions/)).not.toBeInTheDocument();
  });
});
