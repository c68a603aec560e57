/**
 * Query keys start with the resource of a route name (`user.users.index` → `user.users`), so a
 * write invalidates the resource's lists and records together.
 */
export function resourceKey(routeName: string): string {
  return routeName.split('.').slice(0, -1).join('.');
}
