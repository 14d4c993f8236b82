import type { Language } from '@common/languages';
import { analyseReview, type ReadingMode } from './analyse-review';

/** Each topic a text names with its polarity, as tests of the lexicons read them; with a rating, as a review of that many stars. */
export const topicPolarities = (text: string, language: Language, mode: ReadingMode = 'review', rating: number | null = null) =>
  Object.fromEntries(analyseReview(text, language, mode, rating).topics.map((t) => [t.topic, t.polarity]));

/** Topics the text praises or criticises: a topic named without a feeling does not count. */
export const feltTopics = (text: string, language: Language) =>
  Object.entries(topicPolarities(text, language)).filter(([, polarity]) => polarity !== 0).map(([topic]) => topic);
