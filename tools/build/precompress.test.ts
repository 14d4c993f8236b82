import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const text = (size: number) => 'export const reply = "Thank you for your kind words";\n'.repeat(Math.ceil(size / 52)).slice(0, size);

describe('precompressDir', () => {
  let dir: string;
  const write = (name: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  };
  const has = (name: string) => existsSync(path.join(dir, name));

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file, nested folders included', async () => {
    const content = text(20_000);
    write('assets/index-abc.js', content);
    write('index.html', `<html>${text(3000)}</html>`);
    await precompressDir(dir);

    const br = readFileSync(path.join(dir, 'assets/index-abc.js.br'));
    const gz = readFileSync(path.join(dir, 'assets/index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(content);
    expect(gunzipSync(gz).toString()).toBe(content);
    expect(br.length).toBeLessThan(gz.length);
    expect(has('index.html.br') && has('index.html.gz')).toBe(true);
  });

  it('compresses small files too, when the copy saves more than the content-encoding header it costs', async () => {
    // Two icon chunks as the build writes them (508 and 160 bytes).
    const sun =
      'import{s as e}from"./i18nInstance-BFToM6Dn.js";var t={name:`sun`,size:24,node:[[`circle`,{cx:`12`,cy:`12`,r:`4`,key:`4exip2`}],[`path`,{d:`M12 2v2`,key:`tus03m`}],[`path`,{d:`M12 20v2`,key:`1lh1kg`}],[`path`,{d:`m4.93 4.93 1.41 1.41`,key:`149t6j`}],[`path`,{d:`m17.66 17.66 1.41 1.41`,key:`ptbguv`}],[`path`,{d:`M2 12h2`,key:`1t8f8n`}],[`path`,{d:`M20 12h2`,key:`1q8mjw`}],[`path`,{d:`m6.34 17.66-1.41 1.41`,key:`1m8zz5`}],[`path`,{d:`m19.07 4.93-1.41 1.41`,key:`1shlcs`}]]};t.node;var n=e(t);export{n as t};';
    write('assets/sun.js', sun);
    write('assets/check.js', 'import{s as e}from"./i18nInstance-BFToM6Dn.js";var t={name:`check`,size:24,node:[[`path`,{d:`M20 6 9 17l-5-5`,key:`1gmf2c`}]]};t.node;var n=e(t);export{n as t};');
    await precompressDir(dir);

    const br = readFileSync(path.join(dir, 'assets/sun.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(sun);
    expect(br.length + 24).toBeLessThan(sun.length);
    // Brotli takes 5 bytes off this one, less than its header adds.
    expect(has('assets/check.js.br') || has('assets/check.js.gz')).toBe(false);
  });

  it('skips files compression does not shrink, other types and dot folders', async () => {
    write('assets/random.js', randomBytes(4000));
    write('assets/photo.png', text(4000));
    write('.vite/manifest.json', text(4000));
    await precompressDir(dir);

    for (const name of ['assets/random.js', 'assets/photo.png', '.vite/manifest.json']) {
      expect(has(`${name}.br`) || has(`${name}.gz`)).toBe(false);
    }
  });
});
