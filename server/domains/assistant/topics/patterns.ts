import { escapeRegExp } from '@server/lib/escape-reg-exp';

/**
 * Whole-word matching for lexicons. A pattern is a word or phrase; `*` at its end allows any letters
 * after it (a stem: 'recommend*'), `*` at its start any letters before it (the end of a compound:
 * '*kaffe' matches 'filterkaffe'). Words never match inside other words: 'press' does not match
 * 'impressed', 'politi' does not match 'politisk'.
 */
function patternSource(pattern: string): string {
  const trimmed = pattern.trim().toLowerCase();
  const prefix = trimmed.startsWith('*');
  const suffix = trimmed.endsWith('*');
  const core = trimmed.replace(/^\*|\*$/gu, '');
  const body = core
    .split(/\s+/u)
    .map(escapeRegExp)
    .join('[\\s\\-]+');
  return `${prefix ? '\\p{L}*' : ''}${body}${suffix ? '\\p{L}*' : ''}`;
}

const LEFT = '(?<![\\p{L}\\p{N}-])';
const RIGHT = '(?![\\p{L}\\p{N}])';

/** One case-insensitive regular expression matching any of the patterns as whole words. */
export function compilePatterns(patterns: readonly string[], flags = 'iu'): RegExp {
  if (patterns.length === 0) return /(?!)/u;
  const sources = [...patterns].sort((a, b) => b.length - a.length).map(patternSource);
  return new RegExp(`${LEFT}(?:${sources.join('|')})${RIGHT}`, flags);
}

/** Apostrophes are unified so "don't" and "don’t" match the same pattern. */
export const normaliseText = (text: string) => text.replace(/[’‘`´]/gu, "'");
