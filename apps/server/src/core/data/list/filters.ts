import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { compilePart } from '../statements/pieces.ts';
import { layoutOf, type Slot, valuesOf } from './layout.ts';

/**
 * What a filter sends for a value when the text of its condition depends only on `shape`: the
 * values in the order the condition renders them. A list whose filters all say it builds its
 * condition once per shape and later only gathers the values
 * (docs/decisions/0030-list-conditions-compiled-once-per-shape.md). Undefined: the filter is not
 * applied to this value.
 */
export type FilterSends = { shape: string; values: readonly unknown[] };

/**
 * A list filter: the condition for the value the query asks for, or none (`undefined`: not
 * applied). It also gets the whole query, for a condition whose best form depends on the other
 * filters, and the signed-in caller (`listRecords`' `callerId`, null when the route gave none):
 * build a filter on the caller with `callerFilter`. Build the common ones with `anyOf`, `equals`,
 * `either` and, for ids through links or a tree, `ofIds`: these also say what they send (`sends`).
 */
export type Filter = ((value: never, query: never, callerId: number | null) => SQL | undefined) & {
  /** Null: applied, but this value's condition can only be built (`ofIds` for a text that turns on the ids). */
  sends?: (value: never, callerId: number | null) => FilterSends | undefined | null;
};

/** The column is one of the asked values (`?province=3&province=7`). */
export function anyOf(column: AnyColumn) {
  return Object.assign((values: readonly unknown[]) => inArray(column, values), {
    sends: (values: readonly unknown[]): FilterSends => ({ shape: String(values.length), values }),
  });
}

/** The column equals the asked value (a yes/no flag on a boolean column, an id). */
export function equals(column: AnyColumn) {
  return Object.assign((value: unknown) => eq(column, value), {
    sends: (value: unknown): FilterSends => ({ shape: '', values: [value] }),
  });
}

/** A yes/no filter between two fixed conditions (module constants, e.g. `isNull(col)`). */
export function either(yes: SQL, no: SQL) {
  return Object.assign((value: boolean) => (value ? yes : no), {
    sends: (value: boolean): FilterSends => ({
      shape: value ? 'yes' : 'no',
      values: compilePart(value ? yes : no)?.values ?? [undefined],
    }),
  });
}

/** `1, 2, 3` as bound parameters, for `IN (...)` inside hand-written subqueries (`ofIds`). */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Stand-in ids no query asks for (ids are positive), a different set for each `set`. */
const standIns = (count: number, set: number) =>
  Array.from({ length: count }, (_, k) => -1_000_000_000 - set * 1_000_000 - k);

/** Layouts are kept for lists of at most this many ids (query schemas cap theirs well below). */
const ID_LAYOUTS = 100;

/**
 * A filter by asked ids through links or a tree (tags, a subtree of groups, caretakers, the codes
 * of devices). Its condition for a number of ids is rendered once with stand-in ids, which shows
 * where each asked id goes among its values (an id may go twice, constants between), so later
 * requests with that many ids only gather their values. A condition whose text turns on the ids
 * themselves is built every time.
 */
export function ofIds(condition: (ids: readonly number[]) => SQL) {
  const layouts = new Map<number, Slot[] | null>();
  return Object.assign((ids: readonly number[]) => condition(ids), {
    sends: (ids: readonly number[]): FilterSends | null => {
      if (ids.length > ID_LAYOUTS) return null;
      let layout = layouts.get(ids.length);
      if (layout === undefined) {
        const render = (values: readonly unknown[]) => condition(values as number[]);
        layout = layoutOf(render, standIns(ids.length, 0), standIns(ids.length, 1));
        layouts.set(ids.length, layout);
      }
      if (!layout) return null;
      return { shape: String(ids.length), values: valuesOf(layout, ids) };
    },
  });
}

/**
 * A yes/no filter on the caller's own records, e.g. "mine": applied when asked, and matching
 * nothing when the route gave no caller, so a wiring slip hides records instead of showing all.
 * The caller's id is the condition's one value.
 */
export function callerFilter(condition: (callerId: number) => SQL) {
  return Object.assign(
    (yes: boolean, _query: unknown, callerId: number | null) =>
      yes ? (callerId === null ? sql`false` : condition(callerId)) : undefined,
    {
      sends: (yes: boolean, callerId: number | null): FilterSends | undefined =>
        yes
          ? callerId === null
            ? { shape: 'none', values: [] }
            : { shape: 'caller', values: [callerId] }
          : undefined,
    },
  );
}
