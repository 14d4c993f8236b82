import { emulatorPage } from '../shared/emulator-page';
import { escapeHtml } from '../shared/http';
import type { FacebookPage, FacebookUser } from './types';

/**
 * The emulator's stand-in for the Facebook Login dialog: who logs in, which Pages the app may use, and
 * which permissions it gets (each can be unticked, as on Facebook). It says plainly that it is not Facebook.
 */

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, sans-serif; background: #f0f2f5; color: #1c1e21; margin: 0; }
  main { max-width: 500px; margin: 40px auto; background: #fff; border-radius: 8px; box-shadow: 0 2px 4px rgba(0,0,0,.1), 0 8px 16px rgba(0,0,0,.1); padding: 28px; }
  .banner { background: #fff4e0; border: 2px solid #f5a623; border-radius: 6px; padding: 12px 14px; margin-bottom: 24px; font-size: 14px; }
  .banner strong { display: block; font-size: 16px; margin-bottom: 4px; }
  h1 { font-size: 20px; font-weight: 600; margin: 0 0 8px; }
  p, label { font-size: 14px; line-height: 1.5; }
  code { background: #f0f2f5; padding: 1px 4px; border-radius: 3px; word-break: break-all; }
  fieldset { border: 1px solid #dddfe2; border-radius: 6px; margin: 16px 0; padding: 8px 14px; }
  legend { font-size: 13px; color: #606770; padding: 0 4px; }
  .row { display: flex; gap: 8px; align-items: flex-start; margin: 6px 0; }
  .pages { margin-left: 24px; }
  .actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 24px; }
  button { font-size: 15px; font-weight: 600; padding: 9px 22px; border-radius: 6px; cursor: pointer; border: none; background: #e4e6eb; color: #050505; }
  button.allow { background: #1877f2; color: #fff; }
`;

const page = (title: string, body: string) => emulatorPage({ platform: 'Facebook', standsInFor: 'login dialog', style: STYLE }, title, body);

/** What each permission lets the app do, worded as the dialog would. */
const PERMISSION_TEXT: Record<string, string> = {
  pages_show_list: 'Show a list of the Pages you manage',
  pages_read_user_content: 'Read user content on your Pages, such as ratings and recommendations',
  pages_manage_engagement: 'Create and manage content on your Pages, such as comments',
  pages_read_engagement: 'Read content posted on your Pages',
  pages_manage_metadata: 'Manage accounts, settings and webhooks for your Pages',
  pages_manage_posts: 'Create, edit and delete your Page posts',
  business_management: 'Manage your business',
  email: 'Your email address',
  public_profile: 'Your name and profile picture',
};
export const KNOWN_PERMISSIONS = Object.keys(PERMISSION_TEXT);

export interface ConsentPageInput {
  requestId: string;
  appId: string;
  redirectUri: string;
  /** The permissions asked for, public_profile aside (it is always granted). */
  permissions: string[];
  people: { user: FacebookUser; pages: FacebookPage[] }[];
}

export function consentPage(input: ConsentPageInput): string {
  const host = URL.canParse(input.redirectUri) ? new URL(input.redirectUri).host : input.redirectUri;
  const people = input.people
    .map(({ user, pages }, index) => {
      const pageBoxes = pages
        .map((p) => `<label class="row"><input type="checkbox" name="page_${escapeHtml(p.id)}" value="on" checked><span>${escapeHtml(p.name)} (${escapeHtml(p.category)}, ${escapeHtml(p.city)})</span></label>`)
        .join('\n');
      return `<label class="row"><input type="radio" name="user" value="${escapeHtml(user.id)}"${index === 0 ? ' checked' : ''}>
<span>${escapeHtml(user.name)} &lt;${escapeHtml(user.email)}&gt;</span></label>
<div class="pages">${pageBoxes || '<p>manages no Pages</p>'}</div>`;
    })
    .join('\n');
  const permissions = input.permissions
    .map((p) => `<label class="row"><input type="checkbox" name="perm_${escapeHtml(p)}" value="on" checked><span>${escapeHtml(PERMISSION_TEXT[p] ?? p)} <code>${escapeHtml(p)}</code></span></label>`)
    .join('\n');
  return page(
    'Log in with Facebook (emulator)',
    `<h1>Continue with Facebook</h1>
<p>The app <code>${escapeHtml(input.appId)}</code> at <strong>${escapeHtml(host)}</strong> is requesting access to the Pages you choose.</p>
<form method="post" action="/__emulator/consent">
<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">
<fieldset><legend>Log in as, and choose the Pages the app may use</legend>
${people}
</fieldset>
<fieldset><legend>The app will be able to</legend>
${permissions || '<p>only see your public profile</p>'}
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow" class="allow">Continue</button>
</div>
</form>`,
  );
}

/** Shown instead of redirecting when the request itself is broken (unknown app, blocked redirect URI, bad scope). */
export function dialogErrorPage(description: string): string {
  return page('Error (emulator)', `<h1>Sorry, something went wrong.</h1>\n<p>${escapeHtml(description)}</p>`);
}
