import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting is validated here, once, at start. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalString.pipe(z.string().url().optional()),
  MAIL_FROM: z.string().default('Reputation AI <no-reply@reputation-ai.local>'),
  SUPPORT_EMAIL: optionalString.pipe(z.string().email().optional()),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_EMULATOR_URL: optionalString.pipe(z.string().url().optional()),
  EMULATOR_AUTO_CONSENT: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  EMULATOR_SEED_FILE: optionalString,
  APPLE_CLIENT_ID: optionalString,
  APPLE_TEAM_ID: optionalString,
  APPLE_KEY_ID: optionalString,
  APPLE_PRIVATE_KEY: optionalString,
  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic']).default('offline'),
  AI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  appSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string | undefined;
  trustProxy: boolean;
  authRateLimit: { perIp: number; perEmail: number; windowMinutes: number };
  google: GoogleConfig;
  apple: AppleConfig | undefined;
  ai: AiConfig;
};

/** The offline engine by default; any OpenAI-compatible endpoint or Anthropic when configured. */
export type AiConfig =
  | { provider: 'offline' }
  | { provider: 'openai' | 'anthropic'; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number; concurrency: number };

function aiConfig(e: z.infer<typeof envSchema>): AiConfig {
  if (e.AI_PROVIDER === 'offline') return { provider: 'offline' };
  if (!e.AI_MODEL) throw new ConfigError(`Invalid configuration:\n  AI_MODEL: required with AI_PROVIDER=${e.AI_PROVIDER}`);
  const defaultUrl = e.AI_PROVIDER === 'anthropic' ? 'https://api.anthropic.com' : 'https://api.openai.com/v1';
  return {
    provider: e.AI_PROVIDER,
    baseUrl: e.AI_BASE_URL ?? defaultUrl,
    apiKey: e.AI_API_KEY,
    model: e.AI_MODEL,
    timeoutMs: e.AI_TIMEOUT_MS,
    concurrency: e.AI_CONCURRENCY,
  };
}

/**
 * Google's real endpoints with our credentials; an emulator at a URL; the emulator inside this process
 * (the embedded demo: neither GOOGLE_CLIENT_ID nor DATABASE_URL set); or off.
 */
export type GoogleConfig =
  | { mode: 'real'; clientId: string; clientSecret: string }
  | { mode: 'emulator'; clientId: string; clientSecret: string; emulatorUrl: string }
  | { mode: 'embedded-emulator'; clientId: string; clientSecret: string; autoConsent: boolean; seedFile: string | undefined }
  | { mode: 'off' };

export type AppleConfig = { clientId: string; teamId: string; keyId: string; privateKey: string };

const EMULATOR_CLIENT = { clientId: 'reputation-ai-demo.apps.googleusercontent.com', clientSecret: 'emulator-secret' };

function googleConfig(e: z.infer<typeof envSchema>): GoogleConfig {
  if (e.GOOGLE_EMULATOR_URL) {
    return { mode: 'emulator', clientId: e.GOOGLE_CLIENT_ID ?? EMULATOR_CLIENT.clientId, clientSecret: e.GOOGLE_CLIENT_SECRET ?? EMULATOR_CLIENT.clientSecret, emulatorUrl: e.GOOGLE_EMULATOR_URL };
  }
  if (e.GOOGLE_CLIENT_ID) {
    if (!e.GOOGLE_CLIENT_SECRET) throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID');
    return { mode: 'real', clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET };
  }
  if (!e.DATABASE_URL) return { mode: 'embedded-emulator', ...EMULATOR_CLIENT, autoConsent: e.EMULATOR_AUTO_CONSENT, seedFile: e.EMULATOR_SEED_FILE };
  return { mode: 'off' };
}

function appleConfig(e: z.infer<typeof envSchema>): AppleConfig | undefined {
  const values = [e.APPLE_CLIENT_ID, e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY];
  if (values.every((value) => !value)) return undefined;
  if (values.some((value) => !value)) {
    throw new ConfigError('Invalid configuration:\n  APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: set all four or none');
  }
  // A PEM pasted into one environment line usually has its newlines escaped.
  return { clientId: e.APPLE_CLIENT_ID!, teamId: e.APPLE_TEAM_ID!, keyId: e.APPLE_KEY_ID!, privateKey: e.APPLE_PRIVATE_KEY!.replace(/\\n/g, '\n') };
}

export class ConfigError extends Error {}

/** Reads an existing secret from DATA_DIR/secret or writes a new one (mode 0600). */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.APP_SECRET) {
    throw new ConfigError('Invalid configuration:\n  APP_SECRET: required in production');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appSecret: e.APP_SECRET ?? embeddedSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMinutes: e.AUTH_RATE_LIMIT_WINDOW_MINUTES,
    },
    google: googleConfig(e),
    apple: appleConfig(e),
    ai: aiConfig(e),
  };
}
