import { z } from 'zod';
import type { HttpMethod } from '../catalogue.ts';
import { type PartialForm, partialForm } from '../forms.ts';
import { idParam, listResponse, messageResponse, modelResponse, writeResponse } from '../list.ts';

/**
 * One route of the API as both sides see it: what it takes and what it answers. The server's
 * route declaration and the web's calls infer their types from it, so a name or a field that
 * does not exist is a compile error on both sides. Where the URL is not the name's default
 * (DESIGN §4), the contract says so too; who may call it is the catalogue's business.
 */
export type RouteContract = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** What the answer holds; a route without one answers a file or a stream. */
  response?: z.ZodType;
  method?: HttpMethod;
  /** Path with `{placeholders}`; derived from the name when omitted. */
  uri?: string;
  /** A custom action on one record (`/{id}/{action}`). */
  record?: boolean;
  /** Nested under a parent's record (`/<parent resource>/{<param>}` before the resource). */
  parent?: { resource: string; param: string };
};

export const route = <const C extends RouteContract>(contract: C): C => contract;

/** `{ id }` of a route on one record. */
export const byId = z.object({ id: idParam() });

type ParentOf<P> = P extends { resource: string; param: infer K extends string }
  ? P & { param: K }
  : undefined;
type ParentParams<P> = P extends { param: infer K extends string }
  ? { [k in K]: ReturnType<typeof idParam> }
  : Record<never, never>;

/**
 * The five routes of a resource (index, store, show, update, destroy) with the shapes DESIGN §4
 * gives them: a list of records, a record, a saved record with its message, a message. The
 * update takes the form's fields, each optional (`partialForm`), unless `update` says otherwise.
 */
export function crud<
  const N extends string,
  Q extends z.ZodType,
  F extends z.ZodObject,
  R extends z.ZodType,
  const P extends { resource: string; param: string } | undefined = undefined,
  U extends z.ZodType | undefined = undefined,
>(
  name: N,
  resource: {
    query: Q;
    form: F;
    record: R;
    parent?: P;
    /** The update's body when it is not the form's fields, each optional. */
    update?: U;
  },
) {
  const parent = resource.parent as ParentOf<P>;
  const parentShape = (resource.parent ? { [resource.parent.param]: idParam() } : {}) as ParentParams<P>;
  const listParams = (resource.parent ? z.object(parentShape) : undefined) as P extends undefined
    ? undefined
    : z.ZodObject<ParentParams<P>>;
  const recordParams = z.object({ ...parentShape, id: idParam() });
  const at = { parent } as { parent: ParentOf<P> };
  return {
    [`${name}.index`]: {
      ...at,
      params: listParams,
      query: resource.query,
      response: listResponse(resource.record),
    },
    [`${name}.store`]: {
      ...at,
      params: listParams,
      body: resource.form,
      response: writeResponse(resource.record),
    },
    [`${name}.show`]: { ...at, params: recordParams, response: modelResponse(resource.record) },
    [`${name}.update`]: {
      ...at,
      params: recordParams,
      body: resource.update ?? partialForm(resource.form),
      response: writeResponse(resource.record),
    },
    [`${name}.destroy`]: { ...at, params: recordParams, response: messageResponse },
  } as {
    [K in `${N}.index`]: {
      parent: ParentOf<P>;
      params: typeof listParams;
      query: Q;
      response: ReturnType<typeof listResponse<R>>;
    };
  } & {
    [K in `${N}.store`]: {
      parent: ParentOf<P>;
      params: typeof listParams;
      body: F;
      response: ReturnType<typeof writeResponse<R>>;
    };
  } & {
    [K in `${N}.show`]: {
      parent: ParentOf<P>;
      params: typeof recordParams;
      response: ReturnType<typeof modelResponse<R>>;
    };
  } & {
    [K in `${N}.update`]: {
      parent: ParentOf<P>;
      params: typeof recordParams;
      body: U extends z.ZodType ? U : PartialForm<F>;
      response: ReturnType<typeof writeResponse<R>>;
    };
  } & {
    [K in `${N}.destroy`]: {
      parent: ParentOf<P>;
      params: typeof recordParams;
      response: typeof messageResponse;
    };
  };
}
