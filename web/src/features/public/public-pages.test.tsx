import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@web/test/render';
import { AboutPage } from './about-page';
import { BlogPage } from './blog-page';
import { IntegrationsPage } from './integrations-page';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("is titled '404 Page Not Found' and leads back home", async () => {
    const { router } = renderWithProviders(<NotFoundPage />, { path: '/no/such/page', routePath: '*' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(document.title).toBe('404 Page Not Found · Reputation AI');
    const main = screen.getByRole('main');
    await userEvent.click(within(main).getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('public layout', () => {
  it('has the logo, Back to Home and Log In in the header, and the footer links', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Reputation AI, home' })).toHaveAttribute('href', '/');
    expect(within(header).getAllByRole('link', { name: 'Back to Home' })[0]).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
  });
});

describe('AboutPage', () => {
  it('states the mission', () => {
    renderWithProviders(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Every local business deserves to be heard');
    expect(screen.getByText(/^Our mission is to give local businesses the time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get Started Today/ })).toHaveAttribute('href', '/signup');
  });
});

describe('BlogPage', () => {
  it('says the blog is coming soon', () => {
    renderWithProviders(<BlogPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Reputation AI blog');
    expect(screen.getByRole('main')).toHaveTextContent('Coming soon');
  });
});

describe('IntegrationsPage', () => {
  it('says the directory is coming soon and lists Google, Trustpilot and Facebook as available', () => {
    renderWithProviders(<IntegrationsPage />, { path: '/integrations' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Integrations');
    const list = screen.getByRole('list', { name: 'Review platforms' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.text-lg')?.textContent)).toEqual(['Google', 'Trustpilot', 'Facebook']);
    expect(screen.getByRole('main')).toHaveTextContent('Coming soon');
    for (const item of items) expect(item).toHaveTextContent('Available');
  });
});
