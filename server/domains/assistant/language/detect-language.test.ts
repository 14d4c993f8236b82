import { LANGUAGES, type Language } from '@common/languages';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';
import { eldScores } from './eld-scores';
import { REVIEW_SAMPLES, SAMPLES_BY_LANGUAGE } from './review-samples';

describe('detectLanguage', () => {
  it('has at least 20 realistic samples per language', () => {
    for (const language of LANGUAGES) expect(SAMPLES_BY_LANGUAGE[language].length).toBeGreaterThanOrEqual(20);
  });

  it('reaches 95% overall and 90% for each of da, no and sv on the samples', () => {
    const rows: Array<{ language: Language; correct: number; total: number; accuracy: string; misses: string }> = [];
    let correct = 0;
    for (const language of LANGUAGES) {
      const samples = SAMPLES_BY_LANGUAGE[language];
      const misses = samples.filter((s) => detectLanguage(s.text, 'en').language !== language);
      const right = samples.length - misses.length;
      correct += right;
      rows.push({
        language,
        correct: right,
        total: samples.length,
        accuracy: `${((100 * right) / samples.length).toFixed(1)}%`,
        misses: misses.map((m) => `${m.text.slice(0, 30)}→${detectLanguage(m.text, 'en').language}`).join(' | '),
      });
    }
    console.table(rows);
    console.log(`overall ${correct}/${REVIEW_SAMPLES.length} = ${((100 * correct) / REVIEW_SAMPLES.length).toFixed(1)}%`);
    expect(correct / REVIEW_SAMPLES.length).toBeGreaterThanOrEqual(0.95);
    for (const language of ['da', 'no', 'sv'] as const) {
      const row = rows.find((r) => r.language === language);
      expect((row?.correct ?? 0) / (row?.total ?? 1)).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('falls back to the default for empty or very short text', () => {
    expect(detectLanguage(null, 'da')).toEqual({ language: 'da', confidence: 0, fellBack: true });
    expect(detectLanguage('', 'sv').language).toBe('sv');
    expect(detectLanguage('Super!', 'no').language).toBe('no');
    expect(detectLanguage('👍👍', 'fi').fellBack).toBe(true);
  });

  it('tells the hard Nordic cases apart by words and letters', () => {
    expect(detectLanguage('Veldig koselig kafé, god kaffe og hyggelig personale.', 'en').language).toBe('no');
    expect(detectLanguage('Rigtig hyggelig café, lækker kaffe og venligt personale.', 'en').language).toBe('da');
    expect(detectLanguage('Väldigt mysigt kafé, gott kaffe och trevlig personal.', 'en').language).toBe('sv');
    expect(detectLanguage('Jeg var ikke fornøyd med maten, men servitøren var blid.', 'en').language).toBe('no');
    expect(detectLanguage('Jeg var ikke tilfreds med maden, men tjeneren var sød.', 'en').language).toBe('da');
    // Held out from the samples: the emulator's own review texts, where this one was read as Danish.
    expect(detectLanguage('Skittent gulv, klissete bord og brødet var tørt. Skuffende, når stedet har så gode anmeldelser.', 'en').language).toBe('no');
    expect(detectLanguage('Beskidt gulv, klistrede borde og brødet var tørt. Skuffende, når stedet har så gode anmeldelser.', 'en').language).toBe('da');
  });

  it('keeps a Nordic account\'s language when a short text could be any of the three', () => {
    expect(detectLanguage('Supre folk, god stemning og billig øl!', 'no').language).toBe('no');
    expect(detectLanguage('Supermysigt! 💛', 'sv').language).toBe('sv');
    // Clear evidence still wins over the account's language.
    expect(detectLanguage('Rigtig hyggelig café, lækker kaffe og venligt personale.', 'no').language).toBe('da');
    expect(detectLanguage('Väldigt mysigt kafé, gott kaffe och trevlig personal.', 'da').language).toBe('sv');
  });

  it('returns a confidence between 0 and 1', () => {
    const result = detectLanguage('Das Essen war hervorragend und der Service sehr freundlich.', 'en');
    expect(result.language).toBe('de');
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });
});

describe('eldScores', () => {
  it('scores a text once however many fallbacks it is detected with (drafting and summarising use different ones)', () => {
    const text = 'Hyggelig café med god kaffe og søde ansatte, vi kommer igen';
    const first = eldScores(text);
    expect(detectLanguage(text, 'en').language).toBe(detectLanguage(text, 'da').language);
    expect(eldScores(text)).toBe(first);
  });
});
