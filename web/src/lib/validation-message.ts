import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/**
 * The shared zod schemas (common/schemas) speak English, because the server answers with the same
 * messages. On screen each known message is shown in the interface language through the `validation`
 * namespace; anything else falls back to the library's generic 'Invalid input', as spec §8 says.
 */
const MESSAGE_KEYS = {
  Required: 'required',
  'Invalid email address': 'invalidEmail',
  'Name must be at least 2 characters': 'nameMin',
  'Password must be at least 8 characters': 'passwordMin',
  "Passwords don't match": 'passwordsDontMatch',
  'Current password is required': 'currentPasswordRequired',
} as const satisfies Record<string, string>;

export type ValidationKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS] | 'invalidInput';

/** The `validation` namespace key for a schema message; unknown messages map to 'invalidInput'. */
export function validationKey(message: string | undefined): ValidationKey {
  if (message && Object.hasOwn(MESSAGE_KEYS, message)) return MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return 'invalidInput';
}

/** Translates a schema message with a `t` bound to (or including) the `validation` namespace. */
export function translateValidationMessage(t: TFunction, message: string | undefined): string {
  return t(validationKey(message), { ns: 'validation' });
}

/**
 * For forms: `const message = useValidationMessage(); … {message(errors.email)}`.
 * Returns undefined when there is no error, so it can be rendered conditionally.
 */
export function useValidationMessage() {
  const { t } = useTranslation('validation');
  return useCallback(
    (error: { message?: string } | undefined): string | undefined =>
      error ? translateValidationMessage(t, error.message) : undefined,
    [t],
  );
}
