/**
 * The suggested reply's quality badge (spec §5, thresholds §9: 15, 20, 30, 70, 80, 100, 120 words).
 * Pure, so the reviews screen, history and dashboard show the same badge for the same reply.
 */

export type QualityContext = 'card' | 'stream' | 'batch';

/** Keys of the badge, translated under `reviews:quality.<key>`. */
export type QualityBadge = 'tooBrief' | 'highQuality' | 'tooVerbose' | 'reviewLength' | 'tooLong' | 'ready';

/** How a badge looks: good news, a warning, or neutral. */
export const QUALITY_BADGE_TONE: Record<QualityBadge, 'good' | 'warn' | 'neutral'> = {
  tooBrief: 'warn',
  highQuality: 'good',
  tooVerbose: 'warn',
  reviewLength: 'warn',
  tooLong: 'warn',
  ready: 'neutral',
};

/** Words counted by splitting on whitespace, as the spec says. */
export function wordCount(text: string | null | undefined): number {
  if (!text) return 0;
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

/**
 * The badge for a reply to a review with this rating, in the rules' order:
 * under 15 words Too Brief; for 1-2 stars 30-70 words High Quality and over 80 Too Verbose (card) or
 * Review Length (stream and batch); for 4-5 stars 20-100 words High Quality; over 120 words Too Long;
 * otherwise Ready on the card and no badge (null) in stream and batch.
 */
export function qualityBadge(text: string | null | undefined, rating: number | null | undefined, context: QualityContext): QualityBadge | null {
  const words = wordCount(text);
  if (words < 15) return 'tooBrief';
  if (rating != null && rating <= 2) {
    if (words >= 30 && words <= 70) return 'highQuality';
    if (words > 80) return context === 'card' ? 'tooVerbose' : 'reviewLength';
  }
  if (rating != null && rating >= 4 && words >= 20 && words <= 100) return 'highQuality';
  if (words > 120) return 'tooLong';
  return context === 'card' ? 'ready' : null;
}
