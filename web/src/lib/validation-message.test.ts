import { ZPasswordFormSchema, ZProfileFormSchema } from '@common/schemas/profile';
import { createTestI18n, englishResources } from '@web/test/render';
import { translateValidationMessage, validationKey } from './validation-message';

describe('validation messages', () => {
  it('maps every message of the shared schemas to a key of the validation namespace', () => {
    const messages = [
      ...(ZProfileFormSchema.safeParse({ fullName: 'A', email: '' }).error?.issues ?? []),
      ...(ZProfileFormSchema.safeParse({ fullName: 'Anna', email: 'nope' }).error?.issues ?? []),
      ...(ZPasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' }).error?.issues ?? []),
    ].map((issue) => issue.message);
    expect(new Set(messages)).toEqual(
      new Set([
        'Name must be at least 2 characters',
        'Required',
        'Invalid email address',
        'Current password is required',
        'Password must be at least 8 characters',
        "Passwords don't match",
      ]),
    );
    const catalog = englishResources.validation as Record<string, string>;
    for (const message of messages) {
      const key = validationKey(message);
      expect(key).not.toBe('invalidInput');
      // The English catalog says exactly what the schema says.
      expect(catalog[key]).toBe(message);
    }
  });

  it("falls back to 'Invalid input' for anything else", () => {
    const i18n = createTestI18n();
    expect(validationKey('Too big: expected string to have <=200 characters')).toBe('invalidInput');
    expect(validationKey(undefined)).toBe('invalidInput');
    expect(validationKey('toString')).toBe('invalidInput');
    expect(translateValidationMessage(i18n.t, 'Something odd')).toBe('Invalid input');
    expect(translateValidationMessage(i18n.t, "Passwords don't match")).toBe("Passwords don't match");
  });
});
