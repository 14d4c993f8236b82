import type { Language } from '@common/languages';
import { detectLanguage } from '../language/detect-language';
import { replyClassOf, sentimentOf } from '../offline/resolve';
import { chooseTopics } from '../topics/choose-topics';
import { analyseReview } from '../topics/analyse-review';
import { topicsAt } from '../topics/industry-topics';
import type { TopicId } from '../topics/topic-ids';
import { topicInSentence } from '@common/topics';
import type { ReviewInput, ReviewInsight } from '../types';
import { INSIGHT_PHRASES } from './insight-phrases';
import { topicLabel } from './topic-labels';

function languageName(language: Language, inLanguage: Language): string {
  try {
    return new Intl.DisplayNames([inLanguage === 'no' ? 'nb' : inLanguage], { type: 'language' }).of(language === 'no' ? 'nb' : language) ?? language;
  } catch {
    return language;
  }
}

/**
 * The AI Insight of a review as JSON: a one-sentence summary, the sentiment (positive for 4-5 stars,
 * neutral for 3, negative for 1-2; the text's own when there are no stars) and the topics, each with
 * how the reviewer feels about it, read exactly as the reply reads them (the industry's reading included: a clinic's cleaning
 * is the treatment, a café has no rooms); all in the interface language.
 * The review's language is named when it differs from the interface language.
 */
export function summariseReview(review: ReviewInput, uiLanguage: Language, industry: string | null = null): ReviewInsight {
  const phrases = INSIGHT_PHRASES[uiLanguage];
  const text = review.text?.trim() ? review.text : null;
  const detected = detectLanguage(text, uiLanguage);
  const analysis = analyseReview(text, detected.language, 'review', review.rating);
  const topics = topicsAt(analysis.topics, industry, text);
  const replyClass = replyClassOf(review.rating, analysis.sentiment);
  const sentiment = sentimentOf(replyClass);
  const label = (topic: TopicId) => topicLabel(topic, uiLanguage);
  const inSentence = (topic: TopicId) => topicInSentence(label(topic), uiLanguage);
  const list = (topics: TopicId[]) => {
    const names = topics.slice(0, 3).map(inSentence);
    if (names.length === 0) return null;
    return names.length === 1 ? (names[0] ?? null) : `${names.slice(0, -1).join(', ')} ${phrases.and} ${names[names.length - 1]}`;
  };
  const { praised, criticised } = chooseTopics(topics, replyClass);
  const stars = review.rating === null ? '' : phrases.stars(review.rating);

  let summary: string;
  if (!text) summary = review.rating === null ? phrases.noRating(phrases.tone.neutral) : phrases.ratingOnly(stars);
  else if (review.rating === null) summary = phrases.noRating(phrases.tone[sentiment]);
  else if (sentiment === 'positive') summary = phrases.positive(stars, list(praised));
  else if (sentiment === 'negative') summary = phrases.negative(stars, list(criticised));
  else summary = phrases.mixed(stars, list(praised), list(criticised));
  if (text && !detected.fellBack && detected.language !== uiLanguage) summary += ` ${phrases.written(languageName(detected.language, uiLanguage))}`;

  const feelingOf = (topic: TopicId): ReviewInsight['topics'][number]['feeling'] => (criticised.includes(topic) ? 'criticised' : praised.includes(topic) ? 'praised' : 'mentioned');
  return { summary, sentiment, topics: topics.map((t) => ({ topic: t.topic, label: label(t.topic), feeling: feelingOf(t.topic) })) };
}
