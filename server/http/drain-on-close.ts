import type { FastifyInstance } from 'fastify';

/**
 * When the app closes, Node closes the keep-alive connections that are idle at that moment, and no
 * others: a connection whose request is in flight stays open after its answer until the keep-alive
 * timeout (72 s), and the close waits for it. Answers given while closing say `Connection: close`, so
 * the connection ends with the answer and the close ends with the last request in flight.
 */
export function registerDrainOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
}
