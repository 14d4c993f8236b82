import { DECISION_BUTTONS, emulatorPage } from '../shared/emulator-page';
import { escapeHtml } from '../shared/http';
import { isBasicScope, isBusinessScope, SCOPE_DESCRIPTIONS } from './oauth/scopes';
import type { EmulatedUser } from './types';

/**
 * The emulator's consent screen. It says plainly that it is not Google, because it is used in demos
 * where someone might otherwise believe they are granting a real Google account to the product.
 */

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f1f3f4; color: #202124; margin: 0; }
  main { max-width: 480px; margin: 40px auto; background: #fff; border: 1px solid #dadce0; border-radius: 8px; padding: 32px; }
  .banner { background: #fef7e0; border: 2px solid #f9ab00; border-radius: 6px; padding: 12px 14px; margin-bottom: 24px; font-size: 14px; }
  .banner strong { display: block; font-size: 16px; margin-bottom: 4px; }
  h1 { font-size: 22px; font-weight: 500; margin: 0 0 8px; }
  p, li, label { font-size: 14px; line-height: 1.5; }
  code { background: #f1f3f4; padding: 1px 4px; border-radius: 3px; word-break: break-all; }
  fieldset { border: 1px solid #dadce0; border-radius: 6px; margin: 16px 0; padding: 8px 14px; }
  legend { font-size: 13px; color: #5f6368; padding: 0 4px; }
  .scope { display: flex; gap: 8px; align-items: flex-start; margin: 6px 0; }
  .actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 24px; }
  button { font-size: 14px; padding: 9px 22px; border-radius: 4px; cursor: pointer; border: 1px solid #dadce0; background: #fff; color: #1a73e8; }
  button.allow { background: #1a73e8; color: #fff; border-color: #1a73e8; }
`;

const page = (title: string, body: string) => emulatorPage({ platform: 'Google', standsInFor: 'sign-in and consent screen', style: STYLE }, title, body);

export interface ConsentPageInput {
  requestId: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  offline: boolean;
  users: EmulatedUser[];
  selectedSub: string;
  /** Pre-untick the Business Profile scope (the dropBusinessScope failure switch). */
  uncheckBusiness: boolean;
}

export function consentPage(input: ConsentPageInput): string {
  const host = (() => {
    try {
      return new URL(input.redirectUri).host;
    } catch {
      return input.redirectUri;
    }
  })();
  const users = input.users
    .map(
      (u) => `<label class="scope"><input type="radio" name="user" value="${escapeHtml(u.sub)}"${u.sub === input.selectedSub ? ' checked' : ''}>
<span>${escapeHtml(u.name)} &lt;${escapeHtml(u.email)}&gt;</span></label>`,
    )
    .join('\n');
  const scopes = input.scopes
    .map((scope, index) => {
      const text = escapeHtml(SCOPE_DESCRIPTIONS[scope] ?? scope);
      if (isBasicScope(scope)) return `<div class="scope"><span aria-hidden="true">•</span><span>${text}</span></div>`;
      const checked = isBusinessScope(scope) && input.uncheckBusiness ? '' : ' checked';
      return `<label class="scope"><input type="checkbox" name="grant_${index}" value="${escapeHtml(scope)}"${checked}><span>${text}<br><code>${escapeHtml(scope)}</code></span></label>`;
    })
    .join('\n');
  return page(
    'Sign in with Google (emulator)',
    `<h1>Sign in to continue</h1>
<p>The application <code>${escapeHtml(input.clientId)}</code> at <strong>${escapeHtml(host)}</strong> wants to access your emulated Google Account.</p>
<form method="post" action="/__emulator/consent">
<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">
<fieldset><legend>Choose an account</legend>
${users}
</fieldset>
<fieldset><legend>This will allow the application to</legend>
${scopes}
${input.offline ? '<p>It asks for offline access: it can keep doing this when you are not using it.</p>' : ''}
</fieldset>
${DECISION_BUTTONS}
</form>`,
  );
}

/** What Google shows instead of redirecting when the request itself is broken (bad client, redirect_uri, scope). */
export function authorizationErrorPage(error: string, description: string): string {
  return page(
    `Error 400: ${error}`,
    `<h1>Access blocked: Authorization Error</h1>
<p>${escapeHtml(description)}</p>
<p><strong>Error ${error === 'invalid_client' ? '401' : '400'}: ${escapeHtml(error)}</strong></p>`,
  );
}
