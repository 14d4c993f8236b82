import { compilePatterns, normaliseText } from '../../topics/patterns';
import type { GuardrailContext, RuleResult } from '../context';
import { AI_DISCLOSURE } from '../lexicon/form-words';

const AI = compilePatterns(AI_DISCLOSURE.map((p) => p.replace(/’/gu, "'")));
const BRACKETS = /[[\]{}<>]/u;
const PLACEHOLDER = /\((?:name|navn|namn|nimi|nom|nombre|nome|email|e-mail|date|dato|datum|fecha|data|your name|company|firma|business)\)|\bX{3,}\b|_{3,}|%s|\$\{?\w+\}?/iu;
const MARKDOWN = /\*\*|__|~~|^#{1,6}\s|^\s*[-*+•]\s|^\s*\d+[.)]\s|^>\s|\[[^\]]*\]\([^)]*\)/mu;
const CODE = /`|=>|\bfunction\s*\(|\bconsole\.|<\/?[a-z][\w-]*\s*\/?>|\bimport\s+\w+\s+from\b|;\s*\n/iu;

/** Rule 7: no 'as an AI' (nine languages), brackets, placeholders, markdown or code. (Profanity is masked.) */
export function checkForm(draft: string, _ctx: GuardrailContext): RuleResult {
  const text = normaliseText(draft);
  const ai = text.match(AI);
  if (ai) return { rule: 'form', reason: `The reply says it was written by a machine ("${ai[0]}").` };
  const placeholder = text.match(PLACEHOLDER);
  if (placeholder) return { rule: 'form', reason: `The reply contains a placeholder ("${placeholder[0]}").` };
  const bracket = text.match(BRACKETS);
  if (bracket) return { rule: 'form', reason: `The reply contains brackets ("${bracket[0]}"), which usually mark a placeholder.` };
  if (CODE.test(text)) return { rule: 'form', reason: 'The reply contains code.' };
  if (MARKDOWN.test(text)) return { rule: 'form', reason: 'The reply contains markdown formatting.' };
  return null;
}
