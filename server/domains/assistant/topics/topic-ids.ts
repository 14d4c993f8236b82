/** What a review can talk about; each has words per language (lexicon) and phrases per language (replies). */
export const TOPIC_IDS = [
  'food', 'coffee', 'drinks', 'breakfast', 'selection', 'service', 'staff', 'price', 'cleanliness',
  'waiting', 'atmosphere', 'noise', 'booking', 'location', 'parking', 'rooms', 'treatment', 'haircut',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** How a lexicon describes one language: topic words, sentiment words, negations and 'but'-words. */
export interface Lexicon {
  topics: Record<TopicId, string[]>;
  positive: string[];
  negative: string[];
  negators: string[];
  contrast: string[];
}
