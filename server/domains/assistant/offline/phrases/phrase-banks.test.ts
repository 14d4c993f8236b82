import { LANGUAGES, type Language } from '@common/languages';
import { TONES } from '@common/schemas/settings';
import { countCourtesy } from '../../guardrails/sentence-traits';
import { analyseReview } from '../../topics/analyse-review';
import { related, TOPIC_IDS, type TopicId } from '../../topics/topic-ids';
import type { Tone } from '../../types';
import { canRender, ownStems, render, topicPhrase, type TemplateVars } from '../template';
import { BANKS_OF, PHRASE_BANKS } from './index';
import { poolFor, type Pool } from './types';

/**
 * The contract of every phrase bank (design §5 rules 9 and 10): each sentence has one job. Only the
 * opening thanks and only the apology apologises, so a reply says each at most once; no sentence but
 * the topic sentences names a topic, so a reply never talks about what the review did not raise; and
 * each topic sentence names its topics with the right feeling.
 */
const TONES_WRITTEN: Tone[] = TONES.filter((tone): tone is Tone => tone !== 'auto');
const BASE: TemplateVars = { name: 'Anna', business: 'Solsikke', contact: 'Mette', email: 'hej@solsikke.dk' };
const NAMES = ['Anna', 'Solsikke', 'Mette', 'hej@solsikke.dk'];

function sentences(pool: Pool, vars: TemplateVars = BASE): string[] {
  return TONES_WRITTEN.flatMap((tone) => poolFor(pool, tone)).filter((template) => canRender(template, vars)).map((template) => render(template, vars));
}

const POOL_KEYS = ['all', 'formal', 'warm', 'professional', 'friendly', 'casual'];
const isPool = (value: unknown): value is Pool =>
  typeof value === 'object' && value !== null && POOL_KEYS.some((key) => Array.isArray((value as Record<string, unknown>)[key]));
/** Every pool of a bank, however deep its slot keeps it ('thanks.positive', 'signature.both'). */
const poolsIn = (value: unknown): Pool[] =>
  isPool(value) ? [value] : typeof value === 'object' && value !== null && !(value instanceof RegExp) ? Object.values(value).flatMap(poolsIn) : [];

const withoutNames = (text: string) => NAMES.reduce((out, name) => out.split(name).join(' '), text);
const topicsIn = (text: string, language: Language) => analyseReview(withoutNames(text), language, 'reply').topics;

const BANKS = LANGUAGES.flatMap((language) => BANKS_OF[language].map((bank) => [bank.variety ? `${language} (${bank.variety})` : language, bank] as const));

