import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZEmailSchema } from './auth';

/** Empty strings mean "clear this field". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const ZProfileUpdateSchema = z.object({
  fullName: z.preprocess(
    emptyToNull,
    z.string().trim().min(2, 'Name must be at least 2 characters').max(200).nullable().optional(),
  ),
  email: ZEmailSchema.optional(),
  phone: z.preprocess(emptyToNull, z.string().trim().max(40).nullable().optional()),
});
export type TProfileUpdate = z.input<typeof ZProfileUpdateSchema>;

/** The Profile screen's form: the same rules, with email required. */
export const ZProfileFormSchema = ZProfileUpdateSchema.extend({ email: ZEmailSchema });

export const ZPasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX_LENGTH),
});
export type TPasswordChange = z.input<typeof ZPasswordChangeSchema>;

export const ZPasswordFormSchema = ZPasswordChangeSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.confirmPassword === form.newPassword,
  { message: "Passwords don't match", path: ['confirmPassword'] },
);
export type TPasswordForm = z.input<typeof ZPasswordFormSchema>;
