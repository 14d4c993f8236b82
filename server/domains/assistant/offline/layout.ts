import type { Part } from './fit-length';

/** Greeting on its own line, the body as one paragraph, the signature block below. */
export function layout(parts: readonly Part[]): string {
  const greeting = parts.find((part) => part.slot === 'greeting')?.text ?? '';
  const signature = parts.find((part) => part.slot === 'signature')?.text ?? '';
  const body = parts
    .filter((part) => part.slot !== 'greeting' && part.slot !== 'signature')
    .map((part) => part.text)
    .join(' ');
  return [greeting, body, signature].filter((block) => block.trim() !== '').join('\n\n');
}

/** A first paragraph this short is the greeting ('Hi Anna,', 'Kære Søren'), or this long when it ends in a comma ('Guten Tag Petra & Klaus,'). */
const GREETING_WORDS = 4;
const GREETING_WORDS_WITH_COMMA = 7;

function isGreeting(paragraph: string): boolean {
  const words = paragraph.split(/\s+/u).length;
  return words <= GREETING_WORDS || (words <= GREETING_WORDS_WITH_COMMA && paragraph.endsWith(','));
}
interface Opening {
  sentence: string;
  key: string;
}
const cachedOpenings = new Map<string, Opening>();

/**
 * A first sentence as a reader tells openings apart: not by the case of its first letter or the kind of its spaces,
 * which a bank's finish changes after composing ('danke für …' after 'Hallo Anna,', French 'note\u00a0!').
 */
export function openingKey(sentence: string): string {
  const lower = sentence.toLowerCase();
  return lower.includes('\u00a0') || lower.includes('\u202f') ? lower.replace(/[\u00a0\u202f]/gu, ' ') : lower;
}

function openingOf(reply: string): Opening {
  let found = cachedOpenings.get(reply);
  if (found === undefined) {
    const paragraphs = reply.split(/\n\s*\n/u).map((p) => p.trim()).filter(Boolean);
    const body = paragraphs.length > 1 && isGreeting(paragraphs[0] ?? '') ? paragraphs[1] : paragraphs[0];
    const sentence = (body ?? '').split(/(?<=[.!?])\s/u)[0]?.trim() ?? '';
    found = { sentence, key: openingKey(sentence) };
    if (cachedOpenings.size > 5000) cachedOpenings.clear();
    cachedOpenings.set(reply, found);
  }
  return found;
}

/** The first sentence after the greeting: what a reader sees first, and what a page of replies must vary. */
export const firstSentenceOf = (reply: string): string => openingOf(reply).sentence;

/** The first sentence of a reply as openingKey gives it, to tell a new reply's opening from it. */
export const openingKeyOf = (reply: string): string => openingOf(reply).key;
