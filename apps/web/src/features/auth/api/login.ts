import type { LoginInput } from '@portal/contracts';
import { apiCall } from '../../../lib/api.ts';
import { landingPath } from '../../../lib/guard.ts';
import { session } from '../../../lib/session.ts';

/**
 * The query client and the current-user query: loaded on submit (or once the login screen has
 * been painted and is in use, `preloadLoginQueries`), not before the form shows.
 */
const queries = () => Promise.all([import('../../../lib/query.ts'), import('../../../lib/current-user.ts')]);

export const preloadLoginQueries = () => void queries().catch(() => undefined);

/** Signs in, keeps the token (spec §4, §9) and answers where the user lands. */
export async function login(body: LoginInput): Promise<string> {
  const res = await apiCall('auth.login', { body });
  const [{ queryClient }, { currentUserQuery, toViewer }] = await queries();
  queryClient.clear();
  session.signIn({
    token: res.access_token,
    rememberMe: res.rememberMe,
    email: body.email.trim().toLowerCase(),
  });
  const me = await queryClient.fetchQuery(currentUserQuery);
  return landingPath(toViewer(me));
}
