import { DECISION_BUTTONS, emulatorPage } from '../shared/emulator-page';
import { escapeHtml } from '../shared/http';
import type { BusinessUnit, BusinessUser } from './types';

/**
 * The emulator's stand-in for Trustpilot's business login and consent. It says plainly that it is not
 * Trustpilot, because demos show it to people who might otherwise think a real account is involved.
 */

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f7f7f7; color: #191919; margin: 0; }
  main { max-width: 480px; margin: 40px auto; background: #fff; border: 1px solid #dcdce6; border-radius: 8px; padding: 32px; }
  .banner { background: #fff4e0; border: 2px solid #ff8622; border-radius: 6px; padding: 12px 14px; margin-bottom: 24px; font-size: 14px; }
  .banner strong { display: block; font-size: 16px; margin-bottom: 4px; }
  h1 { font-size: 22px; font-weight: 600; margin: 0 0 8px; }
  p, label { font-size: 14px; line-height: 1.5; }
  code { background: #f1f1f1; padding: 1px 4px; border-radius: 3px; word-break: break-all; }
  fieldset { border: 1px solid #dcdce6; border-radius: 6px; margin: 16px 0; padding: 8px 14px; }
  legend { font-size: 13px; color: #6c6c85; padding: 0 4px; }
  .user { display: flex; gap: 8px; align-items: flex-start; margin: 6px 0; }
  .actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 24px; }
  button { font-size: 14px; padding: 9px 22px; border-radius: 4px; cursor: pointer; border: 1px solid #dcdce6; background: #fff; color: #191919; }
  button.allow { background: #04da8d; border-color: #04da8d; }
`;

const page = (title: string, body: string) => emulatorPage({ platform: 'Trustpilot', standsInFor: 'business login', style: STYLE }, title, body);

export interface ConsentPageInput {
  requestId: string;
  clientId: string;
  redirectUri: string;
  users: { user: BusinessUser; units: BusinessUnit[] }[];
}

export function consentPage(input: ConsentPageInput): string {
  const host = URL.canParse(input.redirectUri) ? new URL(input.redirectUri).host : input.redirectUri;
  const users = input.users
    .map(({ user, units }, index) => {
      const names = units.map((u) => escapeHtml(u.displayName)).join(', ') || 'no business units';
      return `<label class="user"><input type="radio" name="user" value="${escapeHtml(user.id)}"${index === 0 ? ' checked' : ''}>
<span>${escapeHtml(user.name)} &lt;${escapeHtml(user.email)}&gt;<br>manages ${names}</span></label>`;
    })
    .join('\n');
  return page(
    'Log in to Trustpilot Business (emulator)',
    `<h1>Log in to Trustpilot Business</h1>
<p>The application <code>${escapeHtml(input.clientId)}</code> at <strong>${escapeHtml(host)}</strong> wants to read your reviews and reply to them on your behalf.</p>
<form method="post" action="/__emulator/consent">
<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">
<fieldset><legend>Log in as</legend>
${users}
</fieldset>
${DECISION_BUTTONS}
</form>`,
  );
}

/** Shown instead of redirecting when the request itself is broken (unknown client, bad redirect_uri). */
export function authenticationErrorPage(description: string): string {
  return page('Error (emulator)', `<h1>Something went wrong</h1>\n<p>${escapeHtml(description)}</p>`);
}
