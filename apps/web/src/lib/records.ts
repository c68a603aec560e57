import type { BodyOf, ParamsOf, ResourceName, ResponseOf, RouteName } from '@portal/contracts/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './api.ts';
import { queryKeys } from './keys.ts';
import { useCan } from './viewer.ts';

/** `<resource>.<action>` as a route name of the contract. */
type Route<R extends string, A extends string> = Extract<`${R}.${A}`, RouteName>;

/** Resources with a store and an update route (most with a show route too). */
export type RecordResourceName = {
  [N in RouteName]: N extends `${infer R}.store` ? (`${R}.update` extends RouteName ? R : never) : never;
}[RouteName];

/** Resources with a show route. */
export type ShowResourceName = {
  [N in RouteName]: N extends `${infer R}.show` ? R : never;
}[RouteName];

/** The record a route answers under `model`. */
export type ModelOf<N extends RouteName> = ResponseOf<N> extends { model: infer M } ? M : never;

type ShowParams<R extends ShowResourceName> = ParamsOf<Route<R, 'show'>>;
/** Store takes the parent of a nested resource (`{ contractor }`) or nothing. */
type ParentParams<R extends RecordResourceName> = ParamsOf<Route<R, 'store'>>;

/** The query of one record: its resource's `show` key, so a write to the resource refreshes it. */
export function recordQuery<R extends ShowResourceName>(resource: R, params: ShowParams<R>) {
  return queryOptions({
    queryKey: queryKeys(resource).show(params),
    queryFn: ({ signal }) =>
      callRoute<{ model: ModelOf<Route<R, 'show'>> }>(`${resource}.show` as RouteName, {
        params,
        signal,
      }).then((r) => r.model),
  });
}

/**
 * One record of a resource, asked for once it has an id. Edit pages open with the update key
 * too, so without the show key the page gets the server's 403 instead of an endless placeholder.
 */
export function useRecord<R extends ShowResourceName>(
  resource: R,
  params: ShowParams<R>,
  opts: { enabled?: boolean; zone?: 'cms' | 'partner' } = {},
) {
  const can = useCan();
  const id = Number((params as { id?: number | string } | undefined)?.id ?? 0);
  const allowed = opts.zone === 'partner' || can(`${resource}.show`) || can(`${resource}.update`);
  return useQuery({ ...recordQuery(resource, params), enabled: (opts.enabled ?? true) && id > 0 && allowed });
}

/**
 * Saves a record: `store` without an id, `update` with one. The resource's queries and those of
 * `refreshes` (resources that count or show it) are fetched again afterwards.
 */
export function useSaveRecord<R extends RecordResourceName>(
  resource: R,
  at: { id: number | null; parent?: ParentParams<R> },
  refreshes: readonly ResourceName[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<Route<R, 'store'>> | BodyOf<Route<R, 'update'>>) =>
      callRoute<ResponseOf<Route<R, 'store'>>>(`${resource}.${at.id ? 'update' : 'store'}` as RouteName, {
        params: at.id ? { ...at.parent, id: at.id } : at.parent,
        body,
      }),
    onSuccess: () =>
      Promise.all(
        [resource, ...refreshes].map((r) => client.invalidateQueries({ queryKey: queryKeys(r).all })),
      ),
  });
}
