import type { Language } from '@common/languages';
import type { TopicId } from '../topics/topic-ids';
import { isGrammarWord } from './grammar-words';
import type { PhraseBank } from './phrases/types';

export interface NounPhrase {
  forms: Record<string, string>;
  plural: boolean;
}

export interface TemplateVars {
  name?: string;
  business?: string;
  contact?: string;
  email?: string;
  t?: NounPhrase;
  n?: NounPhrase;
}

const parsedPhrases = new WeakMap<PhraseBank, Map<string, NounPhrase>>();

/** A bank's topic phrase read into its forms, once per bank and phrase (callers only read it). */
function parsePhrase(bank: PhraseBank, text: string): NounPhrase {
  let parsed = parsedPhrases.get(bank);
  if (!parsed) parsedPhrases.set(bank, (parsed = new Map()));
  let phrase = parsed.get(text);
  if (!phrase) parsed.set(text, (phrase = readPhrase(bank, text)));
  return phrase;
}

function readPhrase(bank: PhraseBank, text: string): NounPhrase {
  const plural = text.endsWith('#pl');
  const parts = (plural ? text.slice(0, -3) : text).split('|');
  const forms: Record<string, string> = {};
  bank.forms.forEach((form, i) => {
    forms[form] = parts[i] ?? parts[0] ?? '';
  });
  return { forms, plural };
}

/** The noun phrase for one topic, or a list ('the food, the coffee and the service', always plural). */
export function topicPhrase(bank: PhraseBank, topics: readonly TopicId[], polarity: 'pos' | 'neg'): NounPhrase | undefined {
  const phrases = topics.map((topic) => {
    const entry = bank.topics[topic];
    return parsePhrase(bank, typeof entry === 'string' ? entry : entry[polarity]);
  });
  const [first] = phrases;
  if (!first) return undefined;
  if (phrases.length === 1) return first;
  const forms: Record<string, string> = {};
  for (const form of bank.forms) {
    const items = phrases.map((phrase) => phrase.forms[form] ?? '');
    forms[form] = bank.join(items.slice(0, -1).join(', '), items[items.length - 1] ?? '');
  }
  return { forms, plural: true };
}

const PLACEHOLDER = /\{([^{}]+)\}/gu;

/** Each variable as a bit: what a template needs, and what a reply has, compared at once. */
const VARIABLE_BITS: Readonly<Record<keyof TemplateVars, number>> = { name: 1, business: 2, contact: 4, email: 8, t: 16, n: 32 };
/** A variable no reply has: a template that asks for it is never rendered. */
const UNKNOWN_VARIABLE = 64;

const VARIABLES = Object.keys(VARIABLE_BITS) as Array<keyof TemplateVars>;
function variableBitsOf(vars: TemplateVars): number {
  let bits = 0;
  for (const name of VARIABLES) if (vars[name] !== undefined) bits |= VARIABLE_BITS[name];
  return bits;
}

/** Whether `vars` has every variable the template asks for, so variants that need what we do not have are skipped. */
export const canRender = (template: string, vars: TemplateVars): boolean => (compiledOf(template).needs & ~variableBitsOf(vars)) === 0;

const renderable = new WeakMap<readonly string[], Map<number, string[]>>();

/**
 * The variants of a pool that `vars` can fill, in the pool's order. Kept per pool and per set of variables: a reply asks the
 * same few pools with the same few variables for every sentence it composes.
 */
export function renderableOf(variants: readonly string[], vars: TemplateVars): string[] {
  let byVariables = renderable.get(variants);
  if (!byVariables) renderable.set(variants, (byVariables = new Map()));
  const have = variableBitsOf(vars);
  let fitting = byVariables.get(have);
  if (!fitting) {
    fitting = variants.filter((template) => canRender(template, vars));
    byVariables.set(have, fitting);
  }
  return fitting;
}

/** A word of seven letters or more is a template's own wording; one of five or six is too, unless it is a grammar word ('votre', 'unsere'). */
const OWN_WORD = /\p{L}{5,}/gu;
const LONG = 7;
/** Two long words say the same word when they begin alike ('convenció', 'convencerle'; 'herzlichen', 'Herzliche'). */
const STEM = 6;
/** Two shorter ones when their first five letters are the same ('varme', 'varmer'; 'gärna', 'gärna'). */
const SHORT_STEM = 5;
const stemCache = new Map<Language, Map<string, readonly string[]>>();

