import type { TopicMention } from '../topics/analyse-review';
import { chooseTopics } from '../topics/choose-topics';
import type { TopicId } from '../topics/topic-ids';
import type { Tone } from '../types';
import type { Part } from './fit-length';
import { type Courtesy, courtesyOf, openingOf } from '../guardrails/sentence-traits';
import { poolFor, type PhraseBank, type Pool, type ReplyClass } from './phrases/types';
import { openingKey } from './layout';
import { pick, shuffled } from './prng';
import { render, renderableOf, topicPhrase, wordingStems, type TemplateVars } from './template';

export interface ComposeContext {
  bank: PhraseBank;
  tone: Tone;
  replyClass: ReplyClass;
  rating: number | null;
  hasText: boolean;
  topics: TopicMention[];
  /** The review asks the owner something. */
  question: boolean;
  firstName: string | null;
  businessName: string | null;
  contactName: string | null;
  /** The contact email when this reply should carry it. */
  email: string | null;
  /** First sentences of the business's recent replies (as openingKey gives them): this one opens differently when it can. */
  usedOpenings: ReadonlySet<string>;
  /** Fewer topics per sentence when the reply must be short. */
  maxTopics?: number;
}

/** The most topics one sentence names; of more, the first SPLIT_AT are named together and the rest apart. */
const IN_ONE_SENTENCE = 4;
const SPLIT_AT = 3;
/** How often a positive reply thanks for the praised topics in its first sentence. */
const THANKS_FOR_SHARE = 0.45;
/** How often a positive or mixed reply carries one more sentence of warmth. */
const EXTRA_SHARE = 0.5;

/**
 * What the sentences chosen so far have used up: their first two words, a thank-you, an apology, a word of improving, and
 * their own long words, which a later sentence does not say again in another form ('le convenció … convencerle del todo',
 * 'herzlichen Dank … Herzliche Grüße').
 */
interface Said extends Courtesy {
  openings: Set<string>;
  stems: Set<string>;
  /** A note has taken a remark to heart: no sentence after it says that every review is read and taken to heart. */
  noted: boolean;
}

const copyOf = (said: Said): Said => ({ ...said, openings: new Set(said.openings), stems: new Set(said.stems) });
const echoes = (template: string, said: Said, language: PhraseBank['language']) => wordingStems(template, language).some((stem) => said.stems.has(stem));

const templateOpenings = new Map<string, string | null>();

