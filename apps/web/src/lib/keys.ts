import type { ResourceName, ResourceOf, RouteName } from '@portal/contracts/api';

/** `user.users.index` → `user.users`: the resource a route belongs to. */
export function resourceKey<N extends RouteName>(routeName: N): ResourceOf<N> {
  return routeName.split('.').slice(0, -1).join('.') as ResourceOf<N>;
}

/**
 * Query keys of one resource of the API contract. Every key starts with the resource, so a
 * write that invalidates `all` refreshes the resource's lists, records and pickers together,
 * and a resource that does not exist is a compile error.
 */
export function queryKeys<R extends ResourceName>(resource: R) {
  return {
    all: [resource] as const,
    list: (...parts: unknown[]) => [resource, 'index', ...parts] as const,
    show: (...parts: unknown[]) => [resource, 'show', ...parts] as const,
    /** Every option of a picker (`useOptions`). */
    options: (...parts: unknown[]) => [resource, 'options', ...parts] as const,
    /** Anything else the resource answers (a tree, counters, a dashboard excerpt). */
    of: (what: string, ...parts: unknown[]) => [resource, what, ...parts] as const,
  };
}
