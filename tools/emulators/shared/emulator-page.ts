import { escapeHtml } from './http';

/** What sets one emulator's pages apart: whose stand-in they are, and that platform's colours. */
export interface PageLook {
  platform: string;
  /** Which of the platform's screens the pages stand in for, e.g. "business login". */
  standsInFor: string;
  style: string;
}

/**
 * A page that says plainly it is not the real platform, because demos show these pages to people who
 * might otherwise believe they are granting a real account to the product.
 */
export function emulatorPage(look: PageLook, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${look.style}</style></head>
<body><main>
<div class="banner" role="note"><strong>${look.platform} EMULATOR: this is not ${look.platform}</strong>
This page is a local stand-in for ${look.platform}'s ${look.standsInFor}, used for testing and demos.
No real ${look.platform} account is involved and nothing here reaches ${look.platform}.</div>
${body}
</main></body></html>`;
}

/** The consent form's two answers; the emulator's consent handler reads `decision`. */
export const DECISION_BUTTONS = `<div class="actions">
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="allow" class="allow">Allow</button>
</div>`;
