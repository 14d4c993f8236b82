import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Responses below this many bytes go as they are: they fit in a packet either way. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Up to this size a body is compressed on the spot (a page of the inbox, 19 KB of JSON: 0.14 ms);
 * a larger one on libuv's threads, so that it does not hold up the other requests.
 */
const COMPRESS_INLINE_UP_TO = 64 * 1024;

// Brotli at quality 4 makes that page 4.1 KB; 11 would take 30 times longer for a few per cent less.
const brotliOptions = (body: Buffer): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
const gzipOptions: ZlibOptions = { level: 6 };
const ENCODERS = {
  br: (body: Buffer) => (body.length <= COMPRESS_INLINE_UP_TO ? brotliCompressSync(body, brotliOptions(body)) : promisify(brotliCompress)(body, brotliOptions(body))),
  gzip: (body: Buffer) => (body.length <= COMPRESS_INLINE_UP_TO ? gzipSync(body, gzipOptions) : promisify(gzip)(body, gzipOptions)),
} as const;
type Encoding = keyof typeof ENCODERS;

/** Text that shrinks; never an event stream, whose events must reach the browser as they are sent. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?!event-stream))/u;

/** The encoding the client prefers of those we have (`br;q=0` refuses brotli, `*` stands for those not named), or none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  // The client's preference first; on a tie brotli, which is smaller.
  const [best] = (['br', 'gzip'] as const).filter((encoding) => weight(encoding) > 0).sort((a, b) => weight(b) - weight(a));
  return best;
}

/**
 * Compresses API responses of 1 KB and more (brotli, or gzip for a client without it), chosen by
 * Accept-Encoding, in one call into zlib on the whole body. @fastify/compress piped each body through
 * streams and cost a page of the inbox 1-1.4 ms of the server's one thread, as much as the rest of the
 * request. The web app's files are not compressed here: they come precompressed from the build (web-app.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    void reply.header('vary', withAcceptEncoding(reply.getHeader('vary')));
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await ENCODERS[encoding](typeof payload === 'string' ? Buffer.from(payload) : payload);
    void reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}

function withAcceptEncoding(vary: number | string | string[] | undefined): string {
  const present = vary === undefined ? '' : String(vary);
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/iu.test(present)) return present;
  return present ? `${present}, Accept-Encoding` : 'Accept-Encoding';
}
