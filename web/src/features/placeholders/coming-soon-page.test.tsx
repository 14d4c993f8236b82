import { screen } from '@testing-library/react';
import { renderWithProviders } from '@web/test/render';
import { ComingSoonPage, type PlaceholderScreen } from './coming-soon-page';

const TITLES: Record<PlaceholderScreen, string> = {
  dashboard: 'Dashboard',
  reviews: 'Reviews',
  history: 'Review History',
  onboarding: 'Onboarding',
  settings: 'Reputation Settings',
  platforms: 'Platform Connections',
  notifications: 'Notification Preferences',
};

describe('ComingSoonPage', () => {
  it.each(Object.entries(TITLES) as [PlaceholderScreen, string][])('%s: says honestly that it is coming', (screenName, title) => {
    renderWithProviders(<ComingSoonPage screen={screenName} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText(/isn't available yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // No untranslated keys leak onto the page.
    expect(document.body.textContent).not.toMatch(/screens\.|point\d/);
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });
});
