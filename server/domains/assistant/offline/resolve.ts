import type { Sentiment, Tone, ToneSetting } from '../types';
import type { ReplyClass } from './phrases/types';

/** 4-5 stars positive, 3 mixed, 1-2 negative; without a rating the text's sentiment decides. */
export function replyClassOf(rating: number | null, textSentiment: number): ReplyClass {
  if (rating !== null) return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
  return textSentiment > 0 ? 'positive' : textSentiment < 0 ? 'negative' : 'mixed';
}

export function sentimentOf(replyClass: ReplyClass): Sentiment {
  return replyClass === 'positive' ? 'positive' : replyClass === 'negative' ? 'negative' : 'neutral';
}

/** auto = friendly for 4-5 stars, professional for 1-3; without a rating, friendly only for positive text. */
export function resolveTone(setting: ToneSetting, rating: number | null, textSentiment: number): Tone {
  if (setting !== 'auto') return setting;
  if (rating !== null) return rating >= 4 ? 'friendly' : 'professional';
  return textSentiment > 0 ? 'friendly' : 'professional';
}
