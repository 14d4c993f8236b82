import type { TopicMention } from '../topics/analyse-review';
import type { TopicId } from '../topics/topic-ids';
import type { Tone } from '../types';
import { pick, shuffled } from './prng';
import { poolFor, type PhraseBank, type Pool, type ReplyClass } from './phrases/types';
import { canRender, render, topicPhrase, type TemplateVars } from './template';
import type { Part } from './fit-length';

export interface ComposeContext {
  bank: PhraseBank;
  tone: Tone;
  replyClass: ReplyClass;
  rating: number | null;
  hasText: boolean;
  topics: TopicMention[];
  firstName: string | null;
  businessName: string | null;
  contactName: string | null;
  /** The contact email when this reply should carry it. */
  email: string | null;
}

/** Praise never names the wait or the noise: 'worth the wait' is not praise of the waiting time. */
const NOT_PRAISED: ReadonlySet<TopicId> = new Set(['waiting', 'noise']);

/** When a review names both, the specific topic speaks for the general one ('parking' rather than 'location'). */
const GENERAL_OF: Partial<Record<TopicId, TopicId>> = { parking: 'location', breakfast: 'food', coffee: 'drinks', haircut: 'treatment' };

function chooseTopics(ctx: ComposeContext) {
  const present = new Set(ctx.topics.map((t) => t.topic));
  const covered = new Set([...present].map((t) => GENERAL_OF[t]).filter((t): t is TopicId => t !== undefined));
  const topics = ctx.topics.filter((t) => !covered.has(t.topic));
  const praised = topics.filter((t) => (t.polarity > 0 || (t.polarity === 0 && ctx.replyClass === 'positive')) && !NOT_PRAISED.has(t.topic));
  // The wait or the noise, mentioned without a clear feeling, is a complaint ('there is often a queue').
  const criticised = topics.filter((t) => t.polarity < 0 || (t.polarity === 0 && (ctx.replyClass === 'negative' || NOT_PRAISED.has(t.topic))));
  return { praised: praised.map((t) => t.topic), criticised: criticised.map((t) => t.topic) };
}

/** Renders one slot: a random variant that has what it needs, plus the others as alternatives. */
function slot(name: string, pool: Pool, ctx: ComposeContext, vars: TemplateVars, rng: () => number, priority: number): Part | null {
  const variants = poolFor(pool, ctx.tone).filter((template) => canRender(template, vars));
  const chosen = pick(variants, rng);
  if (chosen === undefined) return null;
  const polish = ctx.bank.polish ?? ((sentence: string) => sentence);
  let rendered: string[] | null = null;
  const alternatives = () => (rendered ??= variants.map((template) => polish(render(template, vars))).filter((text) => text.trim() !== ''));
  return { slot: name, text: polish(render(chosen, vars)), alternatives, priority };
}

export function composeParts(ctx: ComposeContext, rng: () => number): { parts: Part[]; fillers: string[] } {
  const { bank } = ctx;
  const base: TemplateVars = {
    ...(ctx.businessName ? { business: ctx.businessName } : {}),
    ...(ctx.email ? { email: ctx.email } : {}),
  };
  const parts: Array<Part | null> = [];
  const greetingPool = ctx.firstName ? bank.greeting.named : bank.greeting.anonymous;
  const greeting = slot('greeting', greetingPool, ctx, { ...base, ...(ctx.firstName ? { name: ctx.firstName } : {}) }, rng, 85);
  if (greeting && greeting.text !== '') parts.push(greeting);

  const cls = ctx.replyClass;
  parts.push(slot('thanks', ctx.hasText ? bank.thanks[cls] : bank.ratingOnly[cls], ctx, base, rng, 100));

  if (ctx.hasText) {
    const { praised, criticised } = chooseTopics(ctx);
    const pos = topicPhrase(bank, praised.slice(0, 2), 'pos');
    const neg = topicPhrase(bank, criticised.slice(0, 2), 'neg');
    if (cls === 'positive') {
      if (pos) parts.push(slot('topic', bank.topicPositive, ctx, { ...base, t: pos }, rng, 60));
      const note = topicPhrase(bank, criticised.slice(0, 1), 'neg');
      if (note && ctx.rating === 4) parts.push(slot('note', bank.topicNote, ctx, { ...base, n: note }, rng, 30));
    } else if (cls === 'mixed') {
      const p1 = topicPhrase(bank, praised.slice(0, 1), 'pos');
      const n1 = topicPhrase(bank, criticised.slice(0, 1), 'neg');
      if (p1 && n1) parts.push(slot('topic', bank.topicMixed, ctx, { ...base, p: p1, n: n1 }, rng, 60));
      else if (neg) parts.push(slot('topic', bank.topicNegative, ctx, { ...base, t: neg }, rng, 60));
      else {
        if (pos) parts.push(slot('topic', bank.topicPositive, ctx, { ...base, t: pos }, rng, 55));
        parts.push(slot('mixed', bank.genericMixed, ctx, base, rng, 60));
      }
    } else if (neg) {
      parts.push(slot('topic', bank.topicNegative, ctx, { ...base, t: neg }, rng, 60));
    }
  }

  if (cls === 'negative') {
    parts.push(slot('invite', ctx.email ? bank.invite.withEmail : bank.invite.withoutEmail, ctx, base, rng, 100));
  } else if (ctx.email) {
    parts.push(slot('email', bank.emailLine, ctx, base, rng, 100));
  }
  parts.push(slot('closing', bank.closing[cls], ctx, base, rng, cls === 'negative' ? 20 : 50));

  const signer = ctx.contactName ?? (ctx.businessName ? pick(poolFor(bank.teamSignature, ctx.tone), rng) : undefined);
  const signoff = pick(poolFor(bank.signoff, ctx.tone), rng);
  if (signer && signoff) {
    const name = render(signer, base);
    parts.push({ slot: 'signature', text: `${signoff}\n${name}`, alternatives: () => [name], priority: 90 });
  }

  const fillers = shuffled(poolFor(bank.extra[cls], ctx.tone).filter((t) => canRender(t, base)), rng).map((t) => render(t, base));
  return { parts: parts.filter((part): part is Part => part !== null), fillers };
}
