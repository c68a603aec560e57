import {
  AUTHENTICATED_ROUTE_NAMES,
  apiRouteFor,
  type HttpMethod,
  msg,
  PERMISSION_KEYS,
  PUBLIC_ROUTE_NAMES,
  pickLang,
  rules,
  t as translateKey,
} from '@portal/contracts';
import { api, type RouteContract, type RouteName, type ServerParts } from '@portal/contracts/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { type AuthUser, actorOf, type PartnerCaller } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { fastParser, REFUSED } from './fast-parse.ts';
import type { HandlerContext } from './handler.ts';
import { serializeResponse } from './serialize.ts';

/**
 * Who may call a route: `public` (no token), `authenticated` (any valid token, e.g. the
 * current-user call), or a permission key from the catalogue (the default: the route's name).
 */
export type Access = 'public' | 'authenticated' | { permission: string };

// biome-ignore lint/suspicious/noExplicitAny: a registry holds routes of every shape
export type AnyRoute = RouteDef<any, any, any, any, any>;

/** How the server serves a route, beyond its contract: access, status, raw bodies, streams, docs. */
type Serving = {
  access?: Access;
  /** Status of a successful answer (201 for store). */
  status?: number;
  /** Raw body (multipart uploads): skip JSON body validation. */
  raw?: boolean;
  /** The handler returns the reply itself (streams, files); no response schema applies. */
  stream?: boolean;
  /** The URI's last `{placeholder}` spans slashes (a storage path: `/api/media/file/{path}`). */
  pathTail?: boolean;
  summary?: string;
};

/** A route as the registry holds it: its contract's schemas and URL rule, how it is served, its handler. */
export type RouteDef<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends AuthUser | null = AuthUser | null,
> = Serving &
  Omit<RouteContract, 'params' | 'query' | 'body' | 'response'> & {
    /** Dotted name = permission key (DESIGN §4). URL and method follow from it unless given. */
    name: string;
    params?: P;
    query?: Q;
    body?: B;
    /** Whitelists what leaves the server; required for every non-public route. */
    response?: R;
    handler: (
      ctx: HandlerContext<z.output<P>, z.output<Q>, z.output<B>, A>,
    ) => Promise<z.input<R> | undefined>;
  };

type PublicRouteName = (typeof PUBLIC_ROUTE_NAMES)[number];

/**
 * The caller a route's handler receives: none on a public route; a signed-in user on any other,
 * since the router refuses a request without a valid token first; in the partner zone a user
 * of a company, since the router refuses a caller without one.
 */
export type CallerOf<N extends string> = N extends PublicRouteName
  ? AuthUser | null
  : N extends `partner-zone.${string}`
    ? PartnerCaller
    : AuthUser;

/**
 * A route of the API contract served by `handler`: the schemas, the method and the URL come from
 * `api[name]` in `packages/contracts`, so the name must exist there and the handler is typed by it.
 */
export function defineRoute<N extends RouteName>(
  name: N,
  def: Omit<Serving, 'access'> & {
    /** A public route is one of the catalogue's public names, so its handler knows it has no caller. */
    access?: Exclude<Access, 'public'>;
    handler: (
      ctx: HandlerContext<
        ServerParts<N>['params'],
        ServerParts<N>['query'],
        ServerParts<N>['body'],
        CallerOf<N>
      >,
    ) => Promise<ServerParts<N>['response'] | undefined>;
  },
): AnyRoute {
  return { ...(api[name] as RouteContract), ...def, name } as AnyRoute;
}

/**
 * A route outside the API contract: core's own machinery (the CRUD factory hands it the
 * contract's schemas) and tests' throwaway routes. Areas declare routes with `defineRoute`.
 */
export function routeFrom<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodUnknown,
>(def: RouteDef<P, Q, B, R, AuthUser> & { access: Exclude<Access, 'public'> }): AnyRoute;
/** Without a guard of its own, the route's name decides whether a caller is signed in. */
export function routeFrom<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodUnknown,
>(def: RouteDef<P, Q, B, R>): AnyRoute;
export function routeFrom(def: AnyRoute): AnyRoute {
  return def;
}

export type ResolvedRoute = AnyRoute & { method: HttpMethod; uri: string; access: Access };

export function resolveRoute(def: AnyRoute): ResolvedRoute {
  const derived = apiRouteFor(def.name, { record: def.record, method: def.method, parent: def.parent });
  const publicName = (PUBLIC_ROUTE_NAMES as readonly string[]).includes(def.name);
  const authName = (AUTHENTICATED_ROUTE_NAMES as readonly string[]).includes(def.name);
  const access: Access =
    def.access ?? (publicName ? 'public' : authName ? 'authenticated' : { permission: def.name });
  return { ...def, method: def.method ?? derived.method, uri: def.uri ?? derived.uri, access };
}

/**
 * The startup check of DESIGN §4: a non-public route must name a catalogue key and carry a
 * response schema, and no two routes may share a name or a method+URI.
 */
export function checkRegistry(routes: ResolvedRoute[]): void {
  const problems: string[] = [];
  const names = new Set<string>();
  const endpoints = new Set<string>();
  for (const r of routes) {
    if (names.has(r.name)) problems.push(`${r.name}: duplicate route name`);
    names.add(r.name);
    const endpoint = `${r.method} ${r.uri}`;
    if (endpoints.has(endpoint)) problems.push(`${r.name}: duplicate endpoint ${endpoint}`);
    endpoints.add(endpoint);
    if (r.access === 'public') continue;
    if (typeof r.access === 'object' && !PERMISSION_KEYS.has(r.access.permission)) {
      problems.push(`${r.name}: permission key "${r.access.permission}" is not in the catalogue`);
    }
    if (!r.response && !r.stream) problems.push(`${r.name}: no response schema`);
  }
  if (problems.length) throw new Error(`Route registry is invalid:\n  ${problems.join('\n  ')}`);
}

