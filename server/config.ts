import { createHmac, randomBytes } from 'node:crypto';
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
  GOOGLE_PUBSUB_TOPIC: optionalString.pipe(z.string().regex(/^projects\/[^/]+\/topics\/[^/]+$/, 'must be projects/{project}/topics/{topic}').optional()),
  GOOGLE_PUBSUB_PUSH_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  TRUSTPILOT_API_KEY: optionalString,
  TRUSTPILOT_API_SECRET: optionalString,
  TRUSTPILOT_EMULATOR_URL: optionalString.pipe(z.string().url().optional()),
  TRUSTPILOT_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_EMULATOR_URL: optionalString.pipe(z.string().url().optional()),
  FACEBOOK_WEBHOOK_VERIFY_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  FACEBOOK_GRAPH_VERSION: z.string().regex(/^v\d+\.\d$/, 'must look like v21.0').default('v21.0'),
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
  google: PlatformConfig;
  trustpilot: PlatformConfig;
  facebook: PlatformConfig & { graphVersion: string };
  push: PushConfig;
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
 * A review platform's real endpoints with our credentials; its emulator at a URL; the emulator inside
 * this process (the embedded demo: no credentials and no DATABASE_URL); or off.
 */
export type PlatformConfig =
  | { mode: 'real'; clientId: string; clientSecret: string }
  | { mode: 'emulator'; clientId: string; clientSecret: string; emulatorUrl: string }
  | { mode: 'embedded-emulator'; clientId: string; clientSecret: string; autoConsent: boolean; seedFile: string | undefined }
  | { mode: 'off' };

/**
 * What authenticates a platform's push: Google's Pub/Sub push carries a token of ours in its URL,
 * Trustpilot signs its webhook with a shared secret, Meta signs with the app secret and checks the
 * subscription with a verify token of ours. Derived from APP_SECRET when not set, so the demo
 * and a single deployment need nothing more.
 */
export type PushConfig = { googlePubsubTopic: string | undefined; googlePushToken: string; trustpilotWebhookSecret: string; facebookVerifyToken: string };

export type AppleConfig = { clientId: string; teamId: string; keyId: string; privateKey: string };

type PlatformEnv = { id: string | undefined; secret: string | undefined; emulatorUrl: string | undefined; names: [string, string] };

/** The emulators' own application credentials, the ones their built-in worlds register. */
const EMULATOR_CLIENTS = {
  google: { clientId: 'reputation-ai-demo.apps.googleusercontent.com', clientSecret: 'emulator-secret' },
  trustpilot: { clientId: 'reputation-ai-demo-api-key', clientSecret: 'emulator-api-secret' },
  facebook: { clientId: '1000000000000001', clientSecret: 'emulator-app-secret' },
};

function platformConfig(e: z.infer<typeof envSchema>, env: PlatformEnv, emulatorClient: { clientId: string; clientSecret: string }): PlatformConfig {
  if (env.emulatorUrl) {
    return { mode: 'emulator', clientId: env.id ?? emulatorClient.clientId, clientSecret: env.secret ?? emulatorClient.clientSecret, emulatorUrl: env.emulatorUrl };
  }
  if (env.id) {
    if (!env.secret) throw new ConfigError(`Invalid configuration:\n  ${env.names[1]}: required with ${env.names[0]}`);
    return { mode: 'real', clientId: env.id, clientSecret: env.secret };
  }
  if (!e.DATABASE_URL) return { mode: 'embedded-emulator', ...emulatorClient, autoConsent: e.EMULATOR_AUTO_CONSENT, seedFile: e.EMULATOR_SEED_FILE };
  return { mode: 'off' };
}

const derivedSecret = (appSecret: string, label: string) => createHmac('sha256', appSecret).update(label).digest('base64url');

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
  const appSecret = e.APP_SECRET ?? embeddedSecret(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appSecret,
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
    google: platformConfig(
      e,
      { id: e.GOOGLE_CLIENT_ID, secret: e.GOOGLE_CLIENT_SECRET, emulatorUrl: e.GOOGLE_EMULATOR_URL, names: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] },
      EMULATOR_CLIENTS.google,
    ),
    trustpilot: platformConfig(
      e,
      { id: e.TRUSTPILOT_API_KEY, secret: e.TRUSTPILOT_API_SECRET, emulatorUrl: e.TRUSTPILOT_EMULATOR_URL, names: ['TRUSTPILOT_API_KEY', 'TRUSTPILOT_API_SECRET'] },
      EMULATOR_CLIENTS.trustpilot,
    ),
    facebook: {
      ...platformConfig(
        e,
        { id: e.FACEBOOK_APP_ID, secret: e.FACEBOOK_APP_SECRET, emulatorUrl: e.FACEBOOK_EMULATOR_URL, names: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] },
        EMULATOR_CLIENTS.facebook,
      ),
      graphVersion: e.FACEBOOK_GRAPH_VERSION,
    },
    push: {
      googlePubsubTopic: e.GOOGLE_PUBSUB_TOPIC,
      googlePushToken: e.GOOGLE_PUBSUB_PUSH_TOKEN ?? derivedSecret(appSecret, 'google-pubsub-push'),
      trustpilotWebhookSecret: e.TRUSTPILOT_WEBHOOK_SECRET ?? derivedSecret(appSecret, 'trustpilot-webhook'),
      facebookVerifyToken: e.FACEBOOK_WEBHOOK_VERIFY_TOKEN ?? derivedSecret(appSecret, 'facebook-webhook-verify'),
    },
    apple: appleConfig(e),
    ai: aiConfig(e),
  };
}
