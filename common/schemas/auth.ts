import { z } from 'zod';
import { LANGUAGES } from '../languages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const ZEmailSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(254)
  .pipe(z.email('Invalid email address'))
  .transform((email) => email.toLowerCase());

export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZRegisterRequestSchema = z.object({
  email: ZEmailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX_LENGTH),
  fullName: z.string().trim().max(200).optional().nullable(),
  /** The interface language the visitor signed up in, so their settings start in it. */
  uiLanguage: z.enum(LANGUAGES).optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

export const ZUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  subscriptionPlan: z.enum(['free', 'starter', 'professional', 'enterprise']),
  subscriptionStatus: z.string(),
  oauthProvider: z.enum(['google', 'apple']).optional(),
  hasPassword: z.boolean(),
});
export type TUser = z.infer<typeof ZUserSchema>;

export const ZUserResponseSchema = z.object({ user: ZUserSchema });
export type TUserResponse = z.infer<typeof ZUserResponseSchema>;

export const ZForgotPasswordRequestSchema = z.object({ email: ZEmailSchema });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'Required').max(200),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX_LENGTH),
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;

export const ZOkResponseSchema = z.object({ ok: z.literal(true) });
