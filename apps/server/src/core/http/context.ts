import type { Executor } from '../../db/client.ts';

/** The signed-in caller, resolved from the bearer token once per request. */
export type AuthUser = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  role_slug: string;
  role_name: string;
  partner_id: number | null;
  is_company_admin: boolean;
  permissions: ReadonlySet<string>;
  session_id: number;
};

/** A caller of a partner-zone route: the router refuses one without a company before the handler runs. */
export type PartnerCaller = AuthUser & { partner_id: number };

export type Actor = { type: 'user' | 'system' | 'erp' | 'import'; id: number | null };

export const SYSTEM_ACTOR: Actor = { type: 'system', id: null };

export function actorOf(auth: AuthUser | null): Actor {
  return auth ? { type: 'user', id: auth.id } : SYSTEM_ACTOR;
}

export type Authenticator = {
  /**
   * Resolves a bearer token to its user, or null when missing, expired or revoked: at once for a
   * token checked in the last seconds (the session cache), else once the database answers.
   */
  authenticate(token: string): AuthUser | null | Promise<AuthUser | null>;
};

/**
 * Bearer sessions as handlers and services use them (`modules/auth/sessions.ts` keeps them): a
 * password reset, a deactivation or a role change ends sessions or drops their cached lookups.
 */
export type SessionService = {
  authenticator: Authenticator;
  create(
    db: Executor,
    userId: number,
    remember: boolean,
    meta?: { ip?: string; userAgent?: string },
  ): Promise<string>;
  revokeToken(db: Executor, token: string): Promise<void>;
  revokeAllForUser(db: Executor, userId: number, opts?: { keepSessionId?: number }): Promise<void>;
  forgetRole(roleId: number): void;
  forgetUser(userId: number): void;
};
