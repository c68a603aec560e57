import type { ListQuery, MessageParams } from '@portal/contracts';
import { type Api, api, type RouteContract, type RouteName } from '@portal/contracts/api';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/client.ts';
import { type ListSpec, listRecords, type Source, scopeOf, selectOne } from '../data/reads.ts';
import {
  type CreateHooks,
  type DestroyHooks,
  records,
  type UpdateHooks,
  type WriteContext,
  within,
  writeContext,
} from '../data/records.ts';
import { inUse as inUseError, notFound } from './errors.ts';
import { created, deleted, saved } from './replies.ts';
import { type AnyRoute, routeFrom } from './routes.ts';

type TableWithId = PgTable & { id: PgColumn };

/** Why a record may not be deleted yet: a message key and its parameters (409). */
export type InUse = { key: string; params?: MessageParams };

/**
 * The parent a nested resource lives under (`contractor.contacts` under `contractors`; its URL
 * segment and placeholder are the contract's): the child's column holding the parent's id and
 * the check that the parent exists. Every lookup is limited to the parent in the URL, so a
 * child of another parent is not found.
 */
export type CrudParent = {
  column: PgColumn;
  /** Throws 404 unless the parent exists: the list of a missing parent is not an empty list. */
  assert: (db: Executor, id: number) => Promise<void>;
};

/** The parent's id a nested resource's writes receive; a top-level resource has none. */
export type ParentId<P> = P extends CrudParent ? number : undefined;

/**
 * A resource's own writes, for rules that span more than its row (a default flag moving
 * between rows, a parent locked first). `parent` is the parent's id of a nested resource.
 */
export type CrudWrites<F, P, U = F> = {
  create: (ctx: WriteContext, form: F, parent: ParentId<P>) => Promise<number>;
  update: (ctx: WriteContext, id: number, form: U, parent: ParentId<P>) => Promise<void>;
  destroy: (ctx: WriteContext, id: number, parent: ParentId<P>) => Promise<void>;
};

type At<K> = K extends RouteName ? Api[K] : never;

/** A resource whose five routes the contract declares (`packages/contracts` `crud(...)`). */
export type CrudName = {
  [K in RouteName]: K extends `${infer R}.destroy`
    ? `${R}.index` | `${R}.store` | `${R}.show` | `${R}.update` extends RouteName
      ? R
      : never
    : never;
}[RouteName];

/** The contract's list query, form and record of a resource. */
type CrudQuery<N extends string> =
  At<`${N}.index`> extends { query: infer S extends z.ZodType } ? z.output<S> : never;
type CrudForm<N extends string> = At<`${N}.store`> extends { body: infer S extends z.ZodType } ? S : never;
/** The update's body: the form's fields, each optional (README Decisions "Updates are partial"). */
type CrudUpdate<N extends string> = At<`${N}.update`> extends { body: infer S extends z.ZodType } ? S : never;
type CrudRecord<N extends string> =
  At<`${N}.show`> extends {
    response: z.ZodObject<{ model: infer S extends z.ZodType }>;
  }
    ? S
    : never;

/** What every resource declares: its name, table, list and presenter. */
type CrudBase<N extends CrudName, T extends TableWithId, Row, P extends CrudParent | undefined> = {
  /** `area.resource`: the routes `<name>.index|show|store|update|destroy` of the contract. */
  name: N;
  table: T;
  /** The audit log's record type. */
  recordType: string;
  /** Typed against the contract's query: a sort key or filter it accepts and the spec lacks does not compile. */
  list: CrudQuery<N> extends infer Q extends ListQuery ? Omit<ListSpec<Q>, 'table'> : never;
  /** Rows selected by the list spec (its `fields`, else the table's columns) to records, a page at a time. */
  present: (db: Executor, rows: Row[]) => Promise<z.input<CrudRecord<N>>[]> | z.input<CrudRecord<N>>[];
  parent?: P;
  summary?: Partial<Record<'index' | 'show' | 'store' | 'update' | 'destroy', string>>;
};

