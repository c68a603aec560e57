import { createHash, randomBytes } from 'node:crypto';
import { PERMISSION_KEYS } from '@portal/contracts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import type { Authenticator, AuthUser, SessionService } from '../../core/http/context.ts';
import type { Executor } from '../../db/client.ts';
import { roleKeys, roles, users } from '../people/tables.ts';
import { sessions } from './tables.ts';

const TOKEN_CACHE_MS = 5000;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Keys a role holds: super-admin every key by code, any other role its rows. */
async function permissionsOfRole(db: Executor, roleId: number, roleSlug: string): Promise<Set<string>> {
  if (roleSlug === 'super-admin') return new Set(PERMISSION_KEYS);
  const rows = await db.select({ key: roleKeys.key }).from(roleKeys).where(eq(roleKeys.role_id, roleId));
  return new Set(rows.map((r) => r.key).filter((k) => PERMISSION_KEYS.has(k)));
}

/**
 * Bearer sessions (DESIGN §4): opaque tokens stored as sha-256 with an expiry. A lookup is
 * cached for at most 5 s, and the instance that revokes drops its cache entries at once.
 */
export function createSessionService(deps: { db: Executor; clock: Clock; config: Config }): SessionService {
  /** Recent lookups by token. */
  const cache = new Map<string, { user: AuthUser; until: number }>();

  async function lookup(tokenHash: string): Promise<{ user: AuthUser; expiresAt: number } | null> {
    const now = deps.clock.now();
    const [row] = await deps.db
      .select({
        session_id: sessions.id,
        expires_at: sessions.expires_at,
        id: users.id,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        role_id: roles.id,
        role_slug: roles.slug,
        role_name: roles.name,
        partner_id: users.partner_id,
        is_company_admin: users.is_company_admin,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(
        and(
          eq(sessions.token_hash, tokenHash),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, now),
          eq(users.is_activated, true),
        ),
      )
      .limit(1);
    if (!row) return null;
    const { expires_at, ...user } = row;
    return {
      user: { ...user, permissions: await permissionsOfRole(deps.db, row.role_id, row.role_slug) },
      expiresAt: expires_at.getTime(),
    };
  }

  async function checkStored(token: string, now: number): Promise<AuthUser | null> {
    const found = await lookup(sha256(token));
    if (found) {
      if (cache.size > 10_000) cache.clear();
      cache.set(token, { user: found.user, until: Math.min(now + TOKEN_CACHE_MS, found.expiresAt) });
    } else {
      cache.delete(token);
    }
    return found?.user ?? null;
  }

  const authenticator: Authenticator = {
    authenticate(token) {
      // The app clock, so a test that moves time past an expiry also moves past the cache.
      const now = deps.clock.now().getTime();
      // Keyed by the token itself: it is in this process's memory for the request anyway, and a
      // hit (nearly every request) then hashes nothing and answers without a promise; only the
      // stored form is the hash.
      const hit = cache.get(token);
      if (hit && hit.until > now) return hit.user;
      return checkStored(token, now);
    },
  };

  function forgetUser(userId: number) {
    for (const [token, entry] of cache) if (entry.user.id === userId) cache.delete(token);
  }

  return {
    authenticator,

    async create(
      db: Executor,
      userId: number,
      remember: boolean,
      meta: { ip?: string; userAgent?: string } = {},
    ) {
      const token = newToken();
      const ttlMs = remember ? 30 * 24 * 3600_000 : deps.config.sessionTtlHours * 3600_000;
      await db.insert(sessions).values({
        token_hash: sha256(token),
        user_id: userId,
        remember,
        expires_at: new Date(deps.clock.now().getTime() + ttlMs),
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 300),
      });
      return token;
    },

    async revokeToken(db: Executor, token: string) {
      cache.delete(token);
      await db
        .update(sessions)
        .set({ revoked_at: deps.clock.now() })
        .where(eq(sessions.token_hash, sha256(token)));
    },

    /**
     * Password reset, deactivation and role changes end every session of the user at once; a
     * password change from the profile keeps the session it was made in (`keepSessionId`).
     */
    async revokeAllForUser(db: Executor, userId: number, opts: { keepSessionId?: number } = {}) {
      forgetUser(userId);
      await db
        .update(sessions)
        .set({ revoked_at: deps.clock.now() })
        .where(
          and(
            eq(sessions.user_id, userId),
            isNull(sessions.revoked_at),
            opts.keepSessionId === undefined ? undefined : ne(sessions.id, opts.keepSessionId),
          ),
        );
    },

    /** Drops cached lookups so permission edits take effect on the next request here. */
    forgetRole(roleId: number) {
      for (const [token, entry] of cache) if (entry.user.role_id === roleId) cache.delete(token);
    },
    forgetUser,
  };
}
