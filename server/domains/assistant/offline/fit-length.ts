import { countWords as countWordsOf } from '@common/drafting/word-count';

/** One sentence (or the greeting, or the signature) of a reply, with the other wordings it could take. */
export interface Part {
  slot: string;
  text: string;
  /** Other wordings, rendered only when the reply has to shrink or grow. */
  alternatives: () => string[];
  /** Higher stays longer when the reply must shrink; 100 is never dropped. */
  priority: number;
}

/**
 * Brings a reply within minWords..maxWords: drops the least important sentences, then swaps in the
 * shortest wordings, then drops greeting and signature; pads with fitting extra sentences when short.
 */
export function fitLength(parts: Part[], fillers: readonly string[], minWords: number, maxWords: number): Part[] {
  // The same sentences are counted again after each step: each is counted once.
  const counted = new Map<string, number>();
  const countWords = (text: string) => {
    let count = counted.get(text);
    if (count === undefined) counted.set(text, (count = countWordsOf(text)));
    return count;
  };
  const words = (list: readonly Part[]) => list.reduce((sum, part) => sum + countWords(part.text), 0);
  let result = [...parts];
  const dropWhileLong = (below: number) => {
    while (words(result) > maxWords) {
      const candidates = result.filter((part) => part.priority < below);
      if (candidates.length === 0) return;
      const weakest = candidates.reduce((a, b) => (b.priority < a.priority ? b : a));
      result = result.filter((part) => part !== weakest);
    }
  };
  dropWhileLong(80);
  if (words(result) > maxWords) {
    result = result.map((part) => {
      const shortest = [part.text, ...part.alternatives()].reduce((a, b) => (countWords(b) < countWords(a) ? b : a));
      return { ...part, text: shortest };
    });
  }
  dropWhileLong(100);

  const closingIndex = () => {
    const index = result.findIndex((part) => part.slot === 'closing' || part.slot === 'signature');
    return index === -1 ? result.length : index;
  };
  const unused = [...fillers];
  while (words(result) < minWords && unused.length > 0) {
    const room = maxWords - words(result);
    const fitting = unused.findIndex((filler) => countWords(filler) <= room);
    if (fitting === -1) break;
    const [filler] = unused.splice(fitting, 1);
    if (filler) result.splice(closingIndex(), 0, { slot: 'extra', text: filler, alternatives: () => [], priority: 10 });
  }
  // Still short with every extra used: let the sentences take their longest wordings.
  for (const part of [...result].sort((a, b) => b.priority - a.priority)) {
    const missing = minWords - words(result);
    if (missing <= 0) break;
    const room = maxWords - words(result);
    const current = countWords(part.text);
    const fitting = part
      .alternatives()
      .filter((text) => countWords(text) > current && countWords(text) - current <= room)
      .sort((a, b) => countWords(a) - countWords(b));
    const longer = fitting.find((text) => countWords(text) - current >= missing) ?? fitting.pop();
    if (longer) part.text = longer;
  }
  return result;
}
