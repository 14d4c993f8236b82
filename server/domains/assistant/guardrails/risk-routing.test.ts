import { describe, expect, it } from 'vitest';
import { REVIEW_SAMPLES } from '../language/review-samples';
import { riskFlags } from './risk-routing';

describe('riskFlags (auto-approval risk routing)', () => {
  it('flags legal threats, health and safety, hygiene, discrimination and the police in each language', () => {
    const cases: Array<[string, string]> = [
      ['I will contact my lawyer about this.', 'legal'],
      ['Jeg har talt med min advokat om sagen.', 'legal'],
      ['Wir werden Sie verklagen.', 'legal'],
      ['Je vais porter plainte.', 'legal'],
      ['We all got food poisoning after dinner.', 'health_safety'],
      ['Vi fikk matforgiftning etter middagen.', 'health_safety'],
      ['Jouduin sairaalaan allergisen reaktion takia.', 'health_safety'],
      ['Había una cucaracha en el plato.', 'hygiene'],
      ['Det fanns kackerlackor i rummet.', 'hygiene'],
      ['Encontrei um cabelo na sopa e uma barata.', 'hygiene'],
      ['The waiter was openly racist.', 'discrimination'],
      ['Wir wurden diskriminiert.', 'discrimination'],
      ['Somos víctimas de discriminación.', 'discrimination'],
      ['We had to call the police.', 'police'],
      ['Vi ringde polisen.', 'police'],
      ['Soitimme poliisille.', 'police'],
      ['Chamámos a polícia.', 'police'],
    ];
    for (const [text, flag] of cases) expect(riskFlags(text), text).toContain(flag);
  });

  it('matches whole words only: praise is never escalated', () => {
    const innocent = [
      'I was really impressed by the service.', // 'press'
      'The suede sofas were lovely.', // 'sue'
      'Det var en politisk debat ved nabobordet, men maden var god.', // 'politi'
      'Tak for en fin anmeldelse af vores ophold.', // 'anmeld'
      'The hospitality was outstanding.', // 'hospital'
      'Stämningen var på topp hela kvällen.', // Swedish 'stämning' is atmosphere
      'Das Gericht war hervorragend gewürzt.', // German 'Gericht' is also a dish
      'Esperamos un rato, pero valió la pena.', // Spanish 'rato' is a while (Portuguese 'rato' is a rat)
      'Una comida barata y rica.', // Spanish 'barata' is cheap
      'Lovely home-made cakes, we felt right at home.', // Finnish 'home' is mould
      'The ratatouille was perfect.',
    ];
    for (const text of innocent) expect(riskFlags(text), text).toEqual([]);
  });

  it('raises nothing for the ordinary sample reviews except the dirty-room ones', () => {
    const flagged = REVIEW_SAMPLES.filter((s) => riskFlags(s.text).length > 0).map((s) => s.text);
    expect(flagged.length).toBeLessThanOrEqual(3);
  });
});
