import { feelingEmojiOf } from './feeling-emoji';

/**
 * The same whole-word patterns as patterns.ts ('word', 'stem*', '*suffix', 'two words'), matched on
 * tokens instead of one large regular expression: several times faster for the analyser, which runs on
 * every draft. Tokens are runs of letters and digits; a hyphenated word is one token ('petit-déjeuner'),
 * and its first part also matches ('ignoraram-nos' matches 'ignoraram').
 */
export interface Token {
  text: string;
  /** The first part of a hyphenated token, or null. */
  head: string | null;
  index: number;
  /** Clause number: punctuation starts a new clause. */
  clause: number;
  /** Sentence number: '.', '!', '?' and line breaks start a new sentence. */
  sentence: number;
}

export interface Tokens {
  tokens: Token[];
  /** Sentences that end with a question mark. */
  questions: ReadonlySet<number>;
}

/** A pattern's word: the whole word, a stem ('stem*'), a suffix ('*suffix') or a part ('*part*'). Data, not a closure, so that one function tests them all. */
interface WordTest {
  kind: 'word' | 'stem' | 'suffix' | 'part';
  core: string;
}
interface Entry<T> {
  rest: WordTest[];
  /** The pattern's second word when it is a whole word, not a stem or a suffix. */
  second: string | null;
  value: T;
}

/**
 * The patterns that may start at one word, in the order they are reported. Those whose second word is a whole word are
 * filed by it as well: 'the', 'ikke' and 'de' start hundreds of phrases, and the word after them rules out nearly all.
 */
interface Candidates<T> {
  entries: ReadonlyArray<Entry<T>>;
  /** Where the patterns stand that must be tried word by word: one-word patterns and those that go on with a stem. */
  loose: readonly number[];
  /** Where the others stand, by their second word. */
  bySecond: ReadonlyMap<string, readonly number[]>;
}

function wordTest(word: string): WordTest {
  const prefix = word.endsWith('*');
  const suffix = word.startsWith('*');
  const core = word.replace(/^\*|\*$/gu, '');
  return { kind: prefix && suffix ? 'part' : prefix ? 'stem' : suffix ? 'suffix' : 'word', core };
}

function passes(test: WordTest, word: string): boolean {
  switch (test.kind) {
    case 'word':
      return word === test.core;
    case 'stem':
      return word.startsWith(test.core);
    case 'suffix':
      return word.endsWith(test.core);
    case 'part':
      return word.includes(test.core);
  }
}

