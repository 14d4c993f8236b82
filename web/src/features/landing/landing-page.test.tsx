import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { LandingPage } from './landing-page';
import { priceParts, formatPrice } from './lib/format-price';

const renderLanding = (path = '/') => renderWithProviders(<LandingPage />, { path, routePath: '/' });

afterEach(() => vi.restoreAllMocks());

describe('LandingPage', () => {
  it('shows every section in the spec order, the anchored ones under their ids', () => {
    const { container } = renderLanding();
    const main = container.querySelector('main')!;
    const sectionTitles = [...main.querySelectorAll(':scope > section')].map((section) => {
      const labelledBy = section.getAttribute('aria-labelledby')!;
      return [section.id, container.querySelector(`#${labelledBy}`)?.textContent];
    });
    expect(sectionTitles).toEqual([
      ['', 'The smartest AI-powered review management for local businesses'],
      ['', 'Reputation AI in numbers'],
      ['benefits', 'Spend your time on guests, not on review replies'],
      ['features', 'From new review to thoughtful reply in three steps'],
      ['', 'Works where your customers leave reviews'],
      ['pricing', 'Simple, transparent pricing'],
      ['testimonials', 'Loved by local businesses'],
      ['', 'Ideas to grow your local business'],
      ['', 'Ready to take control of your online reputation?'],
    ]);
    expect(container.querySelector('footer')).toBeInTheDocument();
  });

  it('has the header anchors, the language select, the theme toggle, Log In and Sign Up', async () => {
    renderLanding();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const anchors = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(anchors).toEqual([
      ['Benefits', '#benefits'],
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['Customers', '#testimonials'],
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    // The theme toggle appears twice (desktop row and mobile bar); CSS shows one of them.
    expect(within(header).getAllByRole('button', { name: 'Switch to dark mode' })).toHaveLength(2);
  });

  it('sends every call to action to /signup', () => {
    renderLanding();
    const getStarted = screen.getAllByRole('link', { name: /Get Started Today/ });
    expect(getStarted).toHaveLength(2); // hero and closing call to action
    for (const link of getStarted) expect(link).toHaveAttribute('href', '/signup');
    const cta = screen.getByRole('region', { name: 'Ready to take control of your online reputation?' });
    expect(within(cta).getByRole('link', { name: /Get Started Today/ })).toHaveAttribute('href', '/signup');
    for (const name of ['Start Free Trial', 'Start your free trial']) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', '/signup');
    }
  });

  it('scrolls smoothly to the features when See How It Works is pressed', async () => {
    const scrolled: Array<{ id: string; options: unknown }> = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
      scrolled.push({ id: this.id, options });
    });
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'See How It Works' }));
    expect(scrolled).toEqual([{ id: 'features', options: { behavior: 'smooth', block: 'start' } }]);
  });

  it('scrolls to the section a header anchor names and puts it in the URL', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    const { router } = renderLanding();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(scrolled).toEqual(['pricing']));
    expect(router.state.location.hash).toBe('#pricing');
  });

  it('opens and closes the mobile menu', async () => {
    renderLanding();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = document.getElementById('landing-mobile-menu')!;
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#benefits',
      '#features',
      '#pricing',
      '#testimonials',
      '/login',
      '/signup',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('landing-mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('shows the three landing plans with DKK prices and the VAT note', () => {
    renderLanding();
    const pricing = screen.getByRole('region', { name: 'Simple, transparent pricing' });
    const plans = within(pricing).getAllByTestId(/^plan-/);
    expect(plans.map((plan) => within(plan).getByRole('heading', { level: 3 }).textContent)).toEqual(['Free Trial', 'Standard', 'Enterprise']);
    expect(plans[0]).toHaveTextContent(/DKK\s0 for 14 days/);
    expect(plans[0]).toHaveTextContent('Full Standard access');
    expect(plans[0]).toHaveTextContent('1 location');
    expect(plans[0]).toHaveTextContent('Then choose a paid plan');
    expect(plans[1]).toHaveTextContent(/DKK\s299 per month/);
    expect(plans[1]).toHaveTextContent('Unlimited reviews');
    expect(plans[1]).toHaveTextContent('Most popular');
    expect(plans[2]).toHaveTextContent(/DKK\s999 per month/);
    expect(plans[2]).toHaveTextContent('Multiple locations');
    expect(plans[2]).toHaveTextContent('SMS and email notifications');
    expect(plans[2]).toHaveTextContent('Priority support');
    expect(within(pricing).getByText('VAT may apply; cancel anytime.')).toBeInTheDocument();
  });

  it('shows the headline statistics, the platforms, three testimonials and three blog teasers', () => {
    renderLanding();
    const stats = screen.getByRole('region', { name: 'Reputation AI in numbers' });
    for (const value of ['+35%', '57%', 'Up to 25%', '200+', '10,000+', '8 hours']) expect(within(stats).getByText(value)).toBeInTheDocument();

    const platforms = screen.getByRole('region', { name: 'Works where your customers leave reviews' });
    expect(within(platforms).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Google',
      'Trustpilot',
      'Facebook',
      'More platforms coming soon',
    ]);

    const testimonials = screen.getByRole('region', { name: 'Loved by local businesses' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
    expect(testimonials).toHaveTextContent('Café Solsort');

    const blog = screen.getByRole('region', { name: 'Ideas to grow your local business' });
    const teasers = within(blog).getAllByRole('article');
    expect(teasers).toHaveLength(3);
    for (const teaser of teasers) expect(within(teaser).getByRole('link')).toHaveAttribute('href', '/blog');
    expect(teasers[0]).toHaveTextContent('12.11.2026'); // Danish date format, as everywhere
  });

  it('lists the benefits the spec claims', () => {
    renderLanding();
    const benefits = screen.getByRole('region', { name: 'Spend your time on guests, not on review replies' });
    for (const claim of [
      '24/7 monitoring',
      'Realistic posting delays',
      'Sentiment analytics',
      '10+ hours saved weekly',
      'Your tone and style',
      'Edit any response before posting',
      'Setup in 5 minutes',
    ]) {
      expect(within(benefits).getByRole('heading', { name: claim })).toBeInTheDocument();
    }
    expect(benefits).toHaveTextContent('2 to 8 hours');
  });

  it('links the footer to about, blog and integrations', () => {
    renderLanding();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Integrations', '/integrations'],
      ['Log In', '/login'],
      ['Sign Up', '/signup'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('scrolls to the section of a shared /#hash link', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    renderLanding('/#testimonials');
    await waitFor(() => expect(scrolled).toEqual(['testimonials']));
  });
});

describe('price formatting', () => {
  it('writes DKK where the locale puts its currency, without decimals', () => {
    expect(formatPrice(299, 'en')).toBe('DKK\u00a0299');
    expect(formatPrice(299, 'da')).toBe('299\u00a0DKK');
    expect(formatPrice(999, 'de')).toBe('999\u00a0DKK');
    expect(priceParts(0, 'fr').filter((part) => part.type !== 'literal')).toEqual([
      { type: 'amount', value: '0' },
      { type: 'currency', value: 'DKK' },
    ]);
  });
});
