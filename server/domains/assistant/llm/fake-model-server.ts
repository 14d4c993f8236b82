import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, body: Record<string, unknown>) => { status: number; body: unknown; delayMs?: number };

/** A local server answering like the real APIs: never the internet. */
export async function fakeModelServer(handler: Handler) {
  const seen: Array<{ url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const answer = handler(request, body);
      setTimeout(() => {
        inFlight--;
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, maxInFlight: () => maxInFlight, close: () => new Promise((resolve) => server.close(resolve)) };
}