/**
 * The stems of a template's own words: its text and the words of its agreement choices ('{convenció/convencieron}'), not the
 * names and topics it is filled with, which the reply may well say twice ('the service' after 'our team').
 */
export function wordingStems(template: string, language: Language): readonly string[] {
  let cache = stemCache.get(language);
  if (!cache) stemCache.set(language, (cache = new Map()));
  let stems = cache.get(template);
  if (!stems) {
    stems = [...new Set(ownStems(template, language))];
    cache.set(template, stems);
  }
  return stems;
}

/**
 * The stems of a template's own words, each as often as it is said. Of an agreement ('{convenció/convencieron}') the first
 * choice counts as said, the others only for what the first does not say.
 */
export function ownStems(template: string, language: Language): string[] {
  const others: string[] = [];
  const own = template.replace(PLACEHOLDER, (_whole, key: string) => {
    if (!key.includes('/')) return ' ';
    const [first, ...rest] = key.replace(/^[^:]*:/u, '').split('/');
    others.push(...rest);
    return ` ${first ?? ''} `;
  });
  const stemsOf = (text: string) =>
    (text.toLowerCase().match(OWN_WORD) ?? []).filter((word) => word.length >= LONG || !isGrammarWord(language, word)).map((word) => word.slice(0, word.length >= LONG ? STEM : SHORT_STEM));
  const stems = stemsOf(own);
  return [...stems, ...others.flatMap(stemsOf).filter((stem) => !stems.includes(stem))];
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

type Piece = string | ((vars: TemplateVars) => string);

/** One placeholder: an agreement ('{is/are}', '{n:was/were}'), a topic's form ('{t.def}', '{T}'), or a name. */
function pieceOf(key: string): Piece {
  if (key.includes('/')) {
    const [target, choice] = key.includes(':') ? (key.split(':') as [string, string]) : ['', key];
    const [singular, plural] = choice.split('/') as [string, string];
    return (vars) => ((target === 'n' ? vars.n : (vars.t ?? vars.n))?.plural ? plural : singular);
  }
  const [head, form] = key.split('.') as [string, string | undefined];
  if (head === 'T' || head === 't' || head === 'n') {
    return (vars) => {
      const phrase = head === 'T' ? vars.t : vars[head];
      if (!phrase) throw new Error(`template needs {${key}}`);
      const value = form ? (phrase.forms[form] ?? '') : (Object.values(phrase.forms)[0] ?? '');
      return head === 'T' ? capitalise(value) : value;
    };
  }
  return (vars) => {
    const value = vars[head as 'name' | 'business' | 'contact' | 'email'];
    if (value === undefined) throw new Error(`template needs {${key}}`);
    return value;
  };
}

const variableBit = (name: string) => VARIABLE_BITS[name as keyof TemplateVars] ?? UNKNOWN_VARIABLE;

/** The variable a placeholder asks for, as a bit; an unprefixed agreement ('{is/are}') follows whichever topic the line has. */
function needOf(key: string): number {
  if (key.includes('/')) return key.includes(':') ? variableBit(key.slice(0, key.indexOf(':'))) : 0;
  const head = key.split('.')[0]!;
  return variableBit(head === 'T' ? 't' : head);
}

interface CompiledTemplate {
  pieces: readonly Piece[];
  /** The variables it asks for, as bits. */
  needs: number;
}

const compiledTemplates = new Map<string, CompiledTemplate>();

/** A template as its text between placeholders, what fills each and what they need: read once, rendered for every reply. */
function compiledOf(template: string): CompiledTemplate {
  let compiled = compiledTemplates.get(template);
  if (!compiled) {
    const parts: Piece[] = [];
    let needs = 0;
    let last = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
      parts.push(template.slice(last, match.index), pieceOf(match[1]!));
      needs |= needOf(match[1]!);
      last = match.index + match[0].length;
    }
    parts.push(template.slice(last));
    compiled = { pieces: parts.filter((piece) => piece !== ''), needs };
    compiledTemplates.set(template, compiled);
  }
  return compiled;
}

export function render(template: string, vars: TemplateVars): string {
  let text = '';
  for (const piece of compiledOf(template).pieces) text += typeof piece === 'string' ? piece : piece(vars);
  return text;
}
