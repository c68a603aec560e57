import { describe, expect, it } from 'vitest';
import { routesWith } from './routes.tsx';
import { zoneAt } from './zone-at.ts';
import { zoneRoutes } from './zone-routes.tsx';

const routes = routesWith(zoneRoutes);

describe('zoneAt (which strings the boot waits for)', () => {
  it('names the zone of the screen being opened', () => {
    expect(zoneAt(routes, '#/auth/login')).toBe('auth');
    expect(zoneAt(routes, '#/auth/register')).toBe('auth');
    expect(zoneAt(routes, '#/cms')).toBe('cms');
    expect(zoneAt(routes, '#/')).toBe('partner');
    expect(zoneAt(routes, '')).toBe('partner');
  });
});
