import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { LANGUAGES } from '../languages';
import type { TGuardrailFinding } from '../schemas/guardrails';
import { findingMessage } from './finding-message';

const catalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'i18n', 'locales', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

const english = catalog('en', 'guardrails');
/** Every finding the catalog can name, with the parameters its rule gives. */
const FINDINGS: TGuardrailFinding[] = Object.entries(english)
  .filter(([rule]) => rule !== 'languages' && rule !== 'style')
  .flatMap(([rule, kinds]) =>
    Object.keys(kinds as Record<string, string>).map((kind) => ({
      rule: rule as TGuardrailFinding['rule'],
      kind,
      detail: 'i morgen',
      params: { similarity: 0.8, max: 0.6, words: 12, min: 20, bytes: 5000, count: 2, expected: 'da', detected: 'en', topic: 'price' },
    })),
  );

describe.each(LANGUAGES)('findingMessage in %s', (language) => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { guardrails: catalog(language, 'guardrails'), topics: catalog(language, 'topics') } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const message = (finding: TGuardrailFinding) =>
    findingMessage(finding, language, (key, options) => i18n.t(key, { ...options, ns: 'guardrails' }), (key, options) => i18n.t(key, { ...options, ns: 'topics' }));

  it.each(FINDINGS.map((finding) => [`${finding.rule}.${finding.kind}`, finding] as const))('%s reads as a sentence with its parameters filled', (_key, finding) => {
    const text = message(finding);
    expect(text).not.toContain('{{');
    expect(text).not.toBe(`${finding.rule}.${finding.kind}`);
    if ((english[finding.rule] as Record<string, string>)[finding.kind]!.includes('{{detail}}')) expect(text).toContain('i morgen');
  });

  it('names languages and topics in the reader\'s language', () => {
    const other = message({ rule: 'language', kind: 'other', params: { expected: 'da', detected: 'en' } });
    expect(other).toContain((catalog(language, 'guardrails').languages as Record<string, string>).da);
    const invented = message({ rule: 'polarity', kind: 'invented', params: { topic: 'price' } });
    expect(invented.toLocaleLowerCase()).toContain((catalog(language, 'topics').price as string).toLocaleLowerCase());
    // German nouns keep their capital; elsewhere a topic mid-sentence is lower case.
    if (language === 'de') expect(invented).toContain(catalog('de', 'topics').price as string);
    if (language === 'en') expect(invented).toContain('price');
  });
});