/** A partner-zone route serves the caller's company (DESIGN §4: its key starts with `partner-zone.`). */
export function isPartnerZoneRoute(route: Pick<ResolvedRoute, 'name'>): boolean {
  return route.name.startsWith('partner-zone.');
}

function toFastifyPath(uri: string, pathTail = false): string {
  return (pathTail ? uri.replace(/\{\w+\}$/, '*') : uri).replace(/\{(\w+)\}/g, ':$1');
}

/** Fastify names a wildcard `*`; the handler sees it under the URI's placeholder name. */
function routeParams(route: ResolvedRoute, params: unknown): unknown {
  if (!route.pathTail) return params;
  const { '*': tail, ...rest } = params as Record<string, string>;
  const name = /\{(\w+)\}$/.exec(route.uri)?.[1] ?? '*';
  return { ...rest, [name]: tail };
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return m ? m[1] : null;
}

/** `Validation` failures become field errors keyed by the dotted path (DESIGN §4 422 shape). */
function zodFieldErrors(error: z.ZodError, prefix?: string): Record<string, string[]> {
  // No prototype: a field named `constructor` or `__proto__` is just a field.
  const out: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = [...issue.path, key].join('.');
        (out[field] ??= []).push(issue.message);
      }
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : (prefix ?? '_');
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

export class RequestValidationError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('validation');
  }
}

/**
 * Control characters anywhere in the path, the query or a JSON body are refused before any
 * schema sees them, for every route current and future: a 422 naming the field, never the
 * database's encoding error as a 500. Raw (multipart) bodies are checked by their reader.
 */
function refuseControlCharacters(params: unknown, query: unknown, body: unknown): void {
  // Nearly every request is clean: checked without allocating, the fields found only when not.
  const { containsControlCharacters: dirty } = rules;
  if (!dirty(params) && !dirty(query) && !dirty(body)) return;
  const errors: Record<string, string[]> = Object.create(null);
  const parts: [unknown, string][] = [
    [params, 'params'],
    [query, 'query'],
    [body, 'body'],
  ];
  for (const [value, prefix] of parts) {
    for (const field of rules.controlCharacterFields(value, prefix)) {
      errors[field] = [msg('validation.control_characters')];
    }
  }
  throw new RequestValidationError(errors);
}

function parsePart<T extends z.ZodType | undefined>(schema: T, value: unknown, part: string): unknown {
  if (!schema) return value;
  const input = value ?? (part === 'body' ? undefined : {});
  // The path and the query take the parser made for their schema; zod says what is wrong.
  if (part !== 'body') {
    const parsed = fastParser(schema)?.(input) ?? REFUSED;
    if (parsed !== REFUSED) return parsed;
  }
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError(zodFieldErrors(result.error, part));
  return result.data;
}

export function mountRoutes(app: FastifyInstance, routes: ResolvedRoute[], deps: AppDeps): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: toFastifyPath(route.uri, route.pathTail),
      // Uploads keep their own minimum transfer rate and streams their own pace.
      config: { routeName: route.name, timeLimit: !(route.raw || route.stream) },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const lang = pickLang(req.headers['accept-language']);
        let auth = null;
        if (route.access !== 'public') {
          const token = bearerToken(req);
          // A caller met in the last seconds comes back at once, without a turn of the event loop.
          const found = token ? deps.authenticator.authenticate(token) : null;
          auth = found instanceof Promise ? await found : found;
          if (!auth) throw unauthenticated();
          if (typeof route.access === 'object' && !auth.permissions.has(route.access.permission)) {
            throw forbidden();
          }
          // Tenancy fails closed (see `requirePartner`): a partner-zone route serves a company,
          // so a caller without one is refused here, whatever the handler would have scoped.
          if (isPartnerZoneRoute(route) && auth.partner_id === null) throw forbidden('errors.no_company');
        }
        const rawParams = routeParams(route, req.params);
        refuseControlCharacters(rawParams, req.query, route.raw ? undefined : req.body);
        const params = parsePart(route.params, rawParams, 'params');
        const query = parsePart(route.query, req.query, 'query');
        const body = route.raw ? undefined : parsePart(route.body, req.body, 'body');
        req.auth = auth;
        const result = await route.handler({
          req,
          reply,
          params,
          query,
          body,
          auth,
          deps,
          lang,
          actor: actorOf(auth),
          t: (key, p) => translateKey(lang, key, p),
          ip: req.ip,
        });
        // A stream answered itself; a request past its time limit was already answered 503.
        if (route.stream || reply.sent) return reply;
        reply.code(route.status ?? 200);
        return route.response ? serializeResponse(reply, route.response, result) : result;
      },
    });
  }
}

/** `GET /api/core/routes`: `{"api.<name>": {uri, methods}}` for the web client (DESIGN §4). */
export function routeTable(routes: ResolvedRoute[]): Record<string, { uri: string; methods: string[] }> {
  const table: Record<string, { uri: string; methods: string[] }> = {};
  for (const r of routes) table[`api.${r.name}`] = { uri: r.uri, methods: [r.method] };
  return table;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: import('./context.ts').AuthUser | null;
  }
  interface FastifyContextConfig {
    routeName?: string;
  }
}
