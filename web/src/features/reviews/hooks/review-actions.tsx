import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAiResponse, TReview } from '@common/schemas/reviews';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
import { useReasonMessage } from '@web/lib/reason-message';
import {
  approveResponse,
  bulkApprove,
  COUNTS_KEY,
  invalidateReviewLists,
  PENDING_KEY,
  regenerateResponse,
  replaceCachedReview,
  setResolvedOffline,
  updateResponse,
} from '../api/reviews-api';
import { WarningsConfirmDialog } from '../components/warnings-confirm-dialog';
import { failureMessage } from '../lib/review-helpers';

/** How long an approved card stays on screen with its 'Posted!' overlay before the list refreshes. */
export const POSTED_LINGER_MS = 1200;

export type ReviewActions = {
  /** Reviews whose reply is being approved or was just approved: shown faded with 'Posted!'. */
  postedIds: ReadonlySet<string>;
  /** Reviews whose reply is being regenerated. */
  regeneratingIds: ReadonlySet<string>;
  /**
   * Approve & Post. A reply the guardrails warned about is posted only once the owner confirms it;
   * `response` is the reply as just saved, when the caller saved an edit first.
   */
  approve: (review: TReview, response?: TAiResponse) => Promise<boolean>;
  /** Stores the resolvedOffline flag given (the checkbox's current state), then asks for a new reply. */
  regenerate: (review: TReview, options?: { resolvedOffline?: boolean; quiet?: boolean }) => Promise<boolean>;
  /** Saves the owner's words; the saved reply (with what the guardrails noticed), or null on failure. */
  saveResponse: (review: TReview, text: string, options?: { quiet?: boolean }) => Promise<TAiResponse | null>;
  setResolved: (review: TReview, resolvedOffline: boolean) => Promise<boolean>;
  /**
   * Approves several replies in one call (bulk-approve counts only pending ones). `reviewIds` are the
   * reviews on screen to mark 'Posted!' meanwhile; the marks are reverted if the call fails.
   */
  approveMany: (responseIds: string[], reviewIds: string[]) => Promise<{ approved: number; failed: number }>;
  /** After a refresh, reviews still in the list were not approved: their marks go. */
  reconcile: (presentReviewIds: string[]) => void;
  openEditor: (review: TReview) => void;
  /** Refreshes the lists after approvals, once the 'Posted!' marks have been seen. */
  refreshSoon: () => void;
};

const ReviewActionsContext = createContext<ReviewActions | null>(null);

export function useReviewActions(): ReviewActions {
  const actions = useContext(ReviewActionsContext);
  if (!actions) throw new Error('useReviewActions needs a ReviewActionsProvider');
  return actions;
}

const withId = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
const withoutId = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

