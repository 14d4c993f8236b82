import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '@server/app';
import { requestLoggerOptions } from '@server/http/request-logging';
import type { TestApp } from '@server/test/test-app';

/**
 * For tests of what a push route logs: a second app on the test app's context with the production
 * request logger writing into memory (the test app itself logs nothing).
 */
export function useLoggedApp(t: TestApp) {
  const handle = { app: undefined as unknown as FastifyInstance, raw: '' };
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        handle.raw += chunk.toString();
        done();
      },
    });
    handle.app = await buildApp(t.ctx, { logger: requestLoggerOptions({ level: 'info', stream }), webDistDir: path.join(os.tmpdir(), 'no-web-build') });
    await handle.app.ready();
  });
  afterAll(async () => handle.app?.close());
  return {
    inject: (options: InjectOptions) => handle.app.inject(options),
    raw: () => handle.raw,
    lines: () => handle.raw.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
