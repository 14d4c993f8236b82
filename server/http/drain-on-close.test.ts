import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@server/app';
import { useTestApp } from '@server/test/test-app';

const t = useTestApp();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('closing the app', () => {
  it('refuses new connections, answers the request in flight with Connection: close, and ends with it', async () => {
    const app = await buildApp(t.ctx, { webDistDir: path.join(os.tmpdir(), 'no-web-build') });
    let finishSlow: () => void = () => {};
    const slowStarted = new Promise<void>((started) => {
      app.get('/api/test/slow', async () => {
        started();
        await new Promise<void>((resolve) => (finishSlow = resolve));
        return { done: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    // A keep-alive connection, as browsers and load balancers hold them.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    while (!received.includes('{"status":"ok"}')) await sleep(10);
    expect(received).toMatch(/\r\nconnection: keep-alive\r\n/i);
    received = '';
    socket.write(`GET /api/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await slowStarted;

    let closedAt = 0;
    const closed = app.close().then(() => (closedAt = Date.now()));
    await sleep(50);
    await expect(fetch(`http://127.0.0.1:${port}/readyz`)).rejects.toThrow();
    expect(closedAt).toBe(0);

    const answeredAt = Date.now();
    finishSlow();
    await socketClosed;
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toContain('{"done":true}');
    // Without the header Node would keep the connection for the keep-alive timeout (72 s).
    expect(closedAt - answeredAt).toBeLessThan(1000);
  });
});