/** The default audited writes of `records(table)`, shaped by the resource's rules. */
type DefaultWrites<N extends CrudName, T extends TableWithId> = {
  /**
   * The columns a form writes (default: the form as is), computed in the write's transaction
   * after the row is locked, so a uniqueness check here answers 404 first for a missing row.
   */
  values?: (
    form: z.output<CrudForm<N>> | z.output<CrudUpdate<N>>,
    at: { db: Executor; id: number | null },
  ) => Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>;
  /** Hooks of the default writes (file slots, link tables), run in their transactions. */
  hooks?: {
    create?: (form: z.output<CrudForm<N>>) => CreateHooks<T['$inferSelect']>;
    update?: (form: z.output<CrudUpdate<N>>) => Omit<UpdateHooks<T['$inferSelect']>, 'where'>;
    destroy?: Omit<DestroyHooks<T['$inferSelect']>, 'where'>;
  };
  /** Refuses a delete (409) while the record, read in the delete's transaction, is in use. */
  inUse?: (record: z.input<CrudRecord<N>>) => InUse | null;
  writes?: never;
};

/**
 * The area's own writes, all three: they hold every rule of the resource (its columns, links,
 * files and the in-use refusal), so the default writes' rules may not sit beside them, where
 * they would silently not run.
 */
type OwnWrites<N extends CrudName, P extends CrudParent | undefined> = {
  writes: CrudWrites<z.output<CrudForm<N>>, P, z.output<CrudUpdate<N>>>;
  values?: never;
  hooks?: never;
  inUse?: never;
};

/**
 * A resource's declaration: either the default writes with their rules (`values`, `hooks`,
 * `inUse`) or its own `writes`, never both.
 */
export type CrudResource<
  N extends CrudName,
  T extends TableWithId,
  // biome-ignore lint/suspicious/noExplicitAny: a list row is whatever the spec's fields select
  Row = any,
  P extends CrudParent | undefined = undefined,
> = CrudBase<N, T, Row, P> & (DefaultWrites<N, T> | OwnWrites<N, P>);

/**
 * The five routes of a resource (DESIGN §4 "Lists, records, writes"): index with the list
 * spec, show, store (201), update and destroy, each answering the spec's shapes, each write
 * through the one audited path. The URL follows from the name (and the parent), never written out.
 */
export function crudRoutes<
  N extends CrudName,
  T extends TableWithId,
  // biome-ignore lint/suspicious/noExplicitAny: a list row is whatever the spec's fields select
  Row = any,
  P extends CrudParent | undefined = undefined,
