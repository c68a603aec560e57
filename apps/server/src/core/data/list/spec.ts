import type { ListQuery } from '@portal/contracts';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Source } from '../statements/select.ts';
import type { Filter } from './filters.ts';

/** The parameters every list query has; the rest of a query schema's keys are its filters. */
type ListParameter = 'page' | 'per_page' | 'sort_by' | 'sort_direction' | 'search';
type FilterName<Q> = Exclude<keyof Q & string, ListParameter>;

type SpecBase = Source & {
  /**
   * Where the `search` parameter looks. A column is the table's stored search text
   * (`searchTextColumn`: already lower-cased and folded, trigram-indexed), compared as it is;
   * an SQL expression (small dictionaries only) is folded with `f_unaccent` per row.
   */
  search?: PgColumn | SQL;
  /**
   * Tie-breaker so pages never overlap when sort values repeat (rows seeded in one
   * transaction share `created_at`). Defaults to the table's `id` column.
   */
  id?: AnyColumn;
  /**
   * Count and page come from one statement that gathers the matches once
   * (`selectPageWithCount`, docs/decisions/0025-lists-send-count-and-page-together.md); the count
   * is then exact, searched or not. `true`: the list's condition gathers its matches from link
   * tables (every code concerning a device of some model), so neither its count nor its page can
   * stop early. A function: for the queries whose matches are few whatever the values, such as a
   * user's favourites, where gathering them costs less than a page and a count apart.
   */
  countsWithPage?: boolean | ((query: never) => boolean);
  /**
   * With `countsWithPage`: whether this query's statement is planned once per connection (a
   * named statement). For a statement that costs PostgreSQL more to plan than to run and whose
   * plan does not turn on the values, e.g. the partner error-code search narrowed by a code (4 ms
   * to plan, 2 ms to run at `--scale 1`), or a user's favourites (read from the user's marks).
   */
  plannedOnce?: (query: never) => boolean;
  /**
   * Counts the database keeps per value of some columns (docs/decisions/0037-kept-counts.md): a
   * table with a row per combination of those columns' values and its number of rows, kept by
   * triggers on every write to the list's table. `by` names the list's `anyOf` filters on those
   * columns, each with its column in the kept table. A query whose only conditions are those
   * filters (no search, no route scope) is counted by adding up the kept rows of its values
   * instead of visiting every match: for a table that grows for ever and is filtered by a few
   * columns, a log such as the ERP runs.
   */
  keptCounts?: { table: PgTable; count: AnyColumn; by: Record<string, AnyColumn> };
};

/**
 * Typed against a route's parsed query `Q`: every sort key and every filter the query schema
 * accepts needs its entry, and an entry the schema does not accept is refused, at compile time
 * (a key the schema allows but the spec lacks would otherwise be a 500 or an ignored filter).
 */
type TypedSpec<Q extends ListQuery> = { sort: Record<Q['sort_by'], AnyColumn | SQL> } & ([
  FilterName<Q>,
] extends [never]
  ? { filters?: Record<never, Filter> }
  : {
      filters: {
        [K in FilterName<Q>]-?: (
          value: NonNullable<Q[K]>,
          query: Q,
          callerId: number | null,
        ) => SQL | undefined;
      };
    });

/**
 * What a list route may do with a table: the whitelisted sort keys, the text the `search`
 * parameter looks in, and the filters by field name (DESIGN §4 "Lists"). Without `Q` the spec
 * is checked against no schema (the routes not yet built with `crudRoutes`).
 */
export type ListSpec<Q extends ListQuery = ListQuery> = SpecBase &
  (string extends Q['sort_by']
    ? { sort: Record<string, AnyColumn | SQL>; filters?: Record<string, Filter> }
    : TypedSpec<Q>);
