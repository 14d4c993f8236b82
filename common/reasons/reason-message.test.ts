import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '../languages';
import { PLATFORM_NAMES } from '../platforms';
import { KNOWN_POLICY_VIOLATIONS, PLATFORM_PROBLEMS, REASON_CODES, RISK_FLAGS, ZReasonSchema, type TReason } from '../schemas/reasons';
import { reasonMessage } from './reason-message';

const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'i18n', 'locales', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** Every reason the server writes, with each problem, risk and known verdict at least once. */
const REASONS: TReason[] = [
  { code: 'notConnected', params: { platform: 'google' } },
  { code: 'reviewGone', params: { platform: 'google' } },
  { code: 'alreadyReplied', params: { platform: 'trustpilot' } },
  { code: 'reviewEdited', params: { platform: 'facebook' } },
  { code: 'guardrailHold', params: { finding: { rule: 'personal_data', kind: 'phone', detail: '12 34 56 78' } } },
  ...PLATFORM_PROBLEMS.map((problem): TReason => ({ code: 'postFailed', params: { platform: 'google', problem } })),
  ...KNOWN_POLICY_VIOLATIONS.map((violation): TReason => ({ code: 'moderationRejected', params: { platform: 'google', violation } })),
  { code: 'moderationRejected', params: { platform: 'google', violation: null } },
  { code: 'autoApprovalHeld', params: { risks: [...RISK_FLAGS] } },
  { code: 'accessRevoked', params: { platform: 'google' } },
  ...PLATFORM_PROBLEMS.map((problem): TReason => ({ code: 'syncFailed', params: { platform: 'google', problem } })),
];

function catalogsIn(language: Language) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { reasons: catalog(language, 'reasons'), guardrails: catalog(language, 'guardrails'), topics: catalog(language, 'topics') } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const translate = (ns: string) => (key: string, options?: Record<string, unknown>) => i18n.t(key, { ...options, ns });
  return { reasons: translate('reasons'), guardrails: translate('guardrails'), topics: translate('topics') };
}

it('the samples cover every code, and each is a valid reason', () => {
  expect(new Set(REASONS.map((reason) => reason.code))).toEqual(new Set(REASON_CODES));
  for (const reason of REASONS) expect(ZReasonSchema.parse(reason)).toEqual(reason);
});

describe.each(LANGUAGES)('reasonMessage in %s', (language) => {
  const catalogs = catalogsIn(language);
  const message = (reason: TReason) => reasonMessage(reason, language, catalogs);
  const reasons = catalog(language, 'reasons');

  it.each(REASONS.map((reason) => [`${reason.code} ${JSON.stringify(reason.params)}`, reason] as const))('%s reads as a sentence with its parameters filled', (_name, reason) => {
    const text = message(reason);
    expect(text).not.toMatch(/\{\{|\}\}|\bundefined\b|\bnull\b|problems\.|risks\.|policyViolations\./);
    expect(text).toMatch(/[.!]$/u);
    // Only a failure on our side names no platform.
    const ours = reason.code === 'postFailed' && reason.params.problem === 'unknown';
    if ('platform' in reason.params && !ours) expect(text).toContain(PLATFORM_NAMES[reason.params.platform]);
  });

  it('words the guardrail that held a reply with the guardrails catalog', () => {
    const phone = (catalog(language, 'guardrails').personal_data as Record<string, string>).phone!.replace('{{detail}}', '12 34 56 78');
    expect(message(REASONS.find((reason) => reason.code === 'guardrailHold')!)).toContain(phone);
  });

  it("names each risk and Google's verdict in the reader's words, and an unknown verdict as Google gives it", () => {
    const held = message({ code: 'autoApprovalHeld', params: { risks: ['legal', 'police'] } });
    for (const risk of ['legal', 'police']) expect(held).toContain((reasons.risks as Record<string, string>)[risk]);
    const offTopic = message({ code: 'moderationRejected', params: { platform: 'google', violation: 'OFF_TOPIC' } });
    expect(offTopic).toContain((reasons.policyViolations as Record<string, string>).OFF_TOPIC);
    expect(offTopic).not.toContain('OFF_TOPIC');
    expect(message({ code: 'moderationRejected', params: { platform: 'google', violation: 'SOMETHING_NEW' } })).toContain('SOMETHING_NEW');
  });

  it("words a failed sync with the platform's problem", () => {
    const problem = (reasons.problems as Record<string, string>).unavailable!.replaceAll('{{platform}}', 'Google');
    expect(message({ code: 'syncFailed', params: { platform: 'google', problem: 'unavailable' } })).toContain(problem);
  });
});

it('refuses a reason without its params or with an unknown code', () => {
  expect(ZReasonSchema.safeParse({ code: 'postFailed', params: { platform: 'google' } }).success).toBe(false);
  expect(ZReasonSchema.safeParse({ code: 'somethingElse', params: {} }).success).toBe(false);
  expect(ZReasonSchema.safeParse({ code: 'autoApprovalHeld', params: { risks: [] } }).success).toBe(false);
});
