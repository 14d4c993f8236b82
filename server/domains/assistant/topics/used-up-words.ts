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
  for (let from = 0; from < matches.length; ) {
    const token = matches[from]!.token;
    let to = from;
    while (to < matches.length && matches[to]!.token === token) to++;
    const here = matches.slice(from, to);
    from = to;
    const longest = (family: Family) => Math.max(0, ...here.filter((m) => familyOf(m.value) === family).map((m) => m.words));
    const neutralWords = longest('neutral');
    until.neutral = Math.max(until.neutral, token + neutralWords);
    if (token < until.neutral) {
      const feeling = neutralWords > 0 ? here.find((m) => familyOf(m.value) === 'feeling' && m.words === neutralWords) : undefined;
      if (feeling) {
        kept.push(feeling);
        until.feeling = until.phrase = token + feeling.words;
      }
      // A phrase that grants praise ('to be fair') may be a neutral one too: it marks, but feels nothing.
      kept.push(...here.filter((m) => familyOf(m.value) === 'grant'));
      continue;
    }
    const feeling = strongest(here.filter((m) => familyOf(m.value) === 'feeling' && token + m.words > until.feeling), rankOf);
    if (feeling) {
      until.feeling = token + feeling.words;
      if (feeling.words > 1) until.phrase = token + feeling.words;
    }
    const topicWords = token + longest('topic') > until.topic ? longest('topic') : 0;
    until.topic = Math.max(until.topic, token + topicWords);
    for (const match of here) {
      const family = familyOf(match.value);
      if (family === 'feeling' ? match === feeling : family === 'topic' ? match.words === topicWords : family !== 'negator' || token >= until.phrase) kept.push(match);
    }
  }
  return kept;
}

/** The longest of the feelings starting at one word; of two as long, the higher rank. */
function strongest<M>(feelings: ReadonlyArray<Match<M>>, rankOf: (mark: M) => number): Match<M> | undefined {
  let best: Match<M> | undefined;
  for (const m of feelings) if (!best || m.words > best.words || (m.words === best.words && rankOf(m.value) > rankOf(best.value))) best = m;
  return best;
}
