const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export type EmailContent = { subject: string; paragraphs: string[]; action?: { label: string; url: string }; footer: string };

/** One layout for every email: plain text and a simple, client-safe HTML version. */
export function renderEmail(content: EmailContent) {
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '--',
    content.footer,
  ].join('\n\n');
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
${content.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n')}
${button}
<p style="color:#666;font-size:12px">${escapeHtml(content.footer)}</p>
</body></html>`;
  return { subject: content.subject, text, html };
}
