import { LIST_SEARCH_COUNT_CAP, type ListQuery, type Pagination } from '@portal/contracts';
import { and, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { conditionShape, shapedCondition } from './condition.ts';
import type { Filter, FilterSends } from './filters.ts';
import { orderOf } from './order.ts';
import { carriedPage, keptCountOf, pageAndCount, pageMaths, pageWithCount, plainCountOf } from './pages.ts';
import { plannedOnce, searchCondition } from './search.ts';
import type { ListSpec } from './spec.ts';

export type ListResult<T> = { results: T[]; pagination: Pagination };

/**
 * The one list implementation: filters, search, whitelisted sort and the pagination shape of
 * DESIGN §4. `where` narrows further, e.g. to the caller's partner (object-level scoping).
 */
export async function listRecords<T = Record<string, unknown>>(
  db: Executor,
  spec: ListSpec,
  query: ListQuery,
  where?: SQL,
  options: { exactCount?: boolean; callerId?: number } = {},
): Promise<ListResult<T>> {
  const callerId = options.callerId ?? null;
  const active: Record<string, unknown> = {};
  const search = query.search && spec.search ? query.search : undefined;
  if (search !== undefined) active.search = search;
  const asked: { name: string; value: unknown; filter: Filter }[] = [];
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    const value = query[name];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    asked.push({ name, value, filter });
  }
  // What each asked filter sends, when every one says (`FilterSends`); else each builds its condition.
  const sends = asked.every((a) => a.filter.sends)
    ? asked.map((a) => a.filter.sends?.(a.value as never, callerId))
    : undefined;
  const sent = sends?.includes(null) ? undefined : (sends as (FilterSends | undefined)[] | undefined);
  let conditions: (SQL | undefined)[] | undefined;
  const built = () => {
    conditions ??= asked.map((a) => a.filter(a.value as never, query as never, callerId));
    return conditions;
  };
  const applied = sent ?? built();
  const filterValues: unknown[] = [];
  asked.forEach((a, i) => {
    if (applied[i] === undefined) return;
    filterValues.push(a.value);
    active[a.name] = a.value;
  });
  const build = (planned: boolean) =>
    and(
      ...[where, spec.search && searchCondition(spec.search, search, planned), ...built()].filter(
        (c): c is SQL => c !== undefined,
      ),
    );
  const shape = sent && conditionShape(spec, where, search, asked, sent);
  const form = (planned: boolean) => (shape ? shapedCondition(shape, planned, build) : build(planned));
  // Built when a statement needs it: a searched list planned once reads only `plannedCount`.
  let plain: { condition: SQL | undefined } | undefined;
  const condition = () => {
    plain ??= { condition: form(false) };
    return plain.condition;
  };
  const plannedCount = spec.search && plannedOnce(spec, search, filterValues) ? form(true) : undefined;

  const { order, orderBy, tieBreaker, walkable } = orderOf(spec, query);
  const offset = pageMaths(Number.MAX_SAFE_INTEGER, query.page, query.per_page).offset;
  const page = { condition, plannedCount, order, orderBy, walkable, key: tieBreaker, query, asked: offset };
  const capAt = active.search !== undefined && !options.exactCount;
  const gathered =
    typeof spec.countsWithPage === 'function' ? spec.countsWithPage(query as never) : spec.countsWithPage;
  const { rows, total, capped } = gathered
    ? await pageWithCount<T>(db, spec, page)
    : capAt && spec.search instanceof PgColumn && order.every((t) => t.by instanceof PgColumn)
      ? await pageWithCount<T>(db, spec, page, LIST_SEARCH_COUNT_CAP)
      : search === undefined
        ? await carriedPage<T>(
            db,
            spec,
            page,
            keptCountOf(spec, where, asked) ?? plainCountOf(spec, condition()),
          )
        : await pageAndCount<T>(db, spec, page, capAt);
  const { lastPage, current } = pageMaths(total, query.page, query.per_page);

  return {
    results: rows as T[],
    pagination: {
      per_page: query.per_page,
      last_page: lastPage,
      current,
      page: query.page,
      sort_direction: query.sort_direction,
      sort_by: query.sort_by,
      total,
      active,
      ...(capped ? { total_capped: true as const } : {}),
    },
  };
}
