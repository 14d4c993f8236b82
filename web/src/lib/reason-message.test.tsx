import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n, ResourceKey } from 'i18next';
import type { TReason } from '@common/schemas/reasons';
import { NotificationCard } from '@web/features/assistant/luna/components/notification-card';
import { makeNotification } from '@web/features/assistant/luna/test/fake-luna-api';
import { ResponseStatus } from '@web/features/history/components/response-status';
import { ReviewsPage } from '@web/features/reviews/components/reviews-page';
import { fakeReviewsApi, makeResponse, makeReview } from '@web/features/reviews/test/fake-reviews-api';
import { renderWithProviders } from '@web/test/render';

const danishCatalogs = import.meta.glob<ResourceKey>('../../../common/i18n/locales/da/*.json', { eager: true, import: 'default' });

/** Switches a rendered test app to Danish, with the real Danish catalogs. */
async function inDanish(i18n: I18n) {
  for (const [file, catalog] of Object.entries(danishCatalogs)) i18n.addResourceBundle('da', file.replace(/^.*\/([^/]+)\.json$/, '$1'), catalog);
  await act(() => i18n.changeLanguage('da'));
}

const ENGLISH_TEXT = 'Google did not publish this reply (OFF_TOPIC). Edit it and approve again.';
const REJECTED: TReason = { code: 'moderationRejected', params: { platform: 'google', violation: 'OFF_TOPIC' } };
const REJECTED_DA = 'Google har ikke offentliggjort svaret (begrundelse: indhold, der ikke vedrører emnet). Redigér det, og godkend det igen.';

beforeEach(() => localStorage.clear());

describe("a reason in the owner's language", () => {
  it('on a review card, in Danish, in place of the English text', async () => {
    fakeReviewsApi({
      reviews: [makeReview(1, { aiResponse: makeResponse({ status: 'failed', statusReason: ENGLISH_TEXT, statusReasonCode: REJECTED }) })],
    });
    const { i18n } = renderWithProviders(<ReviewsPage />, { path: '/reviews', routePath: '/reviews' });
    const card = await screen.findByTestId('review-card');
    expect(within(card).getByText(/did not publish this reply \(reason given: off-topic content\)/)).toBeInTheDocument();

    await inDanish(i18n);
    const notice = within(card).getByText('Ikke slået op:').closest('[role="note"]')!;
    expect(notice).toHaveTextContent(`Ikke slået op: ${REJECTED_DA}`);
    expect(card).not.toHaveTextContent(ENGLISH_TEXT);
  });

  it('on a review card, a guardrail hold in the guardrails wording', async () => {
    const held: TReason = { code: 'guardrailHold', params: { finding: { rule: 'personal_data', kind: 'phone', detail: '12 34 56 78' } } };
    fakeReviewsApi({ reviews: [makeReview(1, { aiResponse: makeResponse({ status: 'pending', statusReason: 'Not posted: …', statusReasonCode: held }) })] });
    const { i18n } = renderWithProviders(<ReviewsPage />, { path: '/reviews', routePath: '/reviews' });
    const card = await screen.findByTestId('review-card');
    await inDanish(i18n);
    const notice = within(card).getByText('Kræver din opmærksomhed:').closest('[role="note"]')!;
    expect(notice).toHaveTextContent('Kræver din opmærksomhed: Svaret indeholder et telefonnummer (»12 34 56 78«). Redigér svaret, og godkend det igen.');
  });

  it('in the toast of an Approve & Post the platform refused, in Danish', async () => {
    const review = makeReview(1);
    fakeReviewsApi({
      reviews: [review],
      handlers: { [`POST /api/ai-responses/${review.aiResponse!.id}/approve`]: { status: 502, body: { message: ENGLISH_TEXT, reason: REJECTED } } },
    });
    const { i18n } = renderWithProviders(<ReviewsPage />, { path: '/reviews', routePath: '/reviews' });
    const card = await screen.findByTestId('review-card');
    await inDanish(i18n);
    await userEvent.click(within(card).getByRole('button', { name: 'Godkend og slå op' }));
    expect(await screen.findByText(REJECTED_DA)).toBeInTheDocument();
    expect(screen.queryByText(ENGLISH_TEXT)).not.toBeInTheDocument();
  });

  it('in history, beside the status', async () => {
    const response = makeResponse({
      status: 'approved',
      statusReason: 'Internal error encountered.',
      statusReasonCode: { code: 'postFailed', params: { platform: 'google', problem: 'unavailable' } },
    });
    const { i18n } = renderWithProviders(<ResponseStatus response={response} />);
    expect(await screen.findByText('Google did not answer.')).toBeInTheDocument();
    await inDanish(i18n);
    expect(screen.getByText('Google svarede ikke.')).toBeInTheDocument();
  });

  it("in Luna's notification, in place of the server's English text", async () => {
    const notification = makeNotification({
      id: 'replyRejected:r1:1',
      code: 'replyRejected',
      params: { reviewer: 'Mette Hansen', reason: ENGLISH_TEXT },
      action: { code: 'open', to: '/reviews?review=r1' },
      reason: REJECTED,
    });
    const { i18n } = renderWithProviders(<NotificationCard notification={notification} onDismiss={() => {}} onNavigate={() => {}} />);
    await inDanish(i18n);
    expect(await screen.findByTestId('luna-notification')).toHaveTextContent(`Dit svar til Mette Hansen blev ikke offentliggjort: ${REJECTED_DA}`);
  });

  it("falls back to the server's English text on a row older than reasons", async () => {
    const response = makeResponse({ status: 'failed', statusReason: 'Google refused the reply.', statusReasonCode: null });
    renderWithProviders(<ResponseStatus response={response} />);
    expect(await screen.findByText('Google refused the reply.')).toBeInTheDocument();
  });
});
