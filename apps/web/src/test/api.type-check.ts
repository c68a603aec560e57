/**
 * Compile-time checks of the typed route map on the web (issue 15): `npm run typecheck` fails
 * when a call names a route the contract lacks, passes a parameter or body the route does not
 * take, or reads a field its answer does not have. Never imported; only type-checked.
 */
import { apiCall } from '../lib/api.ts';
import { queryKeys } from '../lib/keys.ts';
import { useOptions } from '../lib/options.ts';

export async function calls() {
  // @ts-expect-error no route `user.userz.index` in the contract
  await apiCall('user.userz.index');

  const user = await apiCall('user.users.show', { params: { id: 1 } });
  const email: string = user.model.email;
  // @ts-expect-error a user record has no `password_hash`
  user.model.password_hash;

  // @ts-expect-error the show route takes `{ id }`, not `{ user }`
  await apiCall('user.users.show', { params: { user: 1 } });

  // @ts-expect-error the list query has no `colour` filter
  await apiCall('user.users.index', { query: { colour: 'red' } });

  // @ts-expect-error a brand's form needs its name as text
  await apiCall('brand.brands.store', { body: { name: 42 } });
  return email;
}

export function keys() {
  // @ts-expect-error no resource `user.userz`
  queryKeys('user.userz');
  return queryKeys('user.users').show(1);
}

export function options() {
  const roles = useOptions('user.roles.index');
  const slug: string | undefined = roles.data?.[0]?.slug;
  // @ts-expect-error `auth.login` does not answer a list
  useOptions('auth.login');
  return slug;
}
