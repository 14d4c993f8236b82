import type { FastifyInstance, FastifyRequest } from 'fastify';
import { takeSwitch } from '../../shared/failure-switches';
import type { EmulatorContext } from '../context';
import { invalidArgument, notFound, sendApiError, serverError } from '../google-errors';
import { apiGate, callerOf } from './gate';
import { isApiError } from './paging';
import { resolveLocation } from './resolve';

const SERVICE = 'mybusiness.googleapis.com' as const;
const PATH = '/v4/accounts/:accountId/locations/:locationId/reviews/:reviewId/reply';
/** ReviewReply.comment is limited to 4096 bytes of UTF-8, not characters (A.4). */
export const MAX_REPLY_BYTES = 4096;

type Params = { accountId: string; locationId: string; reviewId: string };

/** updateReply and deleteReply (A.4). Every call is logged, whatever its outcome, for tests to inspect. */
export function replyRoutes(app: FastifyInstance, ctx: EmulatorContext) {
  const gate = apiGate(ctx, SERVICE);
  const receivedAt = new WeakMap<FastifyRequest, string>();

  // Logged on response, so 401s, 429s and injected 5xx appear too, with the status the caller saw.
  const logCall = async (request: FastifyRequest, reply: { statusCode: number }) => {
    const { accountId, locationId, reviewId } = request.params as Params;
    ctx.state.replyCalls.push({
      method: request.method === 'DELETE' ? 'DELETE' : 'PUT',
      reviewName: `accounts/${accountId}/locations/${locationId}/reviews/${reviewId}`,
      body: request.body ?? null,
      time: receivedAt.get(request) ?? new Date(ctx.now()).toISOString(),
      status: reply.statusCode,
    });
    ctx.state.changed();
  };
  const stamp = async (request: FastifyRequest) => {
    receivedAt.set(request, new Date(ctx.now()).toISOString());
  };

  app.put(PATH, { onRequest: stamp, preHandler: gate, onResponse: logCall }, async (request, reply) => {
    const { accountId, locationId, reviewId } = request.params as Params;
    if (takeSwitch(ctx.state.failures, 'replyErrors')) return sendApiError(reply, serverError(ctx.state.failures.replyErrorStatus ?? 503));
    const resolved = resolveLocation(ctx, callerOf(request), accountId, locationId);
    if (isApiError(resolved)) return sendApiError(reply, resolved);
    const stored = ctx.state.review(`${resolved.parent}/reviews/${reviewId}`);
    if (!stored) return sendApiError(reply, notFound());

    const body = request.body as { comment?: unknown } | undefined;
    if (typeof body !== 'object' || body === null || typeof body.comment !== 'string' || body.comment.trim() === '') {
      return sendApiError(reply, invalidArgument('comment', 'comment is required'));
    }
    const bytes = Buffer.byteLength(body.comment, 'utf8');
    if (bytes > MAX_REPLY_BYTES) {
      return sendApiError(reply, invalidArgument('comment', `The reply is ${bytes} bytes; the maximum is ${MAX_REPLY_BYTES} bytes.`));
    }
    const nowMs = ctx.now();
    const { rejectReplies } = ctx.state.failures;
    // PUT upserts. The reply is PENDING (in moderation) at first; its fate is decided now and shown later.
    stored.review.reviewReply = { comment: body.comment, updateTime: new Date(nowMs).toISOString(), reviewReplyState: 'PENDING' };
    stored.replyOutcome = rejectReplies
      ? { state: 'REJECTED', policyViolation: rejectReplies, decidedAt: nowMs + ctx.replyModerationMs }
      : { state: 'APPROVED', decidedAt: nowMs + ctx.replyModerationMs };
    ctx.state.changed();
    return reply.send(stored.review.reviewReply);
  });

  app.delete(PATH, { onRequest: stamp, preHandler: gate, onResponse: logCall }, async (request, reply) => {
    const { accountId, locationId, reviewId } = request.params as Params;
    if (takeSwitch(ctx.state.failures, 'replyErrors')) return sendApiError(reply, serverError(ctx.state.failures.replyErrorStatus ?? 503));
    const resolved = resolveLocation(ctx, callerOf(request), accountId, locationId);
    if (isApiError(resolved)) return sendApiError(reply, resolved);
    const stored = ctx.state.review(`${resolved.parent}/reviews/${reviewId}`);
    if (!stored) return sendApiError(reply, notFound());
    const body = request.body;
    if (body !== undefined && !(typeof body === 'object' && body !== null && Object.keys(body).length === 0)) {
      return sendApiError(reply, invalidArgument());
    }
    // Deleting a reply that is not there succeeds too: the end state is what the caller asked for.
    delete stored.review.reviewReply;
    delete stored.replyOutcome;
    ctx.state.changed();
    return reply.send({});
  });
}
