import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formFields } from '../../shared/http';
import type { FacebookContext } from '../context';
import { errors, GraphFailure } from '../graph-errors';
import { issueToken } from '../oauth/check-token';
import { newAccessToken } from '../oauth/tokens';
import { PAGE_TASKS } from '../seed/world';
import type { FacebookPage } from '../types';
import { requestedFields, selectFields, type NodeShape } from './fields';
import { callerOf, hasPermission, type Caller, type Gate } from './gate';
import { cutWindow, listBody, pageQuery } from './paging';
import { PAGE_NODE, pageField, presentPage } from './present';

const USER_NODE: NodeShape = { type: 'User', fields: ['id', 'name', 'email'], defaults: ['id', 'name'] };
const ACCOUNT: NodeShape = {
  type: 'Page',
  fields: ['id', 'name', 'access_token', 'category', 'category_list', 'tasks', 'single_line_address'],
  defaults: ['access_token', 'category', 'category_list', 'name', 'id', 'tasks'],
};

/** `/me` is the person for a user token and the Page for a Page token, so an edge of the other is unknown there. */
function userCaller(caller: Caller, edge: string): Caller {
  if (caller.page) throw new GraphFailure(errors.nonexistingField(edge, 'Page'));
  return caller;
}

/**
 * The person's side of Graph (B.1): who they are, the Pages they manage with a Page token for each,
 * and the permissions they granted, which they can also take back (`DELETE /me/permissions`).
 */
export function meRoutes(app: FastifyInstance, ctx: FacebookContext, gate: Gate) {
  const fieldsOf = (request: FastifyRequest) => requestedFields(formFields(request.query).fields);

  app.get('/:version/me', { preHandler: gate }, async (request) => {
    const caller = callerOf(request);
    if (caller.page) return presentPage(caller.page, selectFields(fieldsOf(request), PAGE_NODE));
    const fields = selectFields(fieldsOf(request), USER_NODE);
    return Object.fromEntries(fields.map((f) => [f.name, caller.user[f.name as 'id' | 'name' | 'email']]));
  });

  app.get('/:version/me/accounts', { preHandler: gate }, async (request) => {
    const caller = userCaller(callerOf(request), 'accounts');
    const fields = selectFields(fieldsOf(request), ACCOUNT);
    // Without pages_show_list the list is simply empty [unverified]; only the Pages opted in on the dialog are listed.
    const pages = hasPermission(caller, 'pages_show_list')
      ? caller.user.pageIds.filter((id) => caller.grant.pageIds.includes(id)).flatMap((id) => ctx.state.page(id) ?? [])
      : [];
    const window = cutWindow(pages, (p) => String(caller.user.pageIds.indexOf(p.id)).padStart(6, '0'), pageQuery(formFields(request.query)));
    const pageToken = (page: FacebookPage) => {
      // A Page token got through a long-lived user token never expires; through a short-lived one it dies with it.
      const { token } = caller;
      const issued = issueToken(
        ctx,
        { appId: token.appId, userId: token.userId, kind: 'page', pageId: page.id, ...(token.longLived ? {} : { expiresAt: token.expiresAt }) },
        newAccessToken(),
      );
      ctx.state.changed();
      return issued;
    };
    const data = window.items.map((page) =>
      Object.fromEntries(
        fields.map((f) => {
          if (f.name === 'access_token') return [f.name, pageToken(page)];
          if (f.name === 'category_list') return [f.name, [{ id: '2500', name: page.category }]];
          if (f.name === 'tasks') return [f.name, PAGE_TASKS];
          return [f.name, pageField(page, f.name)];
        }),
      ),
    );
    return listBody(window, data, new URL(`${ctx.baseUrl(request)}${request.url}`));
  });

  app.get('/:version/me/permissions', { preHandler: gate }, async (request) => {
    const { grant } = userCaller(callerOf(request), 'permissions');
    return {
      data: [...grant.granted.map((permission) => ({ permission, status: 'granted' })), ...grant.declined.map((permission) => ({ permission, status: 'declined' }))],
    };
  });

  app.delete('/:version/me/permissions', { preHandler: gate }, async (request) => {
    const { token } = userCaller(callerOf(request), 'permissions');
    ctx.state.removeGrant(token.appId, token.userId);
    return { success: true };
  });
}