describe.each(BANKS)('phrase bank %s', (_name, bank) => {
  const language = bank.language;
  const courtesy = (text: string) => countCourtesy(text, language);

  const plain: Array<[string, Pool]> = [
    ['greeting.named', bank.greeting.named], ['greeting.anonymous', bank.greeting.anonymous],
    ['thanks.positive', bank.thanks.positive], ['thanks.mixed', bank.thanks.mixed], ['thanks.negative', bank.thanks.negative],
    ['ratingOnly.positive', bank.ratingOnly.positive], ['ratingOnly.mixed', bank.ratingOnly.mixed], ['ratingOnly.negative', bank.ratingOnly.negative],
    ['apologyGeneral.mixed', bank.apologyGeneral.mixed], ['apologyGeneral.negative', bank.apologyGeneral.negative],
    ['question.withEmail', bank.question.withEmail], ['question.withoutEmail', bank.question.withoutEmail],
    ['invite.withEmail', bank.invite.withEmail], ['invite.withoutEmail', bank.invite.withoutEmail], ['emailLine', bank.emailLine],
    ['closing.positive', bank.closing.positive], ['closing.mixed', bank.closing.mixed], ['closing.negative', bank.closing.negative],
    ['extra.positive', bank.extra.positive], ['extra.mixed', bank.extra.mixed], ['extra.negative', bank.extra.negative], ['signoff', bank.signoff],
    ['signoffAfterComplaint', bank.signoffAfterComplaint],
    ['signature.contact', bank.signature.contact], ['signature.business', bank.signature.business], ['signature.both', bank.signature.both],
  ];

  it.each(plain)('%s names no topic', (_slot, pool) => {
    const found = sentences(pool).flatMap((text) => topicsIn(text, language).map((topic) => `${topic.topic} in "${text}"`));
    expect(found).toEqual([]);
  });

  it('thanks only in the opening sentences, at most once each', () => {
    for (const pool of [bank.thanks.positive, bank.thanks.mixed, bank.thanks.negative, bank.thanksFor, bank.ratingOnly.positive, bank.ratingOnly.mixed]) {
      for (const text of sentences(pool, { ...BASE, t: topicPhrase(bank, ['food'], 'pos') })) {
        expect(courtesy(text), text).toMatchObject({ apology: 0 });
        expect(courtesy(text).thanks, text).toBeLessThanOrEqual(1);
      }
    }
    const t = topicPhrase(bank, ['food'], 'pos');
    const n = topicPhrase(bank, ['food'], 'neg');
    const others = [
      bank.greeting.named, bank.greeting.anonymous, bank.praise, bank.praiseAside, bank.note, bank.apology, bank.apologyGeneral.mixed, bank.apologyGeneral.negative,
      bank.ratingOnly.negative, bank.question.withEmail, bank.question.withoutEmail, bank.invite.withEmail, bank.invite.withoutEmail, bank.emailLine,
      bank.closing.positive, bank.closing.mixed, bank.closing.negative, bank.extra.positive, bank.extra.mixed, bank.extra.negative, bank.signoff, bank.signoffAfterComplaint,
    ];
    for (const pool of others) for (const text of sentences(pool, { ...BASE, t, n })) expect(courtesy(text).thanks, text).toBe(0);
  });

  it('apologises exactly once in the apology sentences, and nowhere else', () => {
    const n = topicPhrase(bank, ['food'], 'neg');
    for (const pool of [bank.apology, bank.apologyGeneral.mixed, bank.apologyGeneral.negative, bank.ratingOnly.negative]) {
      for (const text of sentences(pool, { ...BASE, n })) expect(courtesy(text), text).toMatchObject({ apology: 1, thanks: 0 });
    }
    const t = topicPhrase(bank, ['food'], 'pos');
    const others = [
      bank.greeting.named, bank.greeting.anonymous, bank.praise, bank.praiseAside, bank.note, bank.thanksFor, bank.thanks.positive, bank.thanks.mixed,
      bank.thanks.negative, bank.ratingOnly.positive, bank.ratingOnly.mixed, bank.question.withEmail, bank.question.withoutEmail, bank.invite.withEmail,
      bank.invite.withoutEmail, bank.emailLine, bank.closing.positive, bank.closing.mixed, bank.closing.negative, bank.extra.positive, bank.extra.mixed,
      bank.extra.negative, bank.signoff, bank.signoffAfterComplaint,
    ];
    for (const pool of others) for (const text of sentences(pool, { ...BASE, t, n })) expect(courtesy(text).apology, text).toBe(0);
  });

  it('says it will improve at most once in a sentence, so that composition can keep it to one per reply', () => {
    const vars = { ...BASE, t: topicPhrase(bank, ['food'], 'pos'), n: topicPhrase(bank, ['food'], 'neg') };
    const pools = plain.map(([, pool]) => pool).concat([bank.praise, bank.praiseAside, bank.thanksFor, bank.note, bank.apology]);
    for (const pool of pools) for (const text of sentences(pool, vars)) expect(courtesy(text).improvement, text).toBeLessThanOrEqual(1);
  });

  it("says none of its own words twice in one sentence: not 'Mange tak for de mange stjerner', not 'gärna veta mer, så kontakta oss gärna'", () => {
    for (const template of poolsIn({ ...bank, topics: null }).flatMap((pool) => TONES_WRITTEN.flatMap((tone) => poolFor(pool, tone)))) {
      const stems = ownStems(template, language);
      expect(stems.filter((stem, index) => stems.indexOf(stem) !== index), template).toEqual([]);
    }
  });

  const named = (text: string, topics: readonly TopicId[]) => {
    const found = topicsIn(text, language);
    return { found, every: topics.every((topic) => found.some((f) => related(f.topic, topic))), none: found.every((f) => topics.some((topic) => related(topic, f.topic))) };
  };

  it.each(TOPIC_IDS)('praises %s where it thanks or praises, and never praises it where it owns up', (topic) => {
    for (const pool of [bank.praise, bank.praiseAside, bank.thanksFor]) {
      for (const text of sentences(pool, { ...BASE, t: topicPhrase(bank, [topic], 'pos') })) {
        const { found, every, none } = named(text, [topic]);
        expect(every && none, `${text} → ${JSON.stringify(found)}`).toBe(true);
        expect(found.filter((f) => related(f.topic, topic)).every((f) => f.polarity > 0), `${text} → ${JSON.stringify(found)}`).toBe(true);
      }
    }
    for (const [pool, feeling] of [[bank.note, (p: number) => p <= 0], [bank.apology, (p: number) => p < 0]] as const) {
      for (const text of sentences(pool, { ...BASE, n: topicPhrase(bank, [topic], 'neg') })) {
        const { found, every, none } = named(text, [topic]);
        expect(every && none, `${text} → ${JSON.stringify(found)}`).toBe(true);
        expect(found.every((f) => feeling(f.polarity)), `${text} → ${JSON.stringify(found)}`).toBe(true);
      }
    }
  });

  it('names every topic of a list of three with the same feeling', () => {
    const three: TopicId[] = ['food', 'staff', 'price'];
    for (const text of sentences(bank.praise, { ...BASE, t: topicPhrase(bank, three, 'pos') })) {
      const found = topicsIn(text, language);
      expect(three.every((topic) => found.some((f) => f.topic === topic && f.polarity > 0)), `${text} → ${JSON.stringify(found)}`).toBe(true);
    }
    for (const text of sentences(bank.apology, { ...BASE, n: topicPhrase(bank, three, 'neg') })) {
      const found = topicsIn(text, language);
      expect(three.every((topic) => found.some((f) => f.topic === topic && f.polarity < 0)), `${text} → ${JSON.stringify(found)}`).toBe(true);
    }
  });
});

