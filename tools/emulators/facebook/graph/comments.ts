import type { FastifyInstance, FastifyRequest } from 'fastify';
import { takeSwitch } from '../../shared/failure-switches';
import { formFields } from '../../shared/http';
import type { FacebookContext } from '../context';
import { errors, GraphFailure } from '../graph-errors';
import { graphTime, type StoredRating } from '../types';
import { requestedFields, selectFields } from './fields';
import { callerOf, hasPermission, type Caller, type Gate } from './gate';
import { cutWindow, listBody, pageQuery } from './paging';
import { COMMENT, commentPosition, commentsInOrder, presentComment } from './present';
import { resolveStory } from './stories';

/** Facebook's limit on a comment's length [unverified]. */
const MAX_MESSAGE_LENGTH = 8000;

function assertMayComment(caller: Caller): void {
  if (!hasPermission(caller, 'pages_manage_engagement')) throw new GraphFailure(errors.missingPermission('pages_manage_engagement'));
}

/**
 * Replies are comments on the rating's story (B.3): read, posted as the Page, deleted. Every post and
 * delete is logged with the status the caller saw, refusals included, for tests to inspect. Graph does
 * not stop a Page commenting twice: keeping to one reply is the adapter's job.
 */
export function commentRoutes(app: FastifyInstance, ctx: FacebookContext, gate: Gate) {
  const calls = new WeakMap<FastifyRequest, { time: string; storyId?: string; errorCode?: number }>();
  const stamp = async (request: FastifyRequest) => {
    calls.set(request, { time: graphTime(ctx.now()) });
  };
  const noteError = async (request: FastifyRequest, reply: { statusCode: number }, payload: unknown) => {
    const call = calls.get(request);
    if (call && reply.statusCode >= 400 && typeof payload === 'string') {
      try {
        call.errorCode = (JSON.parse(payload) as { error?: { code?: number } }).error?.code;
      } catch {
        // Not Graph's JSON: the status alone is logged.
      }
    }
    return payload;
  };
  const logCall = async (request: FastifyRequest, reply: { statusCode: number }) => {
    const call = calls.get(request) ?? { time: graphTime(ctx.now()) };
    ctx.state.replyCalls.push({
      method: request.method === 'DELETE' ? 'DELETE' : 'POST',
      objectId: (request.params as { id: string }).id,
      ...(call.storyId ? { storyId: call.storyId } : {}),
      body: request.body ?? null,
      time: call.time,
      status: reply.statusCode,
      ...(call.errorCode !== undefined ? { errorCode: call.errorCode } : {}),
    });
    ctx.state.changed();
  };
  const logged = { onRequest: stamp, onSend: noteError, onResponse: logCall, preHandler: gate };
  const storyOf = (request: FastifyRequest, caller: Caller): StoredRating => {
    const rating = resolveStory(ctx, caller, (request.params as { id: string }).id);
    const call = calls.get(request);
    if (call) call.storyId = rating.storyId;
    return rating;
  };

  app.get('/:version/:id/comments', { preHandler: gate }, async (request) => {
    const caller = callerOf(request);
    const rating = storyOf(request, caller);
    if (!hasPermission(caller, 'pages_read_engagement') && !hasPermission(caller, 'pages_read_user_content')) {
      throw new GraphFailure(errors.missingPermission('pages_read_engagement'));
    }
    const query = formFields(request.query);
    const fields = selectFields(requestedFields(query.fields), COMMENT);
    const window = cutWindow(commentsInOrder(rating), commentPosition, pageQuery(query));
    return listBody(window, window.items.map((c) => presentComment(c, fields)), new URL(`${ctx.baseUrl(request)}${request.url}`));
  });

  app.post('/:version/:id/comments', logged, async (request) => {
    const caller = callerOf(request);
    const rating = storyOf(request, caller);
    assertMayComment(caller);
    if (takeSwitch(ctx.state.failures, 'temporarilyBlocked')) throw new GraphFailure(errors.temporarilyBlocked());
    // Graph reads parameters from the form, a JSON body or the query alike.
    const message = formFields(request.body).message ?? formFields(request.query).message;
    if (!message?.trim()) throw new GraphFailure(errors.badParameter('(#100) Missing message or attachment'));
    if (message.length > MAX_MESSAGE_LENGTH) throw new GraphFailure(errors.badParameter('(#100) The comment is too long'));
    return { id: ctx.state.addPageComment(rating, message, ctx.now()).id };
  });

  app.delete('/:version/:id', logged, async (request) => {
    const caller = callerOf(request);
    const { id } = request.params as { id: string };
    const rating = ctx.state.ratingByStory(/^(\d+)_\d+$/.exec(id)?.[1] ?? '');
    const comment = rating?.comments.find((c) => c.id === id);
    if (!rating || !comment || caller.page?.id !== rating.pageId) throw new GraphFailure(errors.noObject(id));
    const call = calls.get(request);
    if (call) call.storyId = rating.storyId;
    assertMayComment(caller);
    // A Page removes its own comments here; what others wrote under the rating is theirs.
    if (comment.from.id !== caller.page.id) throw new GraphFailure(errors.permissionsError());
    rating.comments = rating.comments.filter((c) => c !== comment);
    ctx.state.changed();
    return { success: true };
  });
}
