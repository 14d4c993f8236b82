/**
 * Google's machine-translation envelope inside `comment` (platform-apis.md A.7). It is not in the API
 * reference but is what real responses contain, so adapters must split it; the emulator produces both
 * layouts to keep them honest.
 */
export type EnvelopeLayout = 'translation-first' | 'original-first';

export function wrapInTranslationEnvelope(original: string, translation: string, layout: EnvelopeLayout): string {
  return layout === 'translation-first'
    ? `(Translated by Google) ${translation}\n\n(Original)\n${original}`
    : `${original}\n\n(Translated by Google)\n${translation}`;
}