describe('the English phrase bank', () => {
  it('names every topic as a noun phrase, which every topic sentence can take as its subject', () => {
    const bank = PHRASE_BANKS.en;
    for (const topic of TOPIC_IDS) {
      const vars = { ...BASE, t: topicPhrase(bank, [topic], 'pos'), n: topicPhrase(bank, [topic, 'price'], 'neg') };
      for (const pool of [bank.praise, bank.praiseAside, bank.thanksFor, bank.note, bank.apology]) {
        // 'I am sorry how your hair turned out and the prices let you down' has no subject.
        for (const text of sentences(pool, vars)) expect(text, text).not.toMatch(/\b(?:that|sorry|glad|know) (?:how|what|where|when)\b/u);
      }
    }
  });
});

describe('the Spanish phrase bank', () => {
  it('owns up to the noise and the wait by their level and their length, which can fall short of what was hoped', () => {
    const bank = PHRASE_BANKS.es;
    for (const topic of ['noise', 'waiting'] as const) {
      // 'Sentimos que el ruido no le convenciera': the noise itself was never meant to please.
      for (const text of sentences(bank.apology, { ...BASE, n: topicPhrase(bank, [topic], 'neg') })) expect(text, text).not.toMatch(/\b(?:el ruido|la espera) (?:no|le|te)\b/u);
    }
  });
});
