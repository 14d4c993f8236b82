import { z } from 'zod';
import { ZGuardrailFindingSchema } from './guardrails';
import { PLATFORMS } from '../platforms';

/**
 * What a platform's refusal was about, as the server's PlatformError names it (`unknown`: a failure that
 * did not come from the platform). The owner reads each in the `reasons` catalog's `problems`.
 */
export const PLATFORM_PROBLEMS = [
  'unauthenticated',
  'api_not_enabled',
  'rate_limited',
  'permission_denied',
  'not_found',
  'invalid_request',
  'invalid_grant',
  'unavailable',
  'deprecated',
  'unknown',
] as const;
export type PlatformProblem = (typeof PLATFORM_PROBLEMS)[number];

/** What keeps a review from auto-posting whatever its stars (the guardrails' risk routing). */
export const RISK_FLAGS = ['legal', 'health_safety', 'hygiene', 'discrimination', 'police'] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** Google's documented moderation verdicts; the set is open, so any other value is shown as Google gives it. */
export const KNOWN_POLICY_VIOLATIONS = [
  'FAKE_ENGAGEMENT',
  'OFFENSIVE',
  'PERSONAL_INFO',
  'ADVERTISING_AND_SOLICITATION',
  'HARASSMENT',
  'HATE_SPEECH',
  'OFF_TOPIC',
  'GENERIC_VIOLATION',
  'MODERATION_ERROR',
] as const;

const platform = z.enum(PLATFORMS);
const onPlatform = z.object({ platform });
const problem = z.object({ platform, problem: z.enum(PLATFORM_PROBLEMS) });

/**
 * Why a reply failed or came back to the owner, or why a connection's sync failed, as data rather than a
 * sentence, so the owner reads it in their own language (`common/reasons/reason-message.ts`). Stored
 * beside the English text columns (`status_reason_code`, `last_sync_error_code`).
 */
export const ZReasonSchema = z.discriminatedUnion('code', [
  /** The review lost its connection (the platform was disconnected). */
  z.object({ code: z.literal('notConnected'), params: onPlatform }),
  z.object({ code: z.literal('reviewGone'), params: onPlatform }),
  z.object({ code: z.literal('alreadyReplied'), params: onPlatform }),
  z.object({ code: z.literal('reviewEdited'), params: onPlatform }),
  /** The guardrails stopped the reply just before posting; worded from the `guardrails` catalog. */
  z.object({ code: z.literal('guardrailHold'), params: z.object({ finding: ZGuardrailFindingSchema }) }),
  /** The platform refused the post or did not answer (while retrying, or for good). */
  z.object({ code: z.literal('postFailed'), params: problem }),
  /** The platform's moderation did not publish the reply; `violation` is its reason as given, if any. */
  z.object({ code: z.literal('moderationRejected'), params: z.object({ platform, violation: z.string().nullable() }) }),
  /** Auto-approval left the reply for the owner because the review mentions these. */
  z.object({ code: z.literal('autoApprovalHeld'), params: z.object({ risks: z.array(z.enum(RISK_FLAGS)).min(1) }) }),
  z.object({ code: z.literal('accessRevoked'), params: onPlatform }),
  z.object({ code: z.literal('syncFailed'), params: problem }),
]);
export type TReason = z.infer<typeof ZReasonSchema>;
export type ReasonCode = TReason['code'];

export const REASON_CODES: readonly ReasonCode[] = ZReasonSchema.options.map((option) => option.shape.code.value);
