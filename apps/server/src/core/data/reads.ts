/**
 * What an area reads with: its lists (a `ListSpec`, the filters built here, a route's scope) and
 * its shows. Writes go through `records.ts`; a table's stored search text and sort keys are
 * columns (`searchTextColumn`, `sortKeyColumn` in `db/columns.ts`, beside `timestamps`). The
 * statement cache, the compiled conditions and the count and page planning behind these sit in
 * `list/` and `statements/`, which no area imports (the server's import rules test).
 *
 * A list spec, handed to `crudRoutes({ list })` or to `listRecords`; typed by the route's query,
 * it needs an entry for every sort key and filter the query schema accepts:
 *
 *   const deviceList: ListSpec<DeviceListQuery> = {
 *     table: devices,
 *     fields: { id: devices.id, name: devices.name, producer_name: producers.name },
 *     join: (q) => q.leftJoin(producers, eq(producers.id, devices.producer_id)),
 *     search: devices.search_text,             // stored: searchTextColumn('code || name')
 *     sort: { name: devices.name_sort_key, created_at: devices.created_at },
 *     filters: {
 *       producer: anyOf(devices.producer_id),   // ?producer=3&producer=7
 *       blocked: equals(devices.blocked),       // ?blocked=true
 *       has_card: either(isNotNull(devices.product_card_id), isNull(devices.product_card_id)),
 *       tag: ofIds((ids) => sql`EXISTS (SELECT 1 FROM ${deviceTagLinks}
 *         WHERE ${deviceTagLinks.device_id} = ${devices.id} AND ${deviceTagLinks.tag_id} IN (${idList(ids)}))`),
 *       mine: callerFilter((callerId) => eq(devices.caretaker_id, callerId)),
 *     },
 *   };
 *
 * A small dictionary searches an expression instead (`search: sql\`${producers.name}\``) and
 * sorts a text column as it is (put in Polish order for it); a table that grows searches its
 * stored text and sorts its texts by stored sort keys. Filters built with `anyOf`, `equals`,
 * `either`, `ofIds` and `callerFilter` compile a list's condition once per shape
 * (docs/decisions/0030-list-conditions-compiled-once-per-shape.md); a filter written as a plain function
 * `(value, query, callerId) => SQL | undefined` works too, built on every request.
 *
 * A route's scope by the request's values, a module constant compiled once per kind of values:
 *
 *   export const inFolder = scopeOf((folderId: number) => eq(files.folder_id, folderId));
 *   await listRecords(db, fileList, query, inFolder(params.id), { callerId: auth.id });
 *
 * A show, one statement prepared by name; its `where` a module constant or a `scopeOf` scope:
 *
 *   const row = await selectOne<DeviceRow>(db, deviceShow, devices.id, id, inFolder(folderId));
 *
 * Human text is ordered with `plSortKey(expr)` (Polish alphabetical order) wherever SQL sorts it
 * by hand, e.g. inside a JSON subquery; a hand-written search condition uses `searchCondition`
 * (every word anywhere) or `prefixCondition` (a code typed from its start).
 */
export { anyOf, callerFilter, either, equals, idList, ofIds } from './list/filters.ts';
export { listRecords } from './list/list-records.ts';
export { plSortKey } from './list/order.ts';
export { scopeOf } from './list/scope.ts';
export { prefixCondition, searchCondition } from './list/search.ts';
export type { ListSpec } from './list/spec.ts';
export { recordColumns, type Source, selectFixed, selectOne, selectRows } from './statements/select.ts';
