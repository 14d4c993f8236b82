import { countWords, utf8Bytes } from '@common/drafting/word-count';
import { type Language, LANGUAGES } from '@common/languages';
import { describe, expect, it } from 'vitest';
import { checkDraft } from '../guardrails/check-draft';
import { jaccard, wordTrigrams } from '../guardrails/similarity';
import { guardrailContextFor } from '../guardrail-context';
import { detectLanguage } from '../language/detect-language';
import { REVIEW_SAMPLES, SAMPLES_BY_LANGUAGE } from '../language/review-samples';
import { APOLOGY, BUSINESS, INVITE, inputFor, SETTINGS } from '../test-support';
import { analyseReview } from '../topics/analyse-review';
import { related } from '../topics/topic-ids';
import type { ToneSetting } from '../types';
import { draftReply } from './draft-reply';
import { firstNameOf } from './first-name';
import { firstSentenceOf } from './layout';
import { isGrammarWord } from './grammar-words';
import { PHRASE_BANKS } from './phrases';

const TONES: ToneSetting[] = ['professional', 'friendly', 'casual', 'auto'];

describe('draftReply, every language and tone', () => {
  for (const language of LANGUAGES) {
    for (const tone of TONES) {
      it(`${language} / ${tone}: the reply is in ${language}, within bounds and passes every guardrail, with and without text`, () => {
        for (const sample of SAMPLES_BY_LANGUAGE[language]) {
          for (const [min, max, text] of [[10, 100, sample.text], [5, 20, sample.text], [50, 200, sample.text], [10, 100, null], [50, 200, null]] as const) {
            const settings = { defaultTone: tone, responseMinWords: min, responseMaxWords: max, includeContactEmail: 'all' } as const;
            const input = { ...inputFor(sample, settings), review: { reviewerName: sample.reviewerName, text, rating: sample.rating } };
            const draft = draftReply(input);
            expect(draft.language).toBe(language);
            const words = countWords(draft.text);
            expect(words, draft.text).toBeGreaterThanOrEqual(min);
            expect(words, draft.text).toBeLessThanOrEqual(max);
            expect(utf8Bytes(draft.text)).toBeLessThan(4096);
            expect(checkDraft(draft.text, guardrailContextFor(input)), draft.text).toMatchObject({ ok: true });
          }
        }
      });
    }
  }

  it('resolves auto: friendly for 4-5 stars, professional for 1-3, the text’s sentiment without stars', () => {
    const [five, one] = [REVIEW_SAMPLES.find((s) => s.rating === 5), REVIEW_SAMPLES.find((s) => s.rating === 1)];
    if (!five || !one) throw new Error('samples missing');
    expect(draftReply(inputFor(five, { defaultTone: 'auto' })).tone).toBe('friendly');
    expect(draftReply(inputFor(one, { defaultTone: 'auto' })).tone).toBe('professional');
    expect(draftReply({ ...inputFor(five, { defaultTone: 'auto' }), review: { reviewerName: 'Ann', text: five.text, rating: null } }).tone).toBe('friendly');
    expect(draftReply({ ...inputFor(one, { defaultTone: 'auto' }), review: { reviewerName: 'Ann', text: one.text, rating: null } }).tone).toBe('professional');
  });

  it('replies in the forced language whatever the review’s language', () => {
    for (const sample of SAMPLES_BY_LANGUAGE.sv.slice(0, 8)) {
      const draft = draftReply(inputFor(sample, { forceLanguage: 'da' }));
      expect(draft.language).toBe('da');
      expect(detectLanguage(draft.text.replace(/\S+@\S+/gu, ''), 'en').language).toBe('da');
    }
  });

  it('greets by first name only, and never by a surname, initials, a company or "Anonymous"', () => {
    for (const sample of REVIEW_SAMPLES) {
      const text = draftReply(inputFor(sample)).text;
      const first = firstNameOf(sample.reviewerName);
      if (first) expect(text.split('\n')[0], sample.reviewerName).toContain(first);
      for (const rest of sample.reviewerName.split(/\s+/u).slice(1)) if (rest.length > 2) expect(text).not.toMatch(new RegExp(`\\b${rest}\\b`, 'u'));
      if (!first) expect(text).not.toContain(sample.reviewerName.split(/\s+/u)[0] ?? '###');
    }
  });

  it('mentions a topic the review raises', () => {
    let checked = 0;
    for (const sample of REVIEW_SAMPLES.filter((s) => s.rating !== 3)) {
      const text = draftReply(inputFor(sample)).text.toLowerCase();
      const expected: Record<string, RegExp> = {
        'Such a cosy little café with the best coffee in town.': /coffee|atmosphere/u,
      };
      const pattern = expected[sample.text.split(' The ')[0] ?? ''];
      if (pattern) expect(text).toMatch(pattern);
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
    const examples: Array<[string, RegExp]> = [
      ['en', /coffee|atmosphere|team/u], ['da', /kaffen|stemningen|personalet/u], ['no', /kaffen|maten|stemningen|personalet/u],
      ['sv', /kaffet|maten|personalen/u], ['fi', /kahvi|tunnelma|henkilökun|ruoka/u], ['de', /kaffee|essen|atmosphäre|team/u],
      ['fr', /café|repas|ambiance|équipe/u], ['es', /café|comida|ambiente|equipo/u], ['pt', /café|comida|ambiente|equipa/u],
    ];
    for (const [language, pattern] of examples) {
      const sample = SAMPLES_BY_LANGUAGE[language as keyof typeof SAMPLES_BY_LANGUAGE][0];
      if (!sample) throw new Error('sample missing');
      for (let seed = 0; seed < 5; seed++) expect(draftReply(inputFor(sample, {}, seed)).text.toLowerCase()).toMatch(pattern);
    }
  });

  it('apologises and invites an offline conversation on 1-2 stars, in every language', () => {
    for (const sample of REVIEW_SAMPLES.filter((s) => s.rating <= 2)) {
      for (const includeContactEmail of ['never', 'negative_only'] as const) {
        const text = draftReply(inputFor(sample, { includeContactEmail, defaultTone: 'professional' })).text;
        expect(text, text).toMatch(APOLOGY[sample.language]);
        if (includeContactEmail === 'never') expect(text, text).toMatch(INVITE[sample.language]);
        else expect(text).toContain(SETTINGS.contactEmail);
      }
    }
  });

  it('includes the contact email per includeContactEmail', () => {
    const email = SETTINGS.contactEmail ?? '';
    for (const sample of REVIEW_SAMPLES) {
      const negative = sample.rating <= 2;
      expect(draftReply(inputFor(sample, { includeContactEmail: 'never' })).text).not.toContain(email);
      expect(draftReply(inputFor(sample, { includeContactEmail: 'negative_only' })).text.includes(email)).toBe(negative);
      expect(draftReply(inputFor(sample, { includeContactEmail: 'all' })).text).toContain(email);
      expect(draftReply(inputFor(sample, { includeContactEmail: 'all', contactEmail: null })).text).not.toContain('@');
    }
  });

  it('signs with the contact name and the business as the tone suggests, with the business alone when there is no contact', () => {
    for (const sample of REVIEW_SAMPLES.slice(0, 40)) {
      const signature = (overrides = {}, businessName: string | null = 'Café Aroma') => {
        const text = draftReply({ ...inputFor(sample, overrides), businessName }).text;
        return text.slice(text.lastIndexOf('\n\n') + 2);
      };
      expect(signature({ defaultTone: 'professional' })).toMatch(/Mette\nCafé Aroma$/u);
      expect(signature({ defaultTone: 'casual' })).toMatch(/Mette( \S+ Café Aroma)?$/u);
      expect(signature({ contactName: null })).toContain('Café Aroma');
      expect(signature({}, null)).toMatch(/\nMette$/u);
    }
  });

  it('gives a rating-only review a short, fitting reply', () => {
    for (const sample of REVIEW_SAMPLES.filter((_, i) => i % 5 === 0)) {
      const input = { ...inputFor(sample), review: { reviewerName: sample.reviewerName, text: null, rating: sample.rating } };
      const draft = draftReply(input);
      expect(draft.language).toBe(sample.language);
      expect(countWords(draft.text)).toBeLessThanOrEqual(45);
      if (sample.rating <= 2) expect(draft.text).toMatch(APOLOGY[sample.language]);
    }
  });
});

describe('draftReply, variety', () => {
  const pageOf25 = (language: (typeof LANGUAGES)[number]) => {
    const samples = SAMPLES_BY_LANGUAGE[language];
    const fives = samples.filter((s) => s.rating === 5);
    const ratingOnly = samples.filter((s) => s.rating !== 5).map((s) => ({ ...s, text: null as string | null, rating: 5 }));
    return [...fives.map((s) => ({ ...s, text: s.text as string | null })), ...ratingOnly].slice(0, 25);
  };

  for (const language of LANGUAGES) {
    it(`${language}: a page of 25 five-star reviews gets 25 different replies (pairwise trigram Jaccard ≤ 0.5)`, () => {
      const replies: string[] = [];
      for (const [index, sample] of pageOf25(language).entries()) {
        const input = inputFor({ ...sample, text: sample.text ?? '' }, {}, 1000 + index, [...replies]);
        const draft = draftReply({ ...input, review: { reviewerName: sample.reviewerName, text: sample.text, rating: 5 } });
        replies.push(draft.text);
      }
      expect(replies).toHaveLength(25);
      expect(new Set(replies).size).toBe(25);
      let max = 0;
      for (let i = 0; i < replies.length; i++) for (let j = i + 1; j < replies.length; j++) max = Math.max(max, jaccard(wordTrigrams(replies[i] ?? ''), wordTrigrams(replies[j] ?? '')));
      expect(max).toBeLessThanOrEqual(0.5);
    });
  }

  it('opens a page of 25 five-star ratings without text in 25 different ways, in every language and tone', () => {
    const names = ['Anna Berg', 'Jonas Lind', 'Maria Costa', 'Pierre Durand', 'Sofia Nieminen', 'Lars Holm', 'Eva Schmidt', 'Luis García', 'Ines Moreau', 'Mikko Virtanen', 'Karin Dahl', 'Tom Hughes', 'Julia Weber', 'Ana Sousa', 'Erik Berg', 'Lea Martin', 'Paula Ruiz', 'Nina Koski', 'Ole Hansen', 'Sara Lund', 'Max Bauer', 'Rita Lopes', 'Hugo Petit', 'Aino Laine', 'Emma Nilsson'];
    for (const language of LANGUAGES) {
      for (const defaultTone of ['professional', 'friendly', 'casual'] as const) {
        const openings: string[] = [];
        const replies: string[] = [];
        for (const [index, reviewerName] of names.entries()) {
          const input = inputFor({ language, reviewerName, text: '', rating: 5 }, { defaultTone }, 7000 + index, replies.slice(-50).reverse());
          const reply = draftReply({ ...input, review: { reviewerName, text: null, rating: 5 } }).text;
          replies.push(reply);
          openings.push(firstSentenceOf(reply));
        }
        expect(new Set(openings).size, `${language} ${defaultTone}: ${openings.join(' / ')}`).toBe(25);
      }
    }
  });

  it('Regenerate (another seed, the current reply to avoid) always gives a different reply', () => {
    for (const sample of REVIEW_SAMPLES) {
      const first = draftReply(inputFor(sample, {}, 7)).text;
      const second = draftReply(inputFor(sample, {}, 8, [first])).text;
      expect(second).not.toBe(first);
    }
  });

  it('is deterministic for a seed', () => {
    const sample = REVIEW_SAMPLES[3];
    if (!sample) throw new Error('sample missing');
    expect(draftReply(inputFor(sample, {}, 42)).text).toBe(draftReply(inputFor(sample, {}, 42)).text);
  });
});

describe('draftReply, its own words', () => {
  /**
   * The first six letters of each word of seven or more ('convenció' and 'convencerle' are one word said twice), and the first
   * five of each shorter one of five or six that is no grammar word ('varme' and 'varmer', 'gärna' and 'gärna').
   */
  const stemsOf = (text: string, language: Language) =>
    (text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((word) => word.length >= 7 || !isGrammarWord(language, word)).map((word) => word.slice(0, word.length >= 7 ? 6 : 5));

  it("says none of its own words twice in another form: not 'le convenció … convencerle', not 'herzlichen Dank … Herzliche Grüße', not 'de varme ord … det varmer'", () => {
    for (const language of LANGUAGES) {
      // The topics' names are the review's, and the reply may name one in two sentences ('le personnel … la coiffure').
      const topicStems = new Set(Object.values(PHRASE_BANKS[language].topics).flatMap((entry) => (typeof entry === 'string' ? [entry] : [entry.pos, entry.neg])).flatMap((entry) => stemsOf(entry, language)));
      for (const sample of SAMPLES_BY_LANGUAGE[language]) {
        for (let seed = 1; seed <= 6; seed++) {
          // The business's name is its own, said in the thanks and again in the signature.
          const reply = draftReply(inputFor(sample, { includeContactEmail: 'never' }, seed)).text.split(BUSINESS).join('');
          const sentenceOf = new Map<string, number>();
          for (const [index, sentence] of reply.split(/(?<=[.!?])\s+|\n+/u).slice(1).entries()) {
            for (const stem of stemsOf(sentence, language).filter((one) => !topicStems.has(one))) {
              expect(sentenceOf.get(stem) ?? index, `'${stem}' twice: ${reply}`).toBe(index);
              sentenceOf.set(stem, index);
            }
          }
        }
      }
    }
  });
});

describe('draftReply, a salon review about the colour', () => {
  it('speaks of the hair, never of a new haircut the reviewer did not mention', () => {
    const reviews = [
      { language: 'da', text: 'Mega glad for min nye hårfarve! Sidse har virkelig styr på balayage 👌', cut: /frisure|klip/iu },
      { language: 'sv', text: 'Så nöjd med min nya hårfärg, precis den färg jag ville ha 😍', cut: /frisyr|klipp/iu },
      { language: 'no', text: 'Kjempefornøyd med den nye hårfargen, akkurat den fargen jeg ønsket meg!', cut: /frisyr|klipp/iu },
      { language: 'en', text: 'Great colour, exactly what I asked for. Emma really knows her balayage!', cut: /haircut|\bcut\b/iu },
      { language: 'es', text: 'Pedí unas mechas en tono miel y me quedaron naranjas. Qué decepción.', cut: /\bcorte\b/iu },
      { language: 'pt', text: 'Fiz madeixas e a cor ficou perfeita, exatamente o que pedi!', cut: /\bcorte\b/iu },
      { language: 'fi', text: 'Pyysin vaaleita raitoja ja lopputulos on oranssi 😭 Ei kyllä enää ikinä.', cut: /leikkau/iu },
    ] as const;
    for (const { language, text, cut } of reviews) {
      for (let seed = 1; seed <= 12; seed++) {
        const reply = draftReply(inputFor({ language, reviewerName: 'Camilla K.', text, rating: 5 }, {}, seed)).text;
        expect(reply, reply).not.toMatch(cut);
      }
    }
  });
});


describe('draftReply, a warm review with one complaint', () => {
  const reviews = [
    { language: 'fr', text: 'Très bon café et croissants délicieux, mais le service était lent et l’attente trop longue.' },
    { language: 'es', text: 'La comida estaba riquísima, pero la espera fue demasiado larga.' },
    { language: 'de', text: 'Das Essen war super lecker, aber wir mussten sehr lange warten.' },
    { language: 'da', text: 'Lækker mad og hyggelig stemning, men ventetiden var alt for lang.' },
    { language: 'sv', text: 'Jättegod mat och trevlig personal, men vi fick vänta länge på maten.' },
    { language: 'en', text: 'Lovely food and friendly staff, but the wait was far too long.' },
    { language: 'no', text: 'Nydelig mat og hyggelig personale, men ventetiden var altfor lang.' },
    { language: 'fi', text: 'Ruoka oli herkullista ja henkilökunta ystävällistä, mutta odotusaika oli aivan liian pitkä.' },
    { language: 'pt', text: 'A comida estava ótima e o pessoal simpático, mas a espera foi demasiado longa.' },
  ] as const;

  it('says once that the feedback helps, not again in other words', () => {
    for (const { language, text } of reviews) {
      for (let seed = 1; seed <= 40; seed++) {
        const input = inputFor({ language, reviewerName: 'Camille D.', text, rating: 4 }, { responseMinWords: 40, responseMaxWords: 120 }, seed);
        const reply = draftReply(input).text;
        expect(checkDraft(reply, guardrailContextFor(input)), reply).toMatchObject({ ok: true });
      }
    }
  });

  it("takes the complaint to heart once: no 'we read every review and take your points on board' after the note that did", () => {
    for (const { language, text } of reviews) {
      for (let seed = 1; seed <= 40; seed++) {
        const reply = draftReply(inputFor({ language, reviewerName: 'Camille D.', text, rating: 4 }, { responseMinWords: 30, responseMaxWords: 120 }, seed)).text;
        expect(reply, reply).not.toMatch(PHRASE_BANKS[language].readsReviews);
      }
    }
  });
});

/**
 * A long review names five or six things with one feeling: the reply speaks to each of them, with that feeling, over two
 * sentences rather than one long list, and passes every guardrail.
 */
function speaksToEveryPoint(reviews: ReadonlyArray<{ language: Language; text: string }>, rating: number, feeling: 1 | -1, bounds: { responseMinWords: number; responseMaxWords: number }) {
  for (const { language, text } of reviews) {
    const points = analyseReview(text, language).topics.filter((t) => t.polarity === feeling).map((t) => t.topic);
    expect(points.length, text).toBeGreaterThanOrEqual(5);
    for (let seed = 1; seed <= 10; seed++) {
      const input = inputFor({ language, reviewerName: 'Camille D.', text, rating }, bounds, seed);
      const reply = draftReply(input).text;
      const named = analyseReview(reply, language, 'reply').topics;
      for (const topic of points) expect(named.some((n) => related(n.topic, topic) && n.polarity * feeling >= 0), `${topic}: ${reply}`).toBe(true);
      expect(checkDraft(reply, guardrailContextFor(input)), reply).toMatchObject({ ok: true });
    }
  }
}

describe('draftReply, a long review', () => {
  it('owns up to every point of a long complaint, over two sentences rather than one long list', () => {
    const reviews = [
      { language: 'en', text: 'We waited an hour, the food was cold, the waiter was rude, it was far too loud and at £90 it was overpriced.' },
      { language: 'da', text: 'Vi ventede en time, maden var kold, tjeneren var uhøflig, der var alt for larmende og prisen var alt for høj.' },
      { language: 'de', text: 'Wir haben eine Stunde gewartet, das Essen war kalt, der Kellner unhöflich, es war viel zu laut und viel zu teuer.' },
    ] as const;
    speaksToEveryPoint(reviews, 1, -1, { responseMinWords: 40, responseMaxWords: 150 });
  });

  it('thanks for every point of a long praise, over two sentences rather than one long list', () => {
    const reviews = [
      { language: 'en', text: 'The food was superb, the staff lovely, the wine excellent, the prices fair, the view stunning and the room cosy.' },
      { language: 'da', text: 'Maden var fantastisk, personalet søde, vinen fremragende, priserne fair, udsigten smuk og stemningen hyggelig.' },
      { language: 'de', text: 'Das Essen war super, das Personal herzlich, der Wein hervorragend, die Preise fair, die Aussicht traumhaft und die Stube gemütlich.' },
    ] as const;
    speaksToEveryPoint(reviews, 5, 1, { responseMinWords: 20, responseMaxWords: 120 });
  });

  it("thanks for the rest of a long praise without the 'at least' that answers a complaint", () => {
    const reviews = [
      { language: 'sv', text: 'Maten var fantastisk, personalet jättetrevligt, vinet utmärkt, priserna rimliga, utsikten vacker och stämningen mysig.' },
      { language: 'da', text: 'Maden var fantastisk, personalet søde, vinen fremragende, priserne fair, udsigten smuk og stemningen hyggelig.' },
      { language: 'de', text: 'Das Essen war super, das Personal herzlich, der Wein hervorragend, die Preise fair, die Aussicht traumhaft und die Stube gemütlich.' },
      { language: 'fi', text: 'Ruoka oli herkullista, henkilökunta ystävällistä, viini erinomaista, hinnat kohtuulliset, näköala upea ja tunnelma kodikas.' },
    ] as const;
    for (const { language, text } of reviews) {
      for (let seed = 1; seed <= 30; seed++) {
        const reply = draftReply(inputFor({ language, reviewerName: 'Camille D.', text, rating: 5 }, { responseMinWords: 20, responseMaxWords: 120 }, seed)).text;
        expect(reply).not.toMatch(/\bändå\b|i det mindste|trods alt|zumindest|sentään|ainakin|onneksi/iu);
      }
    }
  });
});

describe('draftReply, a topic the business cannot have', () => {
  const review = { reviewerName: 'Noelia', text: 'Sitio muy acogedor, las tartas riquísimas. Eso sí, el baño dejaba mucho que desear en cuanto a limpieza.', rating: 4 };
  const draftAt = (industry: string | null) =>
    draftReply({ review, settings: { ...SETTINGS, defaultTone: 'friendly' }, businessName: 'Cafetería La Alameda', industry, defaultLanguage: 'es', seed: 3 }).text;

  it("never apologises to a café for 'the room' its toilets were read as, while a hotel's bathroom is its room", () => {
    for (const industry of ['cafe', 'restaurant', 'retail']) expect(draftAt(industry), industry).not.toMatch(/habitaci/iu);
    expect(draftAt('hotel')).toMatch(/habitaci/iu);
    expect(draftAt(null)).toMatch(/habitaci/iu);
  });
});

describe('draftReply, a booking at a business one books an appointment at', () => {
  const draftAt = (text: string, language: 'fr' | 'es', industry: string) =>
    draftReply({ review: { reviewerName: 'Inès', text, rating: 2 }, settings: { ...SETTINGS, defaultTone: 'professional' }, businessName: 'Le Cabinet', industry, defaultLanguage: language, seed: 5 }).text;

  it("names a clinic's or a salon's booking as the appointment it is, and a restaurant's as a reservation", () => {
    const fr = 'Mon rendez-vous a été annulé deux fois la veille par SMS, sans explication.';
    expect(draftAt(fr, 'fr', 'clinic')).toMatch(/rendez-vous/u);
    expect(draftAt(fr, 'fr', 'clinic')).not.toMatch(/réservation/u);
    expect(draftAt('Réservation perdue, aucune table à notre nom en arrivant.', 'fr', 'restaurant')).toMatch(/réservation/u);
    expect(draftAt('Me cambiaron la cita tres veces sin avisar.', 'es', 'salon')).toMatch(/\bcita\b/u);
  });
});

describe('draftReply, a Portuguese review from Brazil or from Portugal', () => {
  const reviews = [
    { variety: 'Brazil', rating: 2, text: 'O café da manhã estava frio e a equipe demorou muito pra atender a gente. Fiquei uma hora esperando.' },
    { variety: 'Brazil', rating: 5, text: 'Amei o café da manhã e a equipe é um amor, super atenciosa com você. Voltarei com certeza!' },
    { variety: 'Portugal', rating: 2, text: 'O pequeno-almoço estava frio e a equipa demorou imenso a atender-nos. Estivemos uma hora à espera.' },
    { variety: 'Portugal', rating: 5, text: 'Adorei o pequeno-almoço e a equipa é um amor, muito atenciosa. Voltaremos de certeza!' },
  ] as const;
  // Words each variety says where the other says something else.
  const EUROPEAN = /\bequipa\b|pequeno-almoço|contacte|connosco|\p{L}+ámos\b|\p{L}+-(?:nos|me|lhe)\b/u;
  const BRAZILIAN = /\bequipe\b|café da manhã|\bcontato\b|\bconosco\b|\bvocê\b/u;

  it('answers a Brazilian in the Portuguese of Brazil and a Portuguese in that of Portugal, and passes every guardrail', () => {
    for (const { variety, rating, text } of reviews) {
      for (let seed = 1; seed <= 20; seed++) {
        for (const defaultTone of ['professional', 'friendly', 'casual'] as const) {
          const input = inputFor({ language: 'pt', reviewerName: 'Ana Souza', text, rating }, { defaultTone, includeContactEmail: 'never' }, seed);
          const reply = draftReply(input).text;
          expect(reply, reply).not.toMatch(variety === 'Brazil' ? EUROPEAN : BRAZILIAN);
          expect(checkDraft(reply, guardrailContextFor(input)), reply).toMatchObject({ ok: true });
        }
      }
    }
  });

  it('answers in the Portuguese of Portugal when the language is forced and the review is in another', () => {
    const input = inputFor({ language: 'en', reviewerName: 'Ana Souza', text: 'Lovely breakfast and a very kind team, thank you!', rating: 5 }, { forceLanguage: 'pt' });
    expect(draftReply(input).text).not.toMatch(BRAZILIAN);
  });
});

describe('draftReply, the greeting and sign-off of a reply to a complaint', () => {
  // The cheerful sign-offs of the friendly and casual tones, which read as careless under an apology.
  const CHEERFUL = /Cheers|Take care|Varme hilsner|Varme hilsener|Varma hälsningar|Ha det (?:gott|fint)|Allt gott|Aurinkoisin|Iloisin|Lämpimin|Terkuin|liebe Grüße|Herzliche Grüße|Chaleureusement|Amicalement|Belle journée|Bonne journée|Très belle journée|Belle fin de journée|abrazo|Abração|abraço grande|grande abraço|Votos de um excelente dia/u;

  // The breezy greetings of the casual tone.
  const BREEZY = /^(?:Hey|Hejsa|Hej hej|Hallå|Heisann|Hei hei|Moi|Moikka|Heippa|¡Buenas|Hello(?: \p{L}+)? !)(?!\p{L})/u;

  it('greets plainly in its own tone and signs off soberly in every tone: no hugs and sunny greetings under an apology', () => {
    for (const language of LANGUAGES) {
      for (const defaultTone of ['friendly', 'casual'] as const) {
        for (const sample of SAMPLES_BY_LANGUAGE[language]) {
          for (let seed = 1; seed <= 8; seed++) {
            const reply = draftReply(inputFor(sample, { defaultTone }, seed)).text;
            if (sample.rating <= 2) expect(reply, reply).not.toMatch(CHEERFUL);
            if (sample.rating <= 2) expect(reply, reply).not.toMatch(BREEZY);
            // A casual German reply says 'du', which the 'Guten Tag' of one that says 'Sie' does not open.
            if (language === 'de' && defaultTone === 'casual') expect(reply, reply).not.toMatch(/^Guten Tag/u);
          }
        }
      }
    }
  });
});
