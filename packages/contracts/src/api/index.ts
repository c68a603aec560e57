import type { z } from 'zod';
import { auditApi } from './audit.ts';
import { authApi } from './auth.ts';
import { brandsApi } from './brands.ts';
import { contractorsApi } from './contractors.ts';
import type { RouteContract } from './define.ts';
import { devicesApi } from './devices.ts';
import { dictionariesApi } from './dictionaries.ts';
import { documentationApi } from './documentation.ts';
import { erpApi } from './erp.ts';
import { mediaApi } from './media.ts';
import { partnersApi } from './partners.ts';
import { producersApi } from './producers.ts';
import { systemApi } from './system.ts';
import { usersApi } from './users.ts';

export { UNDER_CONTRACTOR } from './contractors.ts';
export { byId, crud, type RouteContract, route } from './define.ts';
export { routeTableSchema } from './system.ts';

/**
 * Every route of the API by name (= permission key, DESIGN §4): what it takes and answers.
 * The server declares its handlers against it and the web calls it by name, so both sides
 * agree at compile time. A new area adds its contract file here.
 */
export const api = {
  ...systemApi,
  ...authApi,
  ...auditApi,
  ...dictionariesApi,
  ...brandsApi,
  ...usersApi,
  ...contractorsApi,
  ...partnersApi,
  ...producersApi,
  ...devicesApi,
  ...documentationApi,
  ...mediaApi,
  ...erpApi,
} satisfies Record<string, RouteContract>;

export type Api = typeof api;
export type RouteName = keyof Api & string;

type Schema<N extends RouteName, K extends keyof RouteContract> = Api[N] extends {
  [k in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** What a handler receives once the schema has parsed it. */
export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Path parameters as a caller fills them in. */
export type ParamsOf<N extends RouteName> =
  Schema<N, 'params'> extends z.ZodType
    ? { [K in keyof z.input<Schema<N, 'params'>>]: string | number }
    : undefined;

/** The query a caller sends: the schema's keys, each value as it goes on the wire. */
export type QueryOf<N extends RouteName> =
  Schema<N, 'query'> extends z.ZodType
    ? {
        [K in keyof z.input<Schema<N, 'query'>>]?:
          | string
          | number
          | boolean
          | null
          | readonly (string | number)[];
      }
    : undefined;

export type BodyOf<N extends RouteName> =
  Schema<N, 'body'> extends z.ZodType ? z.input<Schema<N, 'body'>> : undefined;

/** The JSON a route answers; a route without a response schema answers a file. */
export type ResponseOf<N extends RouteName> =
  Schema<N, 'response'> extends z.ZodType ? z.output<Schema<N, 'response'>> : Blob;

/** A route's parts as the server parses them, for a handler's context. */
export type ServerParts<N extends RouteName> = {
  params: Parsed<Schema<N, 'params'>>;
  query: Parsed<Schema<N, 'query'>>;
  body: Parsed<Schema<N, 'body'>>;
  /** What the handler may return: the response schema's input (the schema whitelists it). */
  response: Schema<N, 'response'> extends z.ZodType ? z.input<Schema<N, 'response'>> : unknown;
};

/** Routes that answer a list page (`results` + `pagination`). */
export type ListRouteName = {
  [N in RouteName]: ResponseOf<N> extends { results: unknown[]; pagination: unknown } ? N : never;
}[RouteName];

/** A row of a list route. */
export type RowOf<N extends ListRouteName> = ResponseOf<N> extends { results: (infer T)[] } ? T : never;

/** `user.users.index` → `user.users`: the resource a route belongs to. */
export type ResourceOf<N extends string> = N extends `${infer Head}.${infer Tail}`
  ? Tail extends `${string}.${string}`
    ? `${Head}.${ResourceOf<Tail>}`
    : Head
  : never;

export type ResourceName = ResourceOf<RouteName>;

/** Resources with all five routes of `crud(...)`, which the generic record screens serve. */
export type CrudResourceName = {
  [N in RouteName]: N extends `${infer R}.destroy`
    ? `${R}.index` | `${R}.store` | `${R}.show` | `${R}.update` extends RouteName
      ? R
      : never
    : never;
}[RouteName];
