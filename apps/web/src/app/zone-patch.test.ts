import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { patchZonesOnce } from './zone-patch.ts';

const bootRoutes = (): RouteObject[] => [
  {
    id: 'root',
    children: [
      { path: '/auth/login', id: 'login' },
      { path: '*', id: 'not-found' },
    ],
  },
];

const zones: RouteObject[] = [{ path: '/cms', id: 'cms', children: [{ path: 'users', id: 'users' }] }];

function routerFromSignIn() {
  let loads = 0;
  const load = async () => {
    loads += 1;
    await new Promise((r) => setTimeout(r, 20));
    return zones;
  };
  const router = createMemoryRouter(bootRoutes(), {
    initialEntries: ['/auth/login'],
    patchRoutesOnNavigation: patchZonesOnce('root', load, false),
  });
  return { router, loads: () => loads };
}

const leaf = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route.id;

const settled = (router: ReturnType<typeof createMemoryRouter>) =>
  new Promise<void>((resolve) => {
    const check = () => router.state.navigation.state === 'idle' && resolve();
    router.subscribe(check);
    check();
  });

describe('patchZonesOnce', () => {
  it('patches the zones in on the first navigation that needs them', async () => {
    const { router } = routerFromSignIn();
    await router.navigate('/cms/users');
    expect(leaf(router)).toBe('users');
    router.dispose();
  });

  it('patches again when the navigation that loaded them was superseded', async () => {
    const { router } = routerFromSignIn();
    void router.navigate('/cms/users');
    await new Promise((r) => setTimeout(r, 0));
    await router.navigate('/cms/users');
    await settled(router);
    expect(leaf(router)).toBe('users');
    await router.navigate('/cms');
    expect(leaf(router)).toBe('cms');
    router.dispose();
  });

  it('does nothing when the boot already had the zones', async () => {
    let loads = 0;
    const router = createMemoryRouter([{ id: 'root', children: [...zones, { path: '*', id: 'nf' }] }], {
      initialEntries: ['/cms'],
      patchRoutesOnNavigation: patchZonesOnce(
        'root',
        async () => {
          loads += 1;
          return zones;
        },
        true,
      ),
    });
    await router.navigate('/elsewhere');
    expect(leaf(router)).toBe('nf');
    expect(loads).toBe(0);
    router.dispose();
  });
});
