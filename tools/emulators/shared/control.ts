import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';

/** A control request the emulator refuses (unknown review, bad reference); carries the HTTP status. */
export class OperationError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Runs a control action and answers its result, or the validation or operation error it threw. */
export async function runControl(reply: FastifyReply, action: () => unknown, status = 200) {
  try {
    const result = action();
    return reply.status(status).send(result ?? { ok: true });
  } catch (error) {
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: 'invalid_body', issues: error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`) });
    }
    if (error instanceof OperationError) return reply.status(error.statusCode).send({ error: error.message });
    throw error;
  }
}
