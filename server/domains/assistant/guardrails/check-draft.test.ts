import { describe, expect, it } from 'vitest';
import { contextFor } from '../test-support';
import { checkDraft } from './check-draft';
import { allowedCommitments } from './rules/commitments';

const GOOD = 'Hi Anna,\n\nThank you so much for your lovely review! We are delighted you enjoyed the coffee and our team. Hope to see you again soon!\n\nWarm regards,\nMette';
/** A sentence added to the body of GOOD, before the signature. */
const plus = (sentence: string) => GOOD.replace('\n\nWarm regards', ` ${sentence}\n\nWarm regards`);
const fails = (draft: string, rule: string, overrides = {}, language: Parameters<typeof contextFor>[1] = 'en') =>
  expect(checkDraft(draft, contextFor(overrides, language))).toMatchObject({ ok: false, finding: { rule } });
const passes = (draft: string, overrides = {}, language: Parameters<typeof contextFor>[1] = 'en') =>
  expect(checkDraft(draft, contextFor(overrides, language))).toMatchObject({ ok: true });

describe('checkDraft: design section 5', () => {
  it('passes a good reply unchanged', () => {
    expect(checkDraft(GOOD, contextFor())).toEqual({ ok: true, text: GOOD, masked: [] });
  });

  it('rule 1 repetition: trigram Jaccard above 0.5 to one of the last 50 replies fails, 0.5 or less passes', () => {
    fails(GOOD, 'repetition', { recentReplies: ['Something else entirely.', GOOD.replace('Anna', 'Lars')] });
    passes(GOOD, { recentReplies: ['Hi Lars,\n\nThank you so much for your lovely review! The whole team says hello.\n\nBest,\nMette'] });
    const older = Array.from({ length: 50 }, (_, i) => `Unrelated reply number ${i} about nothing in particular.`);
    passes(GOOD, { recentReplies: [...older, GOOD] }); // only the last 50 count
  });

  it('rule 2 commitments: refunds, discounts, free items, compensation, guarantees and dates fail unless instructions allow them', () => {
    fails(plus('We will refund your bill.'), 'commitments');
    fails(plus('Enjoy 10% discount next time.'), 'commitments');
    fails(plus('Your next coffee is on the house.'), 'commitments');
    fails('Hej Anna\n\nVi giver dig gerne et gavekort som plaster på såret, tak for din anmeldelse og dine ord.', 'commitments', {}, 'da');
    fails('Hallo Anna, wir bieten Ihnen eine Entschädigung an und danken für Ihre ehrliche Bewertung.', 'commitments', {}, 'de');
    fails(plus('We guarantee it will be fixed by Friday.'), 'commitments');
    fails(plus('It will be fixed by 12/5.'), 'commitments');
    passes(plus('Feel free to get in touch any time.'));
    passes(plus('We will refund you.'), { customInstructions: 'You may offer a refund when the food was cold.' });
    fails(plus('We will refund you.'), 'commitments', { customInstructions: 'Never offer a refund.' });
    expect([...allowedCommitments('Offer a 10% discount to unhappy guests. Never promise refunds.')]).toEqual(['discount']);
  });

  it('rule 3 personal data: other emails, phones, URLs, order numbers and the reviewer’s surname fail', () => {
    fails(plus('Write to mette.private@gmail.com.'), 'personal_data');
    fails(plus('Call us on +45 12 34 56 78.'), 'personal_data');
    fails(plus('See www.cafe-aroma.dk for more.'), 'personal_data');
    fails(plus('Your order #48213 is noted.'), 'personal_data');
    fails(GOOD.replace('Hi Anna', 'Hi Anna Jensen'), 'personal_data');
    // A couple is greeted by both first names; the surname still may not follow.
    passes(GOOD.replace('Hi Anna', 'Hi Anna & Peter'), { reviewerName: 'Anna & Peter Jensen' });
    fails(GOOD.replace('Hi Anna', 'Hi Anna & Peter Jensen'), 'personal_data', { reviewerName: 'Anna & Peter Jensen' });
    passes(plus('You can reach us at kontakt@cafe-aroma.dk.'));
  });

  it('rule 4 language: a reply in another language than the target fails', () => {
    fails(GOOD, 'language', {}, 'da');
    passes('Hej Anna\n\nTusind tak for din dejlige anmeldelse! Det glæder os meget, at du var glad for kaffen. Vi ses snart igen!\n\nVenlig hilsen\nMette', { reviewText: 'Lækker kaffe!' }, 'da');
    passes('Hei Anna!\n\nTusen takk for den fine anmeldelsen! Det gleder oss veldig at du var fornøyd med kaffen. Håper vi ses snart igjen!\n\nVennlig hilsen\nMette', { reviewText: 'Nydelig kaffe!' }, 'no');
  });

  it('rule 5 length: fewer than the minimum or more than the maximum words, or over 4096 bytes, fail', () => {
    fails('Thanks, Anna!', 'length');
    fails(plus('Really. '.repeat(80)), 'length');
    fails(plus('æøå'.repeat(700)), 'length', { maxWords: 200 });
    passes(GOOD, { minWords: 20, maxWords: 30 });
    fails('   ', 'length');
  });

  it('rule 6 grounding: invented names, places, prices and hours fail; what the review or settings name passes', () => {
    fails(GOOD.replace('our team', 'Sofie'), 'grounding');
    fails(GOOD.replace('our team', 'our shop in Copenhagen'), 'grounding');
    fails(plus('Our brunch is only 149 kr.'), 'grounding');
    fails(plus('We are open until 22:00.'), 'grounding');
    // A title names a person wherever the name falls: at the start of a line, after spaces.
    expect(checkDraft(plus('Mr.\n  Hansen says hello.'), contextFor())).toMatchObject({ ok: false, finding: { rule: 'grounding', kind: 'name', detail: 'Hansen' } });
    fails('Hallo Anna,\n\nvielen Dank! Frau Schneider freut sich über Ihr Lob für den Kaffee und das Team.\n\nViele Grüße\nMette', 'grounding', {}, 'de');
    passes(GOOD.replace('our team', 'Sofie'), { reviewText: 'Sofie made the best coffee, we will be back!' });
    passes(plus('Our coffee is only 49 kr.'), { businessProfile: ['Coffee 49 kr'] });
    passes('Hallo Anna,\n\nvielen Dank für Ihre Bewertung! Es freut uns sehr, dass Ihnen der Kaffee und die Atmosphäre gefallen haben.\n\nViele Grüße\nMette', { reviewText: 'Toller Kaffee und so gemütlich!' }, 'de');
  });

  it('rule 7 form: "as an AI" in nine languages, brackets, placeholders, markdown and code fail', () => {
    fails(plus('As an AI, I cannot taste coffee.'), 'form');
    fails('Hej Anna\n\nSom en AI kan jeg ikke smage kaffen, men tak for din dejlige anmeldelse og de søde ord.\n\nMette', 'form', {}, 'da');
    fails('Bonjour Anna,\n\nEn tant qu’IA, je vous remercie pour votre avis et vos mots très chaleureux sur le café.\n\nMette', 'form', {}, 'fr');
    fails(GOOD.replace('Anna', '[Name]'), 'form');
    fails(GOOD.replace('Anna', '{name}'), 'form');
    fails(GOOD.replace('lovely review', '**lovely** review'), 'form');
    fails(`${GOOD}\n- coffee\n- cake`, 'form');
    fails(plus('`console.log(1)`'), 'form');
    passes(plus('(And see you soon!)'));
  });

  it('rule 9 self-repetition: no two sentences open alike, no three-word phrase twice, one apology and one thank-you', () => {
    const reply = (body: string) => `Hi Anna,\n\n${body}\n\nWarm regards,\nMette`;
    const finding = (body: string) => {
      const result = checkDraft(reply(body), contextFor({ reviewText: 'The coffee was cold and the staff were rude. Never again.' }));
      return result.ok ? null : result.finding;
    };
    expect(finding('We are really sorry to read about your visit. We are sorry to read that the coffee was cold.')).toMatchObject({ rule: 'self_repetition', kind: 'opening', detail: 'we are' });
    expect(finding('I apologise for the cold coffee. It was not what we wanted, and the way you were treated was not what we wanted either.')).toMatchObject({ rule: 'self_repetition', kind: 'phrase', detail: 'was not what' });
    expect(finding('I am sorry the coffee was cold. Please accept our apologies for the way you were treated, and do contact us.')).toMatchObject({ rule: 'self_repetition', kind: 'apology', params: { count: 2 } });
    expect(finding('Thank you for telling us about the cold coffee. Please contact us directly, and thanks again for writing.')).toMatchObject({ rule: 'self_repetition', kind: 'thanks', params: { count: 2 } });
    // Each said once, and short phrases ('of the', 'to us') may come back: not repetition.
    expect(finding('Thank you for telling us about your visit. I am sorry the coffee was cold and that the way you were treated fell short. Please write to us directly.')).toBeNull();
    // A business name with an apostrophe is the business's own: 'La Table d'Hugo' may name Hugo.
    passes('Bonjour Anna,\n\nMerci beaucoup pour votre avis, nous sommes ravis que le repas vous ait plu. À bientôt chez Hugo !\n\nCordialement,\nLa Table d’Hugo', { businessName: 'La Table d’Hugo', reviewText: 'Repas délicieux !' }, 'fr');
    // Nor is the business's name, in the text and in the signature.
    passes('Hi Anna,\n\nThank you for choosing Hotel Bella Vista. We look forward to your next stay.\n\nKind regards,\nThe Hotel Bella Vista team', { businessName: 'Hotel Bella Vista', reviewText: 'Lovely stay, we will be back!' });
    const finnish = 'Hei Aino!\n\nKiitos, että kerroit käynnistäsi. Kiitos, että kerroit myös palvelusta.\n\nTerveisin\nMette';
    expect(checkDraft(finnish, contextFor({ reviewText: 'Palvelu oli hidasta.', reviewerName: 'Aino Virtanen' }, 'fi'))).toMatchObject({ ok: false, finding: { rule: 'self_repetition' } });
  });

  it('rule 10 polarity: never praises a topic the reviewer criticised, never names one the review does not raise', () => {
    const reviewText = 'Kampaaja oli mukava, mutta lopputulos ei ollut aivan sitä mitä toivoin. Hiukset ovat epätasaiset.';
    const fi = (body: string) => checkDraft(`Hei Aino!\n\n${body}\n\nTerveisin\nMette`, contextFor({ reviewText, reviewerName: 'Aino Virtanen' }, 'fi'));
    expect(fi('Kiitos palautteestasi. Olemme iloisia, että pidit uudesta kampauksestasi. Toivottavasti näemme pian uudelleen.')).toMatchObject({
      ok: false, finding: { rule: 'polarity', kind: 'praisedCriticised', params: { topic: 'haircut' } },
    });
    fails(plus('And how nice that you liked the location.'), 'polarity', { reviewText: 'Lovely coffee and friendly staff, we will be back!' });
    // An address is not a word about the place: hello@riverside-physio.example says nothing of the location.
    passes(plus('Please write to us at hello@riverside-physio.example.'), {
      reviewText: 'Lovely coffee and friendly staff, we will be back!', businessName: 'Riverside Physio', contactEmail: 'hello@riverside-physio.example',
    });
    passes(plus('And how nice that you liked the friendly staff.'), { reviewText: 'Lovely coffee and friendly staff, we will be back!' });
    // A close topic answers the one the review names: the waiter is the staff, the service.
    passes(GOOD.replace('the coffee and our team', 'the coffee and the service'), { reviewText: 'Lovely coffee and a friendly waiter.' });
    // At a clinic the cleaning is the treatment, as the draft read it.
    const cleaning = { reviewText: 'Die Reinigung selbst war sehr gründlich.', industry: 'clinic' };
    const treatment = 'Hallo Anna,\n\nvielen Dank für Ihre freundlichen Worte. Es freut uns, dass die Behandlung so gut verlaufen ist. Bis bald!\n\nHerzliche Grüße\nMette';
    passes(treatment, cleaning, 'de');
    fails(treatment, 'polarity', { ...cleaning, industry: 'cafe' }, 'de');
  });

  it('masks profanity instead of rejecting, and reports it', () => {
    const result = checkDraft(GOOD.replace('lovely review', 'damn lovely review'), contextFor());
    expect(result).toEqual({ ok: true, text: GOOD.replace('lovely review', 'd*** lovely review'), masked: ['damn'] });
    const danish = checkDraft('Hej Anna\n\nTusind tak for din fandme dejlige anmeldelse! Vi glæder os til at se dig igen.\n\nMette', contextFor({}, 'da'));
    expect(danish).toMatchObject({ ok: true, masked: ['fandme'] });
    expect(danish.ok && danish.text).toContain('f***** dejlige');
  });
});
