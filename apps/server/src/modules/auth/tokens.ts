import { INVITATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from '@portal/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Executor } from '../../db/client.ts';
import { newToken, sha256 } from './sessions.ts';
import { authTokens } from './tables.ts';

/**
 * Single-use links (password reset and invitation): a random token mailed to the user, stored
 * as sha-256 with an expiry. Consuming marks it used in the same statement that checks it, so
 * two requests with one link cannot both succeed.
 */
export type LinkKind = 'reset' | 'invite';

const LINK_TTL_MS: Record<LinkKind, number> = {
  reset: PASSWORD_RESET_TTL_MINUTES * 60_000,
  invite: INVITATION_TTL_HOURS * 3600_000,
};

const LINK_PATH: Record<LinkKind, string> = {
  reset: 'reset-password-finish',
  invite: 'invitation-finish',
};

/** The web route that takes the token (hash router), on PUBLIC_URL, never the Host header. */
export function linkUrl(deps: AppDeps, kind: LinkKind, token: string): string {
  return `${deps.config.publicUrl}/#/auth/${LINK_PATH[kind]}/${token}`;
}

/** Issues a new link; earlier unused links of the same kind for the user stop working. */
export async function issueLinkToken(deps: AppDeps, tx: Executor, userId: number, kind: LinkKind) {
  const now = deps.clock.now();
  await tx
    .update(authTokens)
    .set({ used_at: now })
    .where(and(eq(authTokens.user_id, userId), eq(authTokens.kind, kind), isNull(authTokens.used_at)));
  const token = newToken();
  await tx.insert(authTokens).values({
    user_id: userId,
    kind,
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + LINK_TTL_MS[kind]),
  });
  return token;
}

/** The user id of a valid, unused link, which is now used; null when unknown, used or expired. */
export async function consumeLinkToken(
  deps: AppDeps,
  tx: Executor,
  kind: LinkKind,
  token: string,
): Promise<number | null> {
  const now = deps.clock.now();
  const [row] = await tx
    .update(authTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(authTokens.token_hash, sha256(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.used_at),
        gt(authTokens.expires_at, now),
      ),
    )
    .returning({ user_id: authTokens.user_id });
  return row?.user_id ?? null;
}

/** After a password is set, no other outstanding link of the user may set it again. */
export async function revokeLinkTokens(deps: AppDeps, tx: Executor, userId: number): Promise<void> {
  await tx
    .update(authTokens)
    .set({ used_at: deps.clock.now() })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.used_at)));
}