/** A sentence's first two words, read off its template when they are written out there. */
function openingOfSentence(text: string, template: string): string | null {
  let opening = templateOpenings.get(template);
  if (opening === undefined) {
    const head = template.slice(0, 40);
    opening = /^[^{(]*?\p{L}+[^\p{L}{(]+\p{L}+(?![\p{L}{])/u.test(head) ? openingOf(head) : null;
    templateOpenings.set(template, opening);
  }
  return opening ?? openingOf(text);
}

/**
 * `mayEcho`: the sentence may say again in other words what the reply has said, as a filler the reply needs to reach its minimum
 * may, and a slot whose every variant would.
 */
function fits(text: string, template: string, said: Said, ctx: ComposeContext, first: boolean, mayEcho = false): boolean {
  const opening = openingOfSentence(text, template);
  if (opening !== null && said.openings.has(opening)) return false;
  if (!mayEcho && (echoes(template, said, ctx.bank.language) || (said.noted && ctx.bank.readsReviews.test(text)))) return false;
  const courtesy = courtesyOf(template, ctx.bank.language);
  if (said.thanks + courtesy.thanks > 1 || said.apology + courtesy.apology > 1 || said.improvement + courtesy.improvement > 1) return false;
  return !first || !ctx.usedOpenings.has(openingKey(text));
}

function remember(text: string, template: string, said: Said, language: PhraseBank['language']) {
  const opening = openingOfSentence(text, template);
  if (opening !== null) said.openings.add(opening);
  for (const stem of wordingStems(template, language)) said.stems.add(stem);
  const courtesy = courtesyOf(template, language);
  said.thanks += courtesy.thanks;
  said.apology += courtesy.apology;
  said.improvement += courtesy.improvement;
}

/**
 * One sentence: a random variant that has what it needs and does not repeat what the reply already
 * says (its first two words, a second thank-you, apology or word of improving; for the first sentence, the opening of a
 * recent reply), with the other fitting variants as alternatives for the length fitting.
 */
function slot(name: string, pool: Pool, ctx: ComposeContext, vars: TemplateVars, rng: () => number, priority: number, said: Said, first = false): Part | null {
  const variants = renderableOf(poolFor(pool, ctx.tone), vars);
  if (variants.length === 0) return null;
  const polish = ctx.bank.polish ?? ((sentence: string) => sentence);
  const start = Math.floor(rng() * variants.length);
  let chosen: { text: string; template: string } | null = null;
  // A word said again is avoided while a variant can; a second thank-you, apology or opening never is.
  for (const mayEcho of [false, true]) {
    for (let i = 0; i < variants.length && chosen === null; i++) {
      const template = variants[(start + i) % variants.length]!;
      const text = polish(render(template, vars));
      if (fits(text, template, said, ctx, first, mayEcho)) chosen = { text, template };
    }
  }
  const { text, template } = chosen ?? { text: polish(render(variants[start]!, vars)), template: variants[start]! };
  // Alternatives must fit what came before this sentence, not the sentence itself. They may echo its words: the length fitting
  // takes them only when the reply must shrink or grow, and a shrinking reply may drop the sentence they would echo. So of
  // what was said before, only the openings and the courtesies are kept (the words are never asked).
  const before: Said = { ...said, openings: new Set(said.openings) };
  let rendered: string[] | null = null;
  const alternatives = () =>
    (rendered ??= variants
      .map((option) => ({ option, text: polish(render(option, vars)) }))
      .filter(({ option, text: other }) => other.trim() !== '' && (other === text || fits(other, option, before, ctx, first, true)))
      .map(({ text: other }) => other));
  remember(text, template, said, ctx.bank.language);
  if (name === 'note') said.noted = true;
  return { slot: name, text, alternatives, priority };
}

const sober = new WeakMap<Pool, Pool>();

/**
 * The casual greetings the friendly tone says too, for someone the visit let down: 'Hi Bev,' rather than 'Hey Bev!', 'Hei
 * Sari!' rather than 'Moikka Sari!', and no greeting rather than 'Hey there!'. The casual tone's own, so that a German
 * reply that says 'du' does not open with the 'Guten Tag' of one that says 'Sie'.
 */
function soberGreetings(pool: Pool): Pool {
  let greetings = sober.get(pool);
  if (!greetings) {
    const friendly = new Set(poolFor(pool, 'friendly'));
    const shared = poolFor(pool, 'casual').filter((greeting) => friendly.has(greeting));
    greetings = shared.length > 0 ? { casual: shared } : pool;
    sober.set(pool, greetings);
  }
  return greetings;
}

/** The sign-off and the signer, each one that says no word of the reply again ('Nous tenons sincèrement … Sincères salutations') when the pool has one. */
function signature(ctx: ComposeContext, rng: () => number, base: TemplateVars, said: Said): Part | null {
  const { bank } = ctx;
  const fresh = (templates: readonly string[]) => {
    const unsaid = templates.filter((template) => !echoes(template, said, bank.language));
    return unsaid.length > 0 ? unsaid : templates;
  };
  const pool = ctx.contactName && ctx.businessName ? bank.signature.both : ctx.contactName ? bank.signature.contact : ctx.businessName ? bank.signature.business : null;
  const signer = pool ? pick(fresh(renderableOf(poolFor(pool, ctx.tone), base)), rng) : undefined;
  const signoff = pick(fresh(poolFor(ctx.replyClass === 'negative' ? bank.signoffAfterComplaint : bank.signoff, ctx.tone)), rng);
  if (!signer || !signoff) return null;
  for (const stem of [...wordingStems(signer, bank.language), ...wordingStems(signoff, bank.language)]) said.stems.add(stem);
  const name = render(signer, base);
  return { slot: 'signature', text: `${signoff}\n${name}`, alternatives: () => [name], priority: 90 };
}

/**
 * The sentences of a reply, in order: greeting; an opening thank-you (for the praised topics, or in
 * general); praise of what was liked; on 4-5 stars a note of what was not, on 1-3 stars the one
 * apology for it; an answer to a question; the invitation to talk (1-2 stars) or the contact email;
 * a closing line and the signature. Extra sentences are offered for a reply that comes out too short.
 */
export function composeParts(ctx: ComposeContext, rng: () => number): { parts: Part[]; fillers: string[] } {
  const { bank } = ctx;
  const base: TemplateVars = {
    ...(ctx.businessName ? { business: ctx.businessName } : {}),
    ...(ctx.contactName ? { contact: ctx.contactName } : {}),
    ...(ctx.email ? { email: ctx.email } : {}),
  };
  const said: Said = { openings: new Set(), stems: new Set(), noted: false, thanks: 0, apology: 0, improvement: 0 };
  const parts: Array<Part | null> = [];
  const greetings = ctx.firstName ? bank.greeting.named : bank.greeting.anonymous;
  const greeting = slot('greeting', ctx.replyClass === 'negative' && ctx.tone === 'casual' ? soberGreetings(greetings) : greetings, ctx, { ...base, ...(ctx.firstName ? { name: ctx.firstName } : {}) }, rng, 85, said);
  if (greeting && greeting.text !== '') parts.push(greeting);

  const cls = ctx.replyClass;
  const { praised, criticised } = ctx.hasText ? chooseTopics(ctx.topics, cls, ctx.maxTopics) : { praised: [], criticised: [] };
  // Up to four topics are named in one sentence; more are split, the rest praised or noted in a sentence of their own.
  // A reply to a complaint praises only the first four: it is better answered briefly.
  const split = (topics: TopicId[]): [TopicId[], TopicId[]] => (topics.length > IN_ONE_SENTENCE ? [topics.slice(0, SPLIT_AT), topics.slice(SPLIT_AT)] : [topics, []]);
  const [liked, alsoLiked] = cls === 'positive' ? split(praised) : [praised.slice(0, IN_ONE_SENTENCE), []];
  const t = topicPhrase(bank, liked, 'pos');
  const more = topicPhrase(bank, alsoLiked, 'pos');
  const [owned, alsoNoted] = split(criticised);
  const n = topicPhrase(bank, owned, 'neg');
  const noted = topicPhrase(bank, alsoNoted, 'neg');

  if (!ctx.hasText) {
    parts.push(slot('opening', bank.ratingOnly[cls], ctx, base, rng, 100, said, true));
  } else if (cls === 'positive') {
    const thanksFor = t !== undefined && rng() < THANKS_FOR_SHARE ? slot('opening', bank.thanksFor, ctx, { ...base, t }, rng, 100, said, true) : null;
    parts.push(thanksFor ?? slot('opening', bank.thanks.positive, ctx, base, rng, 100, said, true));
    if (t && !thanksFor) parts.push(slot('praise', bank.praise, ctx, { ...base, t }, rng, 70, said));
    if (more) parts.push(slot('praise', bank.praise, ctx, { ...base, t: more }, rng, 45, said));
    if (n) parts.push(slot('note', bank.note, ctx, { ...base, n }, rng, 75, said));
    if (noted) parts.push(slot('note', bank.note, ctx, { ...base, n: noted }, rng, 55, said));
  } else {
    // Answering a complaint, the apology and the invitation matter more than a thank-you when words are few.
    parts.push(slot('opening', bank.thanks[cls], ctx, base, rng, 95, said, true));
    if (t) parts.push(slot('praise', bank.praiseAside, ctx, { ...base, t }, rng, 60, said));
    parts.push(n ? slot('apology', bank.apology, ctx, { ...base, n }, rng, 100, said) : slot('apology', bank.apologyGeneral[cls], ctx, base, rng, 100, said));
    if (noted) parts.push(slot('note', bank.note, ctx, { ...base, n: noted }, rng, 55, said));
  }

  const answersQuestion = ctx.question && ctx.hasText && cls !== 'negative';
  if (answersQuestion) parts.push(slot('question', ctx.email ? bank.question.withEmail : bank.question.withoutEmail, ctx, base, rng, 65, said));
  if (cls === 'negative') parts.push(slot('invite', ctx.email ? bank.invite.withEmail : bank.invite.withoutEmail, ctx, base, rng, 100, said));
  else if (ctx.email && !answersQuestion) parts.push(slot('email', bank.emailLine, ctx, base, rng, 100, said));
  parts.push(slot('closing', bank.closing[cls], ctx, base, rng, cls === 'negative' ? 20 : 50, said));
  parts.push(signature(ctx, rng, base, said));

  // A warm reply that also takes a criticism to heart goes on as a balanced one does: 'so this is lovely
  // to hear' would not follow 'we will look into the waiting time'.
  const extraClass: ReplyClass = cls === 'positive' && n ? 'mixed' : cls;
  // The length fitting may add every filler: each must fit the reply and the fillers before it.
  // Those that say again what the reply said come last: a reply too short for its minimum takes them rather than stay short.
  const withFillers = copyOf(said);
  const offered = shuffled(renderableOf(poolFor(bank.extra[extraClass], ctx.tone), base), rng).map((template) => ({ template, text: render(template, base) }));
  const take = (needed: boolean) => (filler: (typeof offered)[number]) =>
    fits(filler.text, filler.template, withFillers, ctx, false, needed) && (remember(filler.text, filler.template, withFillers, bank.language), true);
  const fresh = offered.filter(take(false));
  const fillers = [...fresh, ...offered.filter((filler) => !fresh.includes(filler)).filter(take(true))];
  const chosen = parts.filter((part): part is Part => part !== null);
  // A warm reply says a little more than thank you; a complaint is better answered briefly.
  if (ctx.hasText && cls !== 'negative' && fresh.length > 0 && rng() < EXTRA_SHARE) {
    const extra = fillers.shift()!;
    const closing = chosen.findIndex((part) => part.slot === 'closing' || part.slot === 'signature');
    chosen.splice(closing === -1 ? chosen.length : closing, 0, { slot: 'extra', text: extra.text, alternatives: () => [], priority: 10 });
  }
  return { parts: chosen, fillers: fillers.map(({ text }) => text) };
}
