import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@common/languages';

const dir = path.join(__dirname, 'locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const load = (language: string, file: string) => JSON.parse(readFileSync(path.join(dir, language, file), 'utf8')) as unknown;
const namespaces = readdirSync(path.join(dir, 'en')).filter((file) => file.endsWith('.json'));

describe('translation catalogs', () => {
  it('has a folder for each of the nine languages and nothing else', () => {
    expect(readdirSync(dir).filter((name) => !name.includes('.')).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(namespaces)('%s', (file) => {
    const english = keysOf(load('en', file)).sort();

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys, all filled', (language) => {
      const catalog = load(language, file);
      expect(keysOf(catalog).sort()).toEqual(english);
      const empty = keysOf(catalog).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });
});
