import { describe, expect, it } from 'vitest';
import { useTestApp } from '@server/test/test-app';

describe('platforms API', () => {
  const t = useTestApp();

  it('answers an empty connection list to a signed-in user', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request({ method: 'GET', url: '/api/platforms', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 401 without a session or with a revoked one', async () => {
    const none = await t.request({ method: 'GET', url: '/api/platforms' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: expect.any(String) });

    const { cookie } = await t.signUp();
    await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect((await t.request({ method: 'GET', url: '/api/platforms', cookie })).statusCode).toBe(401);
  });
});
