import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut, userStore } from '../lib/session';
import { guarded } from './guarded';

function Screen() {
  return null;
}

async function run(route: ReturnType<typeof guarded>, url: string): Promise<unknown> {
  const loader = route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
  try {
    return await loader({
      request: new Request(url),
      params: {},
      context: {},
    } as LoaderFunctionArgs);
  } catch (thrown) {
    return thrown;
  }
}

const user = (role: 1 | 3 | 5 | 10) => ({
  token: 't',
  user: {
    id: 1,
    name: 'Mari',
    email: 'mari@example.test',
    role,
    signature: 'Leinajad',
    company: false,
  },
});

describe('guarded', () => {
  afterEach(() => signOut());

  it('redirects before importing the screen', async () => {
    const load = vi.fn(async () => ({ Component: Screen }));
    const route = guarded(load, { auth: true, role: 10 });

    const anonymous = (await run(route, 'http://x.test/admin/kasutajad?q=a')) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toBe('/login?next=%2Fadmin%2Fkasutajad%3Fq%3Da');

    userStore.set(user(5));
    const tooLow = (await run(route, 'http://x.test/admin/kasutajad')) as Response;
    expect(tooLow.headers.get('Location')).toBe('/401');
    expect(load).not.toHaveBeenCalled();
  });

  it('imports the screen once for a user who may see it', async () => {
    const load = vi.fn(async () => ({ Component: Screen }));
    const route = guarded(load, { auth: true });
    userStore.set(user(1));
    expect(await run(route, 'http://x.test/konto')).toBeNull();
    expect(await run(route, 'http://x.test/konto')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(route.handle).toEqual({ meta: expect.objectContaining({ auth: true, role: 0 }) });
  });
});
