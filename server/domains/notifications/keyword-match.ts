import { escapeRegExp } from '@server/lib/escape-reg-exp';

/** Letters, digits and combining marks: what a word is made of, in any script. */
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}]`;

/** Same letters, same case, one kind of apostrophe and single spaces: what two spellings must share to match. */
function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’‘ʼ`´]/g, "'");
}

function keywordPattern(keyword: string): RegExp | null {
  const words = normalise(keyword).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  // Whole words: no letter or digit may touch the keyword on either side; words of a phrase may be
  // separated by any run of white space (a line break in the review included).
  return new RegExp(`(?<!${WORD_CHAR})${words.map(escapeRegExp).join(String.raw`\s+`)}(?!${WORD_CHAR})`, 'u');
}

/**
 * The owner's alert keywords that occur in the texts as whole words, case-insensitively and in any
 * script: "service" matches "Service!" but not "services"; "ø" and "ü" count as letters, so
 * "kaffe" does not match "kaffen". A keyword may be several words ("cold food"). Answered in the
 * order of the keyword list, each once.
 */
export function matchKeywords(texts: (string | null | undefined)[], keywords: readonly string[] | null | undefined): string[] {
  if (!keywords || keywords.length === 0) return [];
  const haystacks = texts.filter((text): text is string => !!text && text.trim() !== '').map(normalise);
  if (haystacks.length === 0) return [];
  const found: string[] = [];
  const seen = new Set<string>();
  for (const keyword of keywords) {
    const key = normalise(keyword).trim().replace(/\s+/g, ' ');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const pattern = keywordPattern(keyword);
    if (pattern && haystacks.some((text) => pattern.test(text))) found.push(keyword.trim());
  }
  return found;
}
