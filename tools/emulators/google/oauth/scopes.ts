/**
 * Scopes the emulator knows. Google answers with the long form of `email` and `profile`
 * (userinfo.email, userinfo.profile) in the token response, so adapters must compare with those.
 */
export const SCOPE_OPENID = 'openid';
export const SCOPE_EMAIL = 'https://www.googleapis.com/auth/userinfo.email';
export const SCOPE_PROFILE = 'https://www.googleapis.com/auth/userinfo.profile';
export const SCOPE_BUSINESS = 'https://www.googleapis.com/auth/business.manage';
export const SCOPE_BUSINESS_LEGACY = 'https://www.googleapis.com/auth/plus.business.manage';

const ALIASES: Record<string, string> = { email: SCOPE_EMAIL, profile: SCOPE_PROFILE };
const KNOWN = new Set([SCOPE_OPENID, SCOPE_EMAIL, SCOPE_PROFILE, SCOPE_BUSINESS, SCOPE_BUSINESS_LEGACY]);

/** Sign-in scopes Google always grants together; only the others can be unticked (granular consent). */
export const isBasicScope = (scope: string) => scope === SCOPE_OPENID || scope === SCOPE_EMAIL || scope === SCOPE_PROFILE;
export const isBusinessScope = (scope: string) => scope === SCOPE_BUSINESS || scope === SCOPE_BUSINESS_LEGACY;

export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  [SCOPE_OPENID]: 'Associate you with your personal info on Google',
  [SCOPE_EMAIL]: 'See your primary Google Account email address',
  [SCOPE_PROFILE]: 'See your personal info, including any personal info you\'ve made publicly available',
  [SCOPE_BUSINESS]: 'See, edit, create and delete your Google business listings (and reply to reviews)',
  [SCOPE_BUSINESS_LEGACY]: 'Manage your business listings on Google (legacy scope)',
};

/** Splits, expands aliases and de-duplicates; returns the unknown ones separately for invalid_scope. */
export function parseScopes(raw: string): { scopes: string[]; unknown: string[] } {
  const scopes: string[] = [];
  const unknown: string[] = [];
  for (const part of raw.split(/[\s+]+/).filter(Boolean)) {
    const scope = ALIASES[part] ?? part;
    if (!KNOWN.has(scope)) unknown.push(part);
    else if (!scopes.includes(scope)) scopes.push(scope);
  }
  return { scopes, unknown };
}

export const covers = (granted: string[], wanted: string[]) => wanted.every((s) => granted.includes(s));
