import { DEFAULT_BUSINESS } from '@common/schemas/businesses';
import { compilePatterns, normaliseText } from '../../topics/patterns';
import { finding, type GuardrailContext, type RuleResult } from '../context';
import { AI_DISCLOSURE } from '../lexicon/form-words';

const AI = compilePatterns(AI_DISCLOSURE.map((p) => p.replace(/’/gu, "'")));
const BRACKETS = /[[\]{}<>]/u;
const PLACEHOLDER = /\((?:name|navn|namn|nimi|nom|nombre|nome|email|e-mail|date|dato|datum|fecha|data|your name|company|firma|business)\)|\bX{3,}\b|_{3,}|%s|\$\{?\w+\}?/iu;
const MARKDOWN = /\*\*|__|~~|^#{1,6}\s|^\s*[-*+•]\s|^\s*\d+[.)]\s|^>\s|\[[^\]]*\]\([^)]*\)/mu;
const CODE = /`|=>|\bfunction\s*\(|\bconsole\.|<\/?[a-z][\w-]*\s*\/?>|\bimport\s+\w+\s+from\b|;\s*\n/iu;

/**
 * Rule 7: no 'as an AI' (nine languages), brackets, placeholders (the default business name among them),
 * markdown or code. (Profanity is masked.)
 */
export function checkForm(draft: string, _ctx: GuardrailContext): RuleResult {
  const text = normaliseText(draft);
  const ai = text.match(AI);
  if (ai) return finding('form', 'ai', ai[0]);
  if (text.includes(DEFAULT_BUSINESS.name)) return finding('form', 'businessPlaceholder', DEFAULT_BUSINESS.name);
  const placeholder = text.match(PLACEHOLDER);
  if (placeholder) return finding('form', 'placeholder', placeholder[0]);
  const bracket = text.match(BRACKETS);
  if (bracket) return finding('form', 'brackets', bracket[0]);
  if (CODE.test(text)) return finding('form', 'code');
  if (MARKDOWN.test(text)) return finding('form', 'markdown');
  return null;
}
