import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TrustpilotContext } from '../context';
import { forbidden, malformed, notFound, sendError } from '../trustpilot-errors';
import { trustpilotTime } from '../types';
import type { Gate } from './gate';
import { callerOf } from './gate';

const PATH = '/v1/private/reviews/:reviewId/reply';

interface ReplyBody {
  authorBusinessUserId: string;
  message: string;
}

function replyBody(body: unknown): ReplyBody | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { authorBusinessUserId, message, submittedAt } = body as Record<string, unknown>;
  if (typeof authorBusinessUserId !== 'string' || authorBusinessUserId === '') return undefined;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  // submittedAt appears in the official example; whether it is optional is unverified, so it may be left out.
  if (submittedAt !== undefined && typeof submittedAt !== 'string') return undefined;
  return { authorBusinessUserId, message };
}

/**
 * Reply and delete reply (C.3). Every call is logged with the status the caller saw, refusals by the
 * gate included, for tests to inspect. Success is 201 and 204 with no body: the docs promise only a
 * 2xx, so the adapter must read the review back rather than rely on a response body [unverified].
 */
export function replyRoutes(app: FastifyInstance, ctx: TrustpilotContext, gate: Gate) {
  const receivedAt = new WeakMap<FastifyRequest, string>();
  const stamp = async (request: FastifyRequest) => {
    receivedAt.set(request, trustpilotTime(ctx.now()));
  };
  const logCall = async (request: FastifyRequest, reply: { statusCode: number }) => {
    ctx.state.replyCalls.push({
      method: request.method === 'DELETE' ? 'DELETE' : 'POST',
      reviewId: (request.params as { reviewId: string }).reviewId,
      body: request.body ?? null,
      time: receivedAt.get(request) ?? trustpilotTime(ctx.now()),
      status: reply.statusCode,
    });
    ctx.state.changed();
  };

  /** The review the caller may answer, or the error that says why not. */
  const ownReview = (request: FastifyRequest) => {
    const review = ctx.state.review((request.params as { reviewId: string }).reviewId);
    if (!review) return notFound();
    if (!callerOf(request).businessUnitIds.includes(review.businessUnitId)) return forbidden();
    return review;
  };

  app.post(PATH, { onRequest: stamp, preHandler: gate, onResponse: logCall }, async (request, reply) => {
    const review = ownReview(request);
    if ('status' in review) return sendError(reply, review);
    const body = replyBody(request.body);
    if (!body) return sendError(reply, malformed());
    // Replying in someone else's name: the author must be the business user the token acts for [unverified].
    if (body.authorBusinessUserId !== callerOf(request).id) return sendError(reply, forbidden());
    const now = trustpilotTime(ctx.now());
    // Posting again replaces the reply, keeping when it was first written.
    review.companyReply = review.companyReply
      ? { ...review.companyReply, text: body.message, authorBusinessUserId: body.authorBusinessUserId, updatedAt: now }
      : { text: body.message, authorBusinessUserId: body.authorBusinessUserId, createdAt: now, updatedAt: null };
    ctx.state.changed();
    return reply.status(201).send();
  });

  app.delete(PATH, { onRequest: stamp, preHandler: gate, onResponse: logCall }, async (request, reply) => {
    const review = ownReview(request);
    if ('status' in review) return sendError(reply, review);
    // Deleting a reply that is not there succeeds too: the end state is what the caller asked for.
    delete review.companyReply;
    ctx.state.changed();
    return reply.status(204).send();
  });
}
