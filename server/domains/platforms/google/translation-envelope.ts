const TRANSLATED = '(Translated by Google)';
const ORIGINAL = '(Original)';

/**
 * Google puts its machine translation inside `comment` when the review's language differs from the
 * profile's, in one of two layouts (see platform-apis.md A.7). We keep the reviewer's own words.
 */
export function splitTranslationEnvelope(comment: string): { original: string; translation: string | null } {
  const text = comment.trim();
  if (text.startsWith(TRANSLATED)) {
    // Layout A: "(Translated by Google) <translation>\n\n(Original)\n<original>"
    const at = text.indexOf(ORIGINAL);
    if (at > 0) {
      return {
        original: text.slice(at + ORIGINAL.length).trim(),
        translation: text.slice(TRANSLATED.length, at).trim() || null,
      };
    }
  }
  const at = text.indexOf(TRANSLATED);
  if (at > 0) {
    // Layout B: "<original>\n\n(Translated by Google)\n<translation>"
    return { original: text.slice(0, at).trim(), translation: text.slice(at + TRANSLATED.length).trim() || null };
  }
  return { original: text, translation: null };
}
