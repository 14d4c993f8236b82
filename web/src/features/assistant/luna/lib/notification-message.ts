import { useTranslation } from 'react-i18next';
import type { TLunaNotification } from '@common/schemas/luna';
import { useReasonMessage } from '@web/lib/reason-message';

/**
 * A notification in the interface language: `luna:notifications.<code>` with the server's params. Worded
 * here rather than on the server, so a change of language needs no new request. A reply's reason comes as
 * data and is worded in the same language (the stored English text only stands in for older rows); the
 * days left on an expiring connection choose the wording ('today', 'tomorrow', 'in 3 days'), so they go in
 * as the count. Where the owner has several locations, a notification about one of them leads with its name.
 */
export function useNotificationMessage({ code, params, reason }: TLunaNotification): string {
  const { t } = useTranslation('luna');
  const reasonText = useReasonMessage();
  const worded = reasonText(reason, typeof params.reason === 'string' ? params.reason : null);
  const message = t(`notifications.${code}`, {
    ...params,
    ...(worded === null ? {} : { reason: worded }),
    ...(code === 'connectionExpiring' ? { count: params.days } : {}),
  });
  return params.location === undefined ? message : t('notifications.atLocation', { location: params.location, message });
}
