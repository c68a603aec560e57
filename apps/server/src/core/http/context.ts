import type { Lang } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';

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

export type HandlerContext<P, Q, B> = {
  req: FastifyRequest;
  reply: FastifyReply;
  params: P;
  query: Q;
  body: B;
  auth: AuthUser | null;
  deps: AppDeps;
  lang: Lang;
  /** The caller as an audit actor. */
  actor: Actor;
  /** Translate a catalogue key into the caller's language. */
  t: (key: string, params?: Record<string, string | number>) => string;
  ip: string;
};