// Emoji end a sentence as a full stop does: 'nærmest orange 😩 Frisøren var sød' is two sentences; one that
// carries a feeling is also the last word of its sentence.
// A currency sign is a word of its own: '48€' speaks of the price. So is a unit written onto its figure: '85e', '20min', '2h'.
const TOKEN = /\p{N}+(?:\.\p{N}{3})*,-(?![\p{L}\p{N}])|\p{N}+(?:[.,:]\p{N}+)+|\p{N}+(?=\p{L}{1,3}(?![\p{L}\p{N}'-]))|[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*|[€$£]|[.!?;:,–—…\n\p{Extended_Pictographic}]+|(?<=\s)-(?=\s)/gu;

/**
 * The full stop of an abbreviation ('145 kr. for a plate', 'kl. 14', 'ca. 20 min', 'Lounas 12,90 € sis. kahvin') ends no sentence, unless a capital
 * follows it ('Räkningen: 1 340 kr. Fantastiskt.'); a title's always comes before one ('Dr. Morel').
 */
const ABBREVIATION = /(?<![\p{L}])(kr|kl|ca|nr|inkl|ekskl|incl|excl|evt|evtl|bl\.a|osv|dvs|f\.eks|t\.ex|mv|tlf|tel|min|approx|etc|dr|st|mr|mrs|ms|ggf|bzw|usw|z\.b|u\.a|d\.h|p\.ex|p\.ej|env|aprox|pág|sis|esim|jne|yms|ym|sr|sra|dra)\.(?=\s)/gu;

/** Abbreviations that stand before a name. */
const TITLES: ReadonlySet<string> = new Set(['dr', 'st', 'mr', 'mrs', 'ms', 'sr', 'sra', 'dra']);

export function tokenise(text: string): Token[] {
  return tokeniseSentences(text).tokens;
}

/** Tokens with their clauses and sentences, and which sentences are questions. */
export function tokeniseSentences(text: string): Tokens {
  const tokens: Token[] = [];
  const questions = new Set<number>();
  let clause = 0;
  let sentence = 0;
  const lowered = text.toLowerCase();
  // Lower case keeps the text's positions, so the capital after a full stop is read in the text itself.
  const capitalAfter = (end: number) => lowered.length === text.length && /^\s+\p{Lu}/u.test(text.slice(end));
  // The full stops that end no sentence ('bl.a.', 't.ex.') become spaces, so that every word keeps its position in the text.
  const lower = lowered
    .replace(/[’‘`´]/gu, "'")
    .replace(ABBREVIATION, (stop: string, abbreviation: string, at: number) => (TITLES.has(abbreviation) || !capitalAfter(at + stop.length) ? `${abbreviation.replace(/\./gu, ' ')} ` : stop));
  for (const match of lower.matchAll(TOKEN)) {
    const word = match[0];
    // A dash ('the room was fine – we could hear the neighbours') starts a clause, as a comma does. (Most tokens start with a
    // plain letter or digit, which no mark does: they are let through without the test.)
    const first = word.charCodeAt(0);
    const plain = (first >= 97 && first <= 122) || (first >= 48 && first <= 57);
    if (!plain && /^[.!?;:,–—…\n\p{Extended_Pictographic}-]/u.test(word)) {
      const emoji = feelingEmojiOf(word);
      // An emoji right after a full stop ('Super Service!!! 👎') still belongs to the sentence it closes.
      const last = tokens.at(-1);
      if (emoji && last && last.sentence >= sentence - 1) tokens.push({ text: emoji, head: null, index: match.index, clause: last.sentence === sentence ? clause : last.clause, sentence: last.sentence });
      clause++;
      // '. 😊' ends one sentence, not two.
      if (/[.!?…\n\p{Extended_Pictographic}]/u.test(word) && tokens.at(-1)?.sentence === sentence) {
        if (word.includes('?')) questions.add(sentence);
        sentence++;
      } else if (word.includes('?') && sentence > 0 && tokens.at(-1)?.sentence === sentence - 1) questions.add(sentence - 1);
      continue;
    }
    // Apostrophes split words: l'attente, don't
    let offset = match.index;
    for (const part of word.includes("'") ? word.split("'") : [word]) {
      if (part) tokens.push({ text: part, head: part.includes('-') ? part.slice(0, part.indexOf('-')) : null, index: offset, clause, sentence });
      offset += part.length + 1;
    }
  }
  return { tokens, questions };
}

/** Words whose candidate patterns a matcher keeps: a language's vocabulary, not every review's every word. */
const KNOWN_WORDS = 20_000;

export class WordMatcher<T> {
  private readonly exact = new Map<string, Array<Entry<T>>>();
  private readonly byInitial = new Map<string, Array<Entry<T> & { first: WordTest }>>();
  /** '*suffix' patterns by the suffix's last two letters: a word is tried only against its own ending. */
  private readonly byEnding = new Map<string, Array<Entry<T> & { first: WordTest }>>();
  private readonly anywhere: Array<Entry<T> & { first: WordTest }> = [];
  /** The patterns whose first word matches a word, by word: words recur in every review and every reply. */
  private readonly startingWith = new Map<string, Candidates<T>>();

  constructor(patterns: ReadonlyArray<readonly [string, T]>) {
    for (const [pattern, value] of patterns) {
      const words = pattern.trim().toLowerCase().replace(/[’‘`´]/gu, "'").split(/[\s']+/u).filter(Boolean);
      const [first, ...others] = words;
      if (!first) continue;
      const second = others[0] !== undefined && !others[0].includes('*') ? others[0] : null;
      const entry = { rest: others.map(wordTest), second, value };
      if (!first.includes('*')) {
        const list = this.exact.get(first) ?? [];
        list.push(entry);
        this.exact.set(first, list);
      } else if (!first.startsWith('*') && first.replace(/\*$/u, '').length >= 2) {
        // Stems are filed by their first three letters (two for two-letter stems): a word meets only its own.
        const initial = first.replace(/\*$/u, '').slice(0, 3);
        const list = this.byInitial.get(initial) ?? [];
        list.push({ ...entry, first: wordTest(first) });
        this.byInitial.set(initial, list);
      } else if (first.startsWith('*') && !first.endsWith('*') && first.length >= 3) {
        const ending = first.slice(-2);
        const list = this.byEnding.get(ending) ?? [];
        list.push({ ...entry, first: wordTest(first) });
        this.byEnding.set(ending, list);
      } else {
        this.anywhere.push({ ...entry, first: wordTest(first) });
      }
    }
  }

  /** Every pattern that matches at every token, with the token where it starts and how many words it spans. */
  matches(tokens: readonly Token[]): Array<{ value: T; token: number; words: number }> {
    const found: Array<{ value: T; token: number; words: number }> = [];
    for (let at = 0; at < tokens.length; at++) {
      const token = tokens[at]!;
      this.matchAt(token.text, tokens, at, found);
      if (token.head !== null) this.matchAt(token.head, tokens, at, found);
    }
    return found;
  }

  private matchAt(word: string, tokens: readonly Token[], at: number, found: Array<{ value: T; token: number; words: number }>) {
    const { entries, loose, bySecond } = this.startingWith.get(word) ?? this.remember(word);
    const next = tokens[at + 1];
    const sameClause = next !== undefined && next.clause === tokens[at]!.clause;
    const byText = sameClause && bySecond.size > 0 ? bySecond.get(next.text) : undefined;
    const byHead = sameClause && next.head !== null && bySecond.size > 0 ? bySecond.get(next.head) : undefined;
    // The three lists each stand in report order; merged, they keep it.
    let l = 0;
    let t = 0;
    let h = 0;
    const lEnd = loose.length;
    const tEnd = byText?.length ?? 0;
    const hEnd = byHead?.length ?? 0;
    while (l < lEnd || t < tEnd || h < hEnd) {
      const fromLoose = l < lEnd ? loose[l]! : Infinity;
      const fromText = t < tEnd ? byText![t]! : Infinity;
      const fromHead = h < hEnd ? byHead![h]! : Infinity;
      const index = Math.min(fromLoose, fromText, fromHead);
      if (fromLoose === index) l++;
      if (fromText === index) t++;
      if (fromHead === index) h++;
      const entry = entries[index]!;
      if (entry.rest.length === 0 || follows(entry.rest, tokens, at)) found.push({ value: entry.value, token: at, words: entry.rest.length + 1 });
    }
  }

  /** The patterns whose first word matches `word`, in the order they are reported: exact words, stems, suffixes, the rest. */
  private remember(word: string): Candidates<T> {
    const fitting = (entries: ReadonlyArray<Entry<T> & { first: WordTest }> | undefined) => (entries ?? []).filter((entry) => passes(entry.first, word));
    const candidates = [
      ...(this.exact.get(word) ?? []),
      ...fitting(this.byInitial.get(word.slice(0, 3))),
      ...(word.length > 2 ? fitting(this.byInitial.get(word.slice(0, 2))) : []),
      ...fitting(this.byEnding.get(word.slice(-2))),
      ...fitting(this.anywhere),
    ];
    const loose: number[] = [];
    const bySecond = new Map<string, number[]>();
    candidates.forEach((entry, index) => {
      if (entry.second === null) loose.push(index);
      else if (bySecond.has(entry.second)) bySecond.get(entry.second)!.push(index);
      else bySecond.set(entry.second, [index]);
    });
    if (this.startingWith.size >= KNOWN_WORDS) this.startingWith.clear();
    const filed = { entries: candidates, loose, bySecond };
    this.startingWith.set(word, filed);
    return filed;
  }
}

/** The rest of a phrase follows the token at `at`, in its clause: '20 minutos. Para uma pastelaria' is not 'minutos para'. */
function follows(rest: readonly WordTest[], tokens: readonly Token[], at: number): boolean {
  const clause = tokens[at]!.clause;
  for (let offset = 0; offset < rest.length; offset++) {
    const next = tokens[at + 1 + offset];
    if (next === undefined || next.clause !== clause) return false;
    const test = rest[offset]!;
    if (!passes(test, next.text) && !(next.head !== null && passes(test, next.head))) return false;
  }
  return true;
}
