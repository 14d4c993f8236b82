import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './report';

type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * Design §7: under 170 KB of JavaScript (gzip) before the landing page is interactive: the entry,
 * the landing chunk, everything they import statically, and the English catalogs it shows.
 */
export async function benchLandingBundle() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'reputation-ai-bundle-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--manifest', '--logLevel', 'error'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
    const files = new Set<string>();
    const walk = (key: string | undefined) => {
      const entry = key ? manifest[key] : undefined;
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      entry.imports?.forEach(walk);
    };
    walk(Object.keys(manifest).find((key) => manifest[key]!.isEntry));
    walk(Object.keys(manifest).find((key) => key.endsWith('features/landing/landing-page.tsx')));
    for (const namespace of ['common', 'landing', 'public', 'shell']) walk(`../common/i18n/locales/en/${namespace}.json`);
    const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length, 0);
    report(`landing page JavaScript before interactive (${files.size} files, gzip)`, bytes / 1024, 'KB', 170, 'under');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
