import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from '@common/schemas/auth';
import { mockApi, renderWithProviders, testUser } from '@web/test/render';
import { PLANS } from '../plans';
import { BillingPage } from './billing-page';

function renderBilling(user: Partial<TUser>) {
  mockApi({ 'GET /api/auth/me': { body: { user: testUser(user) } } });
  renderWithProviders(<BillingPage />, { path: '/billing' });
}

const planCard = (name: string) => screen.getByRole('heading', { name }).closest<HTMLElement>('[data-slot="card"]')!;

describe('BillingPage', () => {
  it('shows the free plan as current, the upgrade pitch and three plans to upgrade to', async () => {
    renderBilling({ subscriptionPlan: 'free', subscriptionStatus: 'active' });
    const current = (await screen.findByRole('heading', { name: 'Current Plan' })).closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(current).getByTestId('current-plan-name')).toHaveTextContent('Free');
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(within(current).queryByTestId('current-plan-price')).not.toBeInTheDocument();
    expect(within(current).getByText('Upgrade to unlock premium features')).toBeInTheDocument();
    expect(within(current).getByText('Get unlimited reviews, advanced AI, and priority support')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Available Plans' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upgrade' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Current Plan' })).not.toBeInTheDocument();
    expect(within(planCard('Starter')).getByText('149')).toBeInTheDocument();
    expect(within(planCard('Professional')).getByText('299')).toBeInTheDocument();
    expect(within(planCard('Professional')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('999')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('API access')).toBeInTheDocument();
    expect(within(planCard('Starter')).queryByText('Most Popular')).not.toBeInTheDocument();

    expect(screen.getByText('No billing history available')).toBeInTheDocument();
    expect(screen.getByText('Your invoices will appear here after your first payment')).toBeInTheDocument();
  });

  it("marks the user's plan 'Current Plan', disabled, and shows its price per month", async () => {
    renderBilling({ subscriptionPlan: 'professional' });
    await screen.findByRole('heading', { name: 'Available Plans' });
    const button = within(planCard('Professional')).getByRole('button', { name: 'Current Plan' });
    expect(button).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Upgrade' })).toHaveLength(2);
    expect(screen.getByTestId('current-plan-price')).toHaveTextContent('299 DKK/mo');
    expect(screen.queryByText('Upgrade to unlock premium features')).not.toBeInTheDocument();
  });

  it('shows a status other than active as a destructive badge', async () => {
    renderBilling({ subscriptionPlan: 'starter', subscriptionStatus: 'past_due' });
    const badge = (await screen.findByText('Past due')).closest('[data-slot="badge"]');
    expect(badge).toHaveClass('bg-destructive');
  });

  it('says plan changes are coming soon instead of doing nothing', async () => {
    renderBilling({ subscriptionPlan: 'free' });
    const [upgrade] = await screen.findAllByRole('button', { name: 'Upgrade' });
    expect(upgrade).toHaveAccessibleDescription('Changing plans online is coming soon.');
    await userEvent.setup().click(upgrade!);
    expect(await screen.findByText("Changing plans online isn't available yet. Your current plan stays as it is.")).toBeInTheDocument();
  });

  it('keeps the app plan set of spec §9', () => {
    expect(PLANS.map(({ id, price, currency, interval, popular }) => ({ id, price, currency, interval, popular }))).toEqual([
      { id: 'starter', price: 149, currency: 'DKK', interval: 'month', popular: undefined },
      { id: 'professional', price: 299, currency: 'DKK', interval: 'month', popular: true },
      { id: 'enterprise', price: 999, currency: 'DKK', interval: 'month', popular: undefined },
    ]);
  });
});
