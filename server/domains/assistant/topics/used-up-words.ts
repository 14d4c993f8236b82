/** A lexicon match: what it marks, the token where it starts and how many words it spans. */
export interface Match<M> {
  value: M;
  token: number;
  words: number;
}

/**
 * How a mark takes part in using up words: a span that cancels all, a feeling, a negation, a topic, a grant of praise
 * (which counts inside a neutral span), or none of them.
 */
export type Family = 'neutral' | 'feeling' | 'negator' | 'topic' | 'grant' | 'other';

/**
 * One reading per word. A neutral phrase ('good morning', 'room for improvement') uses up its words:
 * nothing that starts inside it counts, but a feeling phrase of the very same words (a complaint about no room). Of the feeling phrases starting at a word the longest wins, and
 * neither a feeling nor a negation that ends inside it counts again ('halb so groß' is one complaint, not also
 * praise of 'groß'; 'not the best' is not also a negated 'best'); of two as long the higher rank wins. Of the topic phrases the longest wins too ('cream
 * tea' is food, not tea); topics of equal length on one word all count ('café' is the place and the drink).
 * The matches come in token order, as the matcher finds them, and keep it.
 */
export function usedUp<M>(matches: ReadonlyArray<Match<M>>, familyOf: (mark: M) => Family, rankOf: (mark: M) => number): Array<Match<M>> {
  const kept: Array<Match<M>> = [];
  const until = { neutral: 0, feeling: 0, phrase: 0, topic: 0 };
  // The matches starting at one word are matches[from, to); read in place, as this runs on every word of every review.
  for (let from = 0, to = 0; from < matches.length; from = to) {
    const token = matches[from]!.token;
    let neutralWords = 0;
    let topicWords = 0;
    for (to = from; to < matches.length && matches[to]!.token === token; to++) {
      const { value, words } = matches[to]!;
      const family = familyOf(value);
      if (family === 'neutral') neutralWords = Math.max(neutralWords, words);
      else if (family === 'topic') topicWords = Math.max(topicWords, words);
    }
    until.neutral = Math.max(until.neutral, token + neutralWords);
    if (token < until.neutral) {
      const feeling = neutralWords > 0 ? findIn(matches, from, to, (m) => familyOf(m.value) === 'feeling' && m.words === neutralWords) : undefined;
      if (feeling) {
        kept.push(feeling);
        until.feeling = until.phrase = token + feeling.words;
      }
      // A phrase that grants praise ('to be fair') may be a neutral one too: it marks, but feels nothing.
      for (let at = from; at < to; at++) if (familyOf(matches[at]!.value) === 'grant') kept.push(matches[at]!);
      continue;
    }
    const feeling = strongest(matches, from, to, (m) => familyOf(m.value) === 'feeling' && token + m.words > until.feeling, rankOf);
    if (feeling) {
      until.feeling = token + feeling.words;
      if (feeling.words > 1) until.phrase = token + feeling.words;
    }
    if (token + topicWords <= until.topic) topicWords = 0;
    until.topic = Math.max(until.topic, token + topicWords);
    for (let at = from; at < to; at++) {
      const match = matches[at]!;
      const family = familyOf(match.value);
      if (family === 'feeling' ? match === feeling : family === 'topic' ? match.words === topicWords : family !== 'negator' || token >= until.phrase) kept.push(match);
    }
  }
  return kept;
}

function findIn<M>(matches: ReadonlyArray<Match<M>>, from: number, to: number, test: (match: Match<M>) => boolean): Match<M> | undefined {
  for (let at = from; at < to; at++) if (test(matches[at]!)) return matches[at];
  return undefined;
}

/** The longest of the feelings starting at one word; of two as long, the higher rank. */
function strongest<M>(matches: ReadonlyArray<Match<M>>, from: number, to: number, feels: (match: Match<M>) => boolean, rankOf: (mark: M) => number): Match<M> | undefined {
  let best: Match<M> | undefined;
  for (let at = from; at < to; at++) {
    const m = matches[at]!;
    if (feels(m) && (!best || m.words > best.words || (m.words === best.words && rankOf(m.value) > rankOf(best.value)))) best = m;
  }
  return best;
}
