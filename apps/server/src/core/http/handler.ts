import type { Lang } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { Actor, AuthUser } from './context.ts';

/**
 * What a route's handler receives. `auth` is the caller: nullable only where the route admits
 * callers without a token (`defineRoute` narrows it by the route's name).
 */
export type HandlerContext<P, Q, B, A extends AuthUser | null = AuthUser | null> = {
  req: FastifyRequest;
  reply: FastifyReply;
  params: P;
  query: Q;
  body: B;
  auth: A;
  deps: AppDeps;
  lang: Lang;
  /** The caller as an audit actor. */
  actor: Actor;
  /** Translate a catalogue key into the caller's language. */
  t: (key: string, params?: Record<string, string | number>) => string;
  ip: string;
};
