import { AlertTriangle, Ban, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAiResponse, TReview } from '@common/schemas/reviews';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/lib/i18n';
import { useReasonMessage } from '@web/lib/reason-message';
import { cn } from '@web/lib/utils';

const STATUS_STYLE: Record<TAiResponse['status'], string> = {
  posted: 'border-transparent bg-success/15 text-success',
  approved: 'border-transparent bg-primary/10 text-primary',
  rejected: 'border-transparent bg-muted text-muted-foreground',
  failed: 'border-transparent bg-destructive/12 text-destructive dark:bg-destructive/20',
  pending: 'border-transparent bg-warning/20 text-amber-700 dark:text-warning',
};

const STATUS_ICON = { posted: CheckCircle2, approved: Clock, rejected: Ban, failed: XCircle, pending: Clock } as const;

/** Posted, Approved, Rejected or Failed (pending never reaches history, but is named if it does). */
export function StatusBadge({ status }: { status: TAiResponse['status'] }) {
  const { t } = useTranslation('history');
  const Icon = STATUS_ICON[status];
  return (
    <Badge className={STATUS_STYLE[status]} data-testid="status-badge">
      <Icon aria-hidden />
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * The status badge with what goes with it: the time an approved reply is scheduled for, and the
 * reason a reply failed or is waiting for a retry.
 */
export function ResponseStatus({ response, className }: { response: TAiResponse; className?: string }) {
  const { t } = useTranslation('history');
  const reasonText = useReasonMessage();
  const scheduled = response.status === 'approved' && response.scheduledFor;
  const reason = (response.status === 'failed' || response.status === 'approved') && reasonText(response.statusReasonCode, response.statusReason);
  return (
    <div className={cn('grid justify-items-start gap-1', className)}>
      <StatusBadge status={response.status} />
      {scheduled && (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          {t('status.scheduledFor', { date: formatDateTime(scheduled) })}
        </span>
      )}
      {reason && (
        <span
          className={cn(
            'inline-flex items-start gap-1 text-xs',
            response.status === 'failed' ? 'text-destructive' : 'text-amber-700 dark:text-warning',
          )}
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-3 shrink-0" />
          <span>{reason}</span>
        </span>
      )}
    </div>
  );
}
