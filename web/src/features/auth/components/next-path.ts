/**
 * The `next` query parameter, when it is a path on this site ('/billing', '/reviews?x=1'), else null.
 * '//host' and '/\host' are protocol-relative URLs to another site and are refused.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn into '//'.
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
