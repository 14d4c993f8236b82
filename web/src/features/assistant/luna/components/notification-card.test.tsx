import { act, screen } from '@testing-library/react';
import type { ResourceKey } from 'i18next';
import type { TLunaNotification } from '@common/schemas/luna';
import { renderWithProviders } from '@web/test/render';
import { makeNotification } from '../test/fake-luna-api';
import { NotificationCard } from './notification-card';

const danishCatalogs = import.meta.glob<ResourceKey>('../../../../../../common/i18n/locales/da/*.json', { eager: true, import: 'default' });

const syncFailed = (overrides: Partial<TLunaNotification>) =>
  makeNotification({
    id: 'syncFailed:c1:1',
    code: 'syncFailed',
    params: { platform: 'Google', reason: 'Google did not answer: fetch failed' },
    action: { code: 'reconnect', to: '/platforms' },
    ...overrides,
  });

const renderCard = (notification: TLunaNotification) =>
  renderWithProviders(<NotificationCard notification={notification} onDismiss={() => {}} onNavigate={() => {}} />);

describe("Luna's notification of a failed sync", () => {
  it('says why in the interface language (Danish), in place of the English text', async () => {
    const { i18n } = renderCard(syncFailed({ reason: { code: 'syncFailed', params: { platform: 'google', problem: 'rate_limited' } } }));
    const card = await screen.findByTestId('luna-notification');
    expect(card).toHaveTextContent(
      "Syncing with Google failed. Google was busy and asked us to wait a little. I'll keep trying every few hours. If it keeps failing, try reconnecting Google.",
    );

    for (const [file, catalog] of Object.entries(danishCatalogs)) i18n.addResourceBundle('da', file.replace(/^.*\/([^/]+)\.json$/, '$1'), catalog);
    await act(() => i18n.changeLanguage('da'));
    expect(card).toHaveTextContent(
      'Synkroniseringen med Google mislykkedes. Google havde travlt og bad os vente lidt. Jeg prøver igen med få timers mellemrum. Bliver det ved med at mislykkes, så prøv at forbinde Google igen.',
    );
    expect(card).not.toHaveTextContent('fetch failed');
  });

  it("shows the server's English text for a failure stored before reasons", async () => {
    renderCard(syncFailed({ reason: null }));
    expect(await screen.findByTestId('luna-notification')).toHaveTextContent(/^Google did not answer: fetch failed I'll keep trying/);
  });
});

describe("Luna's notifications about one location", () => {
  const lowRatings = (params: TLunaNotification['params']) =>
    makeNotification({ id: 'newNegativeReviews:1', code: 'newNegativeReviews', params, action: { code: 'review', to: '/reviews?stars=1,2' } });

  it('counts them for an owner with one location', async () => {
    renderCard(lowRatings({ count: 2 }));
    expect(await screen.findByTestId('luna-notification')).toHaveTextContent(/^2 new 1–2 star reviews since you last looked\./);
  });

  it('names the location where the owner has several', async () => {
    renderCard(lowRatings({ count: 1, location: 'Hotel Havblik' }));
    expect(await screen.findByTestId('luna-notification')).toHaveTextContent(/^Hotel Havblik: 1 new 1–2 star review since you last looked\./);
  });

  it('leads a failed reply with its location where the owner has several', async () => {
    renderCard(makeNotification({ id: 'replyFailed:r1:1', code: 'replyFailed', params: { reviewer: 'Bo', reason: 'Down.', location: 'Salon Nordlys' }, action: null }));
    expect(await screen.findByTestId('luna-notification')).toHaveTextContent(/^Salon Nordlys: Your reply to Bo could not be posted: Down\./);
  });
});