export function ReviewActionsProvider({ children, onEdit }: { children: ReactNode; onEdit: (review: TReview) => void }) {
  const { t } = useTranslation('reviews');
  const reasonText = useReasonMessage();
  const queryClient = useQueryClient();
  const [postedIds, setPostedIds] = useState<ReadonlySet<string>>(new Set());
  const [regeneratingIds, setRegeneratingIds] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());
  const [confirmation, setConfirmation] = useState<{ reviewerName: string; response: TAiResponse; answer: (post: boolean) => void } | null>(null);

  const confirmWarnings = useCallback(
    (review: TReview, response: TAiResponse) =>
      response.warnings.length === 0
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => setConfirmation({ reviewerName: review.reviewerName, response, answer: resolve })),
    [],
  );
  const answerConfirmation = useCallback(
    (post: boolean) => {
      confirmation?.answer(post);
      setConfirmation(null);
    },
    [confirmation],
  );
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const failure = useCallback(
    (error: unknown, fallback: string) => toast({ variant: 'destructive', title: t('errors.title'), description: failureMessage(error, fallback) }),
    [t],
  );

  const refreshSoon = useCallback(() => {
    if (refreshTimer.current) clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      void invalidateReviewLists(queryClient);
    }, POSTED_LINGER_MS);
  }, [queryClient]);

  // Leaving the screen with a refresh still due: do it now, so the next screen reads fresh lists.
  useEffect(
    () => () => {
      if (refreshTimer.current) {
        clearTimeout(refreshTimer.current);
        void invalidateReviewLists(queryClient);
      }
    },
    [queryClient],
  );

  const approve = useCallback(
    async (review: TReview, response: TAiResponse | undefined = review.aiResponse) => {
      if (!response || inFlight.current.has(review.id)) return false;
      inFlight.current.add(review.id);
      if (!(await confirmWarnings(review, response))) {
        inFlight.current.delete(review.id);
        return false;
      }
      // Spec §4: the card is marked posted at once, and the mark is reverted on failure.
      setPostedIds((ids) => withId(ids, review.id));
      try {
        const result = await approveResponse(response.id);
        if (result.status === 'posted') toast({ title: t('toasts.postedTitle'), description: t('toasts.postedDescription') });
        else toast({ title: t('toasts.approvedTitle'), description: reasonText(result.statusReasonCode, result.statusReason) ?? undefined });
        refreshSoon();
        return true;
      } catch (error) {
        setPostedIds((ids) => withoutId(ids, review.id));
        // A refusal carries its reason, worded in the owner's language like the card's.
        if (error instanceof ApiError && error.reason) toast({ variant: 'destructive', title: t('errors.title'), description: reasonText(error.reason, error.serverMessage) ?? error.serverMessage });
        else failure(error, t('errors.approveOne'));
        // A refused post comes back as 'failed' with its reason: show it on the card.
        void queryClient.invalidateQueries({ queryKey: [PENDING_KEY] });
        return false;
      } finally {
        inFlight.current.delete(review.id);
      }
    },
    [confirmWarnings, failure, queryClient, reasonText, refreshSoon, t],
  );

  const regenerate = useCallback(
    async (review: TReview, options: { resolvedOffline?: boolean; quiet?: boolean } = {}) => {
      // The platform takes no reply to it (a Facebook rating without a story): nothing to draft.
      if (!review.canReply) return false;
      const resolvedOffline = options.resolvedOffline ?? review.resolvedOffline;
      setRegeneratingIds((ids) => withId(ids, review.id));
      try {
        const fresh = await regenerateResponse(review.id, resolvedOffline);
        replaceCachedReview(queryClient, review.id, () => fresh);
        if (!options.quiet) toast({ title: t('toasts.regeneratedTitle'), description: t('toasts.regeneratedDescription') });
        void queryClient.invalidateQueries({ queryKey: [COUNTS_KEY] });
        return true;
      } catch (error) {
        failure(error, t('errors.regenerate'));
        return false;
      } finally {
        setRegeneratingIds((ids) => withoutId(ids, review.id));
      }
    },
    [failure, queryClient, t],
  );

  const approveMany = useCallback(
    async (responseIds: string[], reviewIds: string[]) => {
      reviewIds.forEach((id) => inFlight.current.add(id));
      setPostedIds((ids) => new Set([...ids, ...reviewIds]));
      try {
        const result = await bulkApprove(responseIds);
        refreshSoon();
        return result;
      } catch (error) {
        setPostedIds((ids) => new Set([...ids].filter((id) => !reviewIds.includes(id))));
        void queryClient.invalidateQueries({ queryKey: [PENDING_KEY] });
        throw error;
      } finally {
        reviewIds.forEach((id) => inFlight.current.delete(id));
      }
    },
    [queryClient, refreshSoon],
  );

  const reconcile = useCallback((presentReviewIds: string[]) => {
    if (refreshTimer.current || inFlight.current.size > 0) return;
    setPostedIds((ids) => {
      const stale = presentReviewIds.filter((id) => ids.has(id));
      return stale.length === 0 ? ids : new Set([...ids].filter((id) => !stale.includes(id)));
    });
  }, []);

  const saveResponse = useCallback(
    async (review: TReview, text: string, options: { quiet?: boolean } = {}) => {
      if (!review.aiResponse) return null;
      try {
        const saved = await updateResponse(review.aiResponse.id, text);
        replaceCachedReview(queryClient, review.id, (cached) => ({ ...cached, aiResponse: saved }));
        if (!options.quiet)
          toast({
            title: t('toasts.updatedTitle'),
            description: saved.warnings.length ? t('warnings.savedWithWarnings', { count: saved.warnings.length }) : t('toasts.updatedDescription'),
          });
        return saved;
      } catch (error) {
        failure(error, t('errors.update'));
        return null;
      }
    },
    [failure, queryClient, t],
  );

  const setResolved = useCallback(
    async (review: TReview, resolvedOffline: boolean) => {
      replaceCachedReview(queryClient, review.id, (cached) => ({ ...cached, resolvedOffline }));
      try {
        const saved = await setResolvedOffline(review.id, resolvedOffline);
        replaceCachedReview(queryClient, review.id, (cached) => ({ ...cached, resolvedOffline: saved.resolvedOffline }));
        return true;
      } catch (error) {
        replaceCachedReview(queryClient, review.id, (cached) => ({ ...cached, resolvedOffline: !resolvedOffline }));
        failure(error, t('errors.resolved'));
        return false;
      }
    },
    [failure, queryClient, t],
  );

  const value = useMemo<ReviewActions>(
    () => ({ postedIds, regeneratingIds, approve, regenerate, approveMany, reconcile, saveResponse, setResolved, openEditor: onEdit, refreshSoon }),
    [postedIds, regeneratingIds, approve, regenerate, approveMany, reconcile, saveResponse, setResolved, onEdit, refreshSoon],
  );
  return (
    <ReviewActionsContext.Provider value={value}>
      {children}
      <WarningsConfirmDialog request={confirmation} onAnswer={answerConfirmation} />
    </ReviewActionsContext.Provider>
  );
}
