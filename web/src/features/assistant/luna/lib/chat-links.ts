/** A piece of an answer: plain text, or a link to one of the app's own screens. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'link'; label: string; to: string };

// `[label](target)`: a label on one line, a target without spaces or brackets.
const LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** An in-app path starts with exactly one '/': '//host' and '/\host' would leave the app in a browser. */
export const isInAppPath = (target: string) => /^\/(?![/\\])/.test(target);

/**
 * Splits an answer into text and in-app links. A link to anywhere else (http:, javascript:, //host, a
 * relative path) stays as the text it was written as.
 */
export function splitAnswer(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let text = '';
  let last = 0;
  for (const match of answer.matchAll(LINK)) {
    // Both groups are required by the pattern, so a match always has them.
    const whole = match[0];
    const label = match[1]!;
    const target = match[2]!;
    text += answer.slice(last, match.index);
    last = match.index + whole.length;
    if (!isInAppPath(target)) {
      text += whole;
      continue;
    }
    if (text) parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'link', label, to: target });
  }
  text += answer.slice(last);
  if (text) parts.push({ kind: 'text', text });
  return parts;
}
