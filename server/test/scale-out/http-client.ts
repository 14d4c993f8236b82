/** What a test needs of an HTTP answer from a real instance: its status, JSON body and new session cookie. */
export type Answer = { status: number; body: unknown; sessionCookie: string | undefined };

/**
 * One request to a running instance over TCP, as a non-browser client sends it (no Origin header, so
 * the Origin check lets it through the way it lets a load balancer's health check through).
 */
export async function call(baseUrl: string, method: string, path: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    redirect: 'manual',
  });
  const text = await response.text();
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  const value = sid?.split(';')[0];
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    // A cleared cookie (logout) comes back empty: not a session.
    sessionCookie: value && value !== 'sid=' ? value : undefined,
  };
}

/** The same, for a request that must succeed: anything else fails the test with the answer. */
export async function ok<T>(baseUrl: string, method: string, path: string, options: { cookie?: string; body?: unknown; expect?: number } = {}): Promise<T> {
  const answer = await call(baseUrl, method, path, options);
  const expected = options.expect ?? 200;
  if (answer.status !== expected) throw new Error(`${method} ${baseUrl}${path} answered ${answer.status}, not ${expected}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}
