import type { LoginInput } from '@portal/contracts';
import { apiCall } from '../../../lib/api.ts';
import { currentUserQuery, toViewer } from '../../../lib/current-user.ts';
import { landingPath } from '../../../lib/guard.ts';
import { queryClient } from '../../../lib/query.ts';
import { session } from '../../../lib/session.ts';

/** Signs in, keeps the token (spec §4, §9) and answers where the user lands. */
export async function login(body: LoginInput): Promise<string> {
  const res = await apiCall('auth.login', { body });
  queryClient.clear();
  session.signIn({
    token: res.access_token,
    rememberMe: res.rememberMe,
    email: body.email.trim().toLowerCase(),
  });
  const me = await queryClient.fetchQuery(currentUserQuery);
  return landingPath(toViewer(me));
}
