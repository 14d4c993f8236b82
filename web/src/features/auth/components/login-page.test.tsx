import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLocation, mockApi, renderWithProviders, testUser } from '@web/test/render';
import { LoginPage } from './login-page';

const signedOut = { status: 401, body: { message: 'Not signed in' } };

async function fillAndSubmit(email = 'anna@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('LoginPage', () => {
  it('shows the spec fields, links and OAuth buttons', () => {
    mockApi({ 'GET /api/auth/me': signedOut });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    // Full-page navigations to the server, not router links.
    expect(screen.getByRole('link', { name: /Google/ })).toHaveAttribute('href', '/api/oauth/google');
    expect(screen.getByRole('link', { name: /Apple/ })).toHaveAttribute('href', '/api/oauth/apple');
  });

  it('logs in with remember me, toasts and goes to the dashboard', async () => {
    const api = mockApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': { status: 200, body: { user: testUser() }, delayMs: 30 },
    });
    renderWithProviders(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'Anna@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    // Busy while the request is in flight.
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(await findLocation()).toBe('/dashboard');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged in.')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/login')).toHaveLength(1);
    expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({ email: 'anna@example.com', password: 'correct horse', rememberMe: true });
  });

  it('goes to a same-site `next` path after login', async () => {
    mockApi({ 'GET /api/auth/me': signedOut, 'POST /api/auth/login': { body: { user: testUser() } } });
    renderWithProviders(<LoginPage />, { path: '/login?next=%2Fbilling%3Ftab%3D1' });
    await fillAndSubmit();
    expect(await findLocation()).toBe('/billing?tab=1');
  });

  it('ignores a `next` that would leave the site', async () => {
    mockApi({ 'GET /api/auth/me': signedOut, 'POST /api/auth/login': { body: { user: testUser() } } });
    renderWithProviders(<LoginPage />, { path: '/login?next=%2F%2Fevil.example%2Fphish' });
    await fillAndSubmit();
    expect(await findLocation()).toBe('/dashboard');
  });

  it('shows a destructive "Login failed" toast with the server message and stays', async () => {
    mockApi({
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    const { router } = renderWithProviders(<LoginPage />, { path: '/login' });
    await fillAndSubmit('anna@example.com', 'wrong');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it("falls back to 'Invalid credentials' when the failure has no server message", async () => {
    mockApi({ 'GET /api/auth/me': signedOut });
    // A network failure: fetch itself rejects, so there is no server message.
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (url === '/api/auth/me') return new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 });
      throw new TypeError('Failed to fetch');
    }));
    renderWithProviders(<LoginPage />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
  });

  it('requires email and password before calling the server', async () => {
    const api = mockApi({ 'GET /api/auth/me': signedOut });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/auth/login')).toHaveLength(0);
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    mockApi({ 'GET /api/auth/me': { body: { user: testUser() } } });
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(await findLocation()).toBe('/dashboard');
  });

  it('returns to the page the app shell sent the visitor from', async () => {
    mockApi({ 'GET /api/auth/me': signedOut, 'POST /api/auth/login': { body: { user: testUser() } } });
    renderWithProviders(<LoginPage />, { path: '/login', state: { from: '/profile' } });
    await fillAndSubmit();
    expect(await findLocation()).toBe('/profile');
  });
});
