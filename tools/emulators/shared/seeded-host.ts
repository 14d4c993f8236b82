import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { listenLocally, registerBodyParsers } from './http';
import { StateFile } from './state-file';

/** The state of an emulator whose world is seeded (Trustpilot's units, Facebook's Pages) and kept in a file. */
interface SeededState<World, Document> {
  webhook: unknown;
  toDocument(): Document;
  replaceWorld(world: World, seedSignature: string, options: { keepTokens: boolean }): void;
}

export interface SeededHostSpec<World, Document extends { seedSignature: string }, State extends SeededState<World, Document>> {
  /** The emulator's name, for warnings about its state file. */
  name: string;
  dataDir: string | undefined;
  fileName: string;
  isDocument: (value: unknown) => value is Document;
  /** The seeded world and the signature of what seeded it (counts, seed file). */
  world: () => World;
  seedSignature: string;
  fresh: (world: World, seedSignature: string) => Document;
  open: (document: Document, changed: () => void) => State;
  /** The configured webhook, already validated; replaces the one kept in the file. */
  webhook: State['webhook'] | undefined;
  publicUrl: string | undefined;
  logger: boolean | undefined;
}

/**
 * What every seeded emulator does the same way: its state read from DATA_DIR, or seeded afresh (a changed
 * seed reseeds the world but keeps grants and tokens), saved on every change; and one Fastify app that
 * knows its own origin once it listens. The emulator registers its routes on `app` and returns `handle()`.
 */
export function openSeededHost<World, Document extends { seedSignature: string }, State extends SeededState<World, Document>>(spec: SeededHostSpec<World, Document, State>) {
  let store: State | undefined;
  const file = spec.dataDir ? new StateFile<Document>(spec.name, path.join(spec.dataDir, spec.fileName), () => store!.toDocument()) : undefined;
  const saved = file?.read(spec.isDocument);
  store = spec.open(saved ?? spec.fresh(spec.world(), spec.seedSignature), () => file?.schedule());
  if (saved && saved.seedSignature !== spec.seedSignature) store.replaceWorld(spec.world(), spec.seedSignature, { keepTokens: true });
  if (spec.webhook) store.webhook = spec.webhook;
  if (!saved || spec.webhook) file?.schedule();

  let listeningUrl: string | undefined;
  const publicUrl = spec.publicUrl?.replace(/\/$/, '');
  const app = Fastify({ logger: spec.logger ?? false, bodyLimit: 1024 * 1024 });
  registerBodyParsers(app);

  return {
    store,
    app,
    /** The origin links in answers use: the public one, the listening one, or the request's own. */
    baseUrl: (request?: FastifyRequest) => (publicUrl ?? listeningUrl ?? (request ? `${request.protocol}://${request.host}` : 'http://localhost')).replace(/\/$/, ''),
    /** The emulator's outside: its origin, listen and close; `settled` waits for its webhooks before closing. */
    handle(settled: () => Promise<void>): { app: FastifyInstance; readonly url: string; listen(port?: number, host?: string): Promise<string>; close(): Promise<void> } {
      return {
        app,
        get url() {
          return publicUrl ?? listeningUrl ?? '';
        },
        async listen(port = 0, host = '127.0.0.1') {
          listeningUrl = await listenLocally(app, port, host);
          return publicUrl ?? listeningUrl;
        },
        async close() {
          await settled();
          await app.close();
          file?.flush();
        },
      };
    },
  };
}
