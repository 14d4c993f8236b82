import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource, type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@common/languages';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../common/i18n/locales');

function loadResources() {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const dir = path.join(localesDir, language);
    const namespaces: Resource[string] = {};
    resources[language] = namespaces;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return resources;
}

const instance = i18next.createInstance();
void instance.init({
  resources: loadResources(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Server-side strings (emails) come from the same catalogs as the web app. */
export function translator(language: Language, namespace: string): TFunction {
  return instance.getFixedT(language, namespace);
}
