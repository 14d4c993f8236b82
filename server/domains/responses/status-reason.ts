import type { TReason } from '@common/schemas/reasons';

/**
 * Why a reply failed or came back to the owner: the English sentence kept for logs and older clients, and
 * the same as a reason the owner reads in their own language.
 */
export type StatusReason = { reason: string; reasonCode: TReason };

/** Both columns in one update, so the text and its reason are always written, and cleared, together. */
export const statusReasonColumns = (why: StatusReason | null) => ({ statusReason: why?.reason ?? null, statusReasonCode: why?.reasonCode ?? null });
