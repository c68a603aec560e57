import type { Lang } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { Actor, AuthUser } from './context.ts';

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