>(resource: CrudResource<N, T, Row, P>): AnyRoute[] {
  type R = CrudRecord<N>;
  type Select = T['$inferSelect'];
  type Form = z.output<CrudForm<N>>;
  type Update = z.output<CrudUpdate<N>>;
  const { table, parent } = resource;
  const repo = records(table, resource.recordType);
  const spec = { ...resource.list, table } as ListSpec;
  const name = (action: string) => `${resource.name}.${action}`;
  // The contract's schemas as this factory reads them: ids in the path, a list query, the form.
  const contract = <B = Form>(action: string) =>
    api[name(action) as RouteName] as RouteContract & {
      params?: z.ZodType<Record<string, number>>;
      query?: z.ZodType<ListQuery>;
      body?: z.ZodType<B>;
    };
  const param = contract('index').parent?.param;
  if (Boolean(parent) !== Boolean(param))
    throw new Error(`${resource.name}: the contract and the resource disagree about the parent`);
  const parentOf = (params: Record<string, number> | undefined) =>
    (param && params ? params[param] : undefined) as ParentId<P>;
  // The property under which the table holds the parent's column, for the insert's values.
  const parentKey = parent
    ? Object.entries(getTableColumns(table)).find(([, column]) => column === parent.column)?.[0]
    : undefined;
  if (parent && !parentKey)
    throw new Error(`${resource.name}: the parent column is not a column of the table`);
  const ofParent = parent ? scopeOf((parentId: number) => eq(parent.column, parentId)) : undefined;
  const scope = (parentId: number | undefined): SQL | undefined =>
    ofParent && parentId !== undefined ? ofParent(parentId) : undefined;

  const source: Source = { table, fields: spec.fields, join: spec.join };
  async function get(db: Executor, id: number, parentId: number | undefined): Promise<z.input<R>> {
    const row = await selectOne(db, source, table.id, id, scope(parentId));
    if (!row) throw notFound();
    const [record] = await resource.present(db, [row as Row]);
    return record;
  }

  const columns = async (form: Form | Update, db: Executor, id: number | null) =>
    resource.values ? resource.values(form, { db, id }) : (form as Partial<T['$inferInsert']>);

  const writes: CrudWrites<Form, P, Update> = resource.writes ?? {
    create: async (ctx, form, parentId) =>
      inTransaction(ctx.db, async (tx) => {
        let owner = {};
        if (parent && parentId !== undefined) {
          await parent.assert(tx, parentId);
          owner = { [parentKey as string]: parentId };
        }
        const values = await columns(form, tx, null);
        const row = await repo.create(
          within(ctx, tx),
          { ...values, ...owner } as T['$inferInsert'],
          resource.hooks?.create?.(form),
        );
        return (row as { id: number }).id;
      }),
    update: async (ctx, id, form, parentId) =>
      inTransaction(ctx.db, async (tx) => {
        await repo.lock(tx, id, scope(parentId));
        const values = await columns(form, tx, id);
        await repo.update(within(ctx, tx), id, values, {
          ...resource.hooks?.update?.(form),
          where: scope(parentId),
        });
      }),
    destroy: async (ctx, id, parentId) => {
      await repo.destroy(ctx, id, {
        where: scope(parentId),
        before: async (tx, before: Select) => {
          const used = resource.inUse?.(await get(tx, id, parentId));
          if (used) throw inUseError(used.key, used.params);
          return resource.hooks?.destroy?.before?.(tx, before);
        },
      });
    },
  };

  return [
    routeFrom({
      ...contract('index'),
      name: name('index'),
      summary: resource.summary?.index,
      handler: async ({ deps, params, query }) => {
        const parentId = parentOf(params);
        if (parent && parentId !== undefined) await parent.assert(deps.db, parentId);
        const page = await listRecords<Row>(deps.db, spec, query, scope(parentId));
        return { results: await resource.present(deps.db, page.results), pagination: page.pagination };
      },
    }),
    routeFrom({
      ...contract('store'),
      name: name('store'),
      summary: resource.summary?.store,
      status: 201,
      handler: async ({ deps, params, body, actor, lang }) => {
        const parentId = parentOf(params);
        const id = await writes.create(writeContext({ deps, actor }), body, parentId);
        return created(lang, await get(deps.db, id, parentId));
      },
    }),
    routeFrom({
      ...contract('show'),
      name: name('show'),
      summary: resource.summary?.show,
      handler: async ({ deps, params }) => ({ model: await get(deps.db, params.id, parentOf(params)) }),
    }),
    routeFrom({
      ...contract<Update>('update'),
      name: name('update'),
      summary: resource.summary?.update,
      handler: async ({ deps, params, body, actor, lang }) => {
        const parentId = parentOf(params);
        await writes.update(writeContext({ deps, actor }), params.id, body, parentId);
        return saved(lang, await get(deps.db, params.id, parentId));
      },
    }),
    routeFrom({
      ...contract('destroy'),
      name: name('destroy'),
      summary: resource.summary?.destroy,
      handler: async ({ deps, params, actor, lang }) => {
        await writes.destroy(writeContext({ deps, actor }), params.id, parentOf(params));
        return deleted(lang);
      },
    }),
  ];
}
