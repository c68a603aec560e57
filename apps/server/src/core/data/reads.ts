/**
 * What an area reads with: its lists (a `ListSpec`, the filters built here, a route's scope) and
 * its shows. Writes go through `records.ts`; a table's stored search text and sort keys are
 * columns (`searchTextColumn` in `search-text.ts`, `sortKeyColumn` in `sort-key.ts`), kept apart
 * so that a `tables.ts` imports no query code. The condition compiling, statement cache and count and page
 * planning behind these sit in `list/` and `statements/`, which no area imports (the server's
 * import rules test); a name an area needs is exported here.
 *
 * A list spec, passed to `crudRoutes({ list })` or to `listRecords`. Typed by the route's query
 * (`ListSpec<DeviceListQuery>`), it needs an entry for every sort key and filter the query accepts:
 *
 *   export const deviceListSpec: ListSpec = {
 *     table: devices,
 *     fields: { id: devices.id, name: devices.name, producer_name: producers.name },
 *     join: (q) => q.leftJoin(producers, eq(producers.id, devices.producer_id)),
 *     search: devices.search_text,               // searchTextColumn("name || ' ' || code")
 *     sort: { name: devices.name_sort_key, created_at: devices.created_at },  // sortKeyColumn(…, 'name')
 *     filters: {
 *       producer: anyOf(devices.producer_id),    // ?producer=3&producer=7
 *       blocked: equals(devices.blocked),        // ?blocked=true
 *       unassigned: either(isNull(devices.group_id), isNotNull(devices.group_id)),
 *       tag: ofIds((ids) => sql`EXISTS (SELECT 1 FROM ${deviceTagLinks} WHERE
 *         ${deviceTagLinks.device_id} = ${devices.id} AND ${deviceTagLinks.tag_id} IN (${idList(ids)}))`),
 *     },
 *   };
 *
 * A filter on the caller's own rows ("mine"), matching nothing when the route passes no caller:
 *
 *   mine: callerFilter((callerId) => sql`EXISTS (SELECT 1 FROM partner_moderators pm
 *     WHERE pm.partner_id = ${partners.id} AND pm.user_id = ${callerId})`),  // ?mine=true
 *
 * A dictionary of a few dozen rows searches an expression (`search: sql\`${producers.name}\``)
 * and sorts its text column as it is (put in Polish order); a table that grows searches its
 * stored text and sorts its texts by stored sort keys. Filters built with `anyOf`, `equals`,
 * `either`, `ofIds` and `callerFilter` compile the list's condition once per shape
 * (docs/decisions/0030-list-conditions-compiled-once-per-shape.md); a plain function
 * `(value, query, callerId) => SQL | undefined` also works, built on every request.
 *
 * A route's scope by the request's values, a module constant, rendered once per kind of values:
 *
 *   export const inDirectory = scopeOf((dir: string) => sql`(${files.area} = 'public' and ${files.folder} = ${dir})`);
 *   const page = await listRecords(db, fileListSpec, query, inDirectory(dir), { callerId: auth.id });
 *
 * A show, one statement prepared by name (its `where` a module constant or a scope):
 *
 *   const row = await selectOne<DeviceRow>(db, deviceShow, devices.id, id);
 *
 * Human text sorted in hand-written SQL (a JSON subquery of names) takes `plSortKey(expr)`; a
 * hand-written search uses `searchCondition` (every word anywhere in the text) or
 * `prefixCondition` (a code typed from its start).
 */
export { anyOf, callerFilter, either, equals, idList, ofIds } from './list/filters.ts';
export { listRecords } from './list/list-records.ts';
export { plSortKey } from './list/order.ts';
export { scopeOf } from './list/scope.ts';
export { prefixCondition, searchCondition } from './list/search.ts';
export type { ListSpec } from './list/spec.ts';
export { recordColumns, type Source, selectFixed, selectOne, selectRows } from './statements/select.ts';
