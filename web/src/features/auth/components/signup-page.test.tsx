import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLocation, mockApi, renderWithProviders, testUser } from '@web/test/render';
import { SignupPage } from './signup-page';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignupPage', () => {
  it('has the spec fields, OAuth buttons and links', () => {
    mockApi({});
    renderWithProviders(<SignupPage />, { path: '/signup' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Google/ })).toHaveAttribute('href', '/api/oauth/google');
    expect(screen.getByRole('link', { name: /Apple/ })).toHaveAttribute('href', '/api/oauth/apple');
  });

  it('sends the interface language, toasts and goes to onboarding', async () => {
    const api = mockApi({ 'POST /api/auth/register': { status: 201, body: { user: testUser() } } });
    renderWithProviders(<SignupPage />, { path: '/signup', language: 'da' });
    await fillAndSubmit('new@example.com', 'long enough');
    expect(await findLocation()).toBe('/onboarding');
    expect(api.calls('POST /api/auth/register')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'long enough',
      uiLanguage: 'da',
    });
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText("Welcome to Reputation AI. Let's get started.")).toBeInTheDocument();
  });

  it('refuses a password under 8 characters without calling the server', async () => {
    const api = mockApi({});
    renderWithProviders(<SignupPage />, { path: '/signup' });
    await fillAndSubmit('new@example.com', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/register')).toHaveLength(0);
  });

  it('shows "Signup failed" with the server message', async () => {
    mockApi({ 'POST /api/auth/register': { status: 409, body: { message: 'An account with this email already exists.' } } });
    const { router } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await fillAndSubmit('taken@example.com', 'long enough');
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });
});
