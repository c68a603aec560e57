import type { businessAreaSchema, countrySchema, provinceSchema } from '@portal/contracts';
import type { ResponseOf } from '@portal/contracts/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from './api.ts';
import { queryKeys, resourceKey } from './keys.ts';
import { BY_NAME, useOptions } from './options.ts';

export type Province = z.infer<typeof provinceSchema>;
export type Country = z.infer<typeof countrySchema>;
export type BusinessArea = z.infer<typeof businessAreaSchema>;

type PublicDictionary =
  | 'public-zone.dictionary.provinces.index'
  | 'public-zone.dictionary.countries.index'
  | 'public-zone.partner.businessareas.index';
type EntryOf<N extends PublicDictionary> = ResponseOf<N> extends { results: (infer T)[] } ? T : never;

const dictionary = <N extends PublicDictionary>(name: N, lang?: string) =>
  queryOptions({
    queryKey: queryKeys(resourceKey(name)).list(lang ?? ''),
    queryFn: ({ signal }) => apiCall(name, { signal }).then((r) => (r as { results: EntryOf<N>[] }).results),
    staleTime: 10 * 60_000,
  });

/** Public dictionaries (spec §7): provinces, countries (named in the UI language), business areas. */
export const useProvinces = () => useQuery(dictionary('public-zone.dictionary.provinces.index'));
export const useCountries = (lang: string) =>
  useQuery(dictionary('public-zone.dictionary.countries.index', lang));
export const useBusinessAreas = () => useQuery(dictionary('public-zone.partner.businessareas.index'));

/** Brands, for staff assignments; a back-office load, so it needs its key. */
export const useBrands = (enabled: boolean) => useOptions('brand.brands.index', { query: BY_NAME, enabled });

export const toOptions = <T extends { id: number; name: string }>(items: T[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
