import { apiCall } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';

/** Ends the session on the server, then here, whatever the server answered. */
export async function logout(): Promise<void> {
  try {
    await apiCall('auth.logout');
  } catch (err) {
    console.error(err);
  } finally {
    session.signOut();
  }
}
