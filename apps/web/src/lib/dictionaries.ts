import type { Brand, businessAreaSchema, countrySchema, provinceSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from './api.ts';
import { BY_NAME, useOptions } from './options.ts';

type Results<T> = { results: T[] };
export type Province = z.infer<typeof provinceSchema>;
export type Country = z.infer<typeof countrySchema>;
export type BusinessArea = z.infer<typeof businessAreaSchema>;

const dictionary = <T>(name: string, lang?: string) =>
  queryOptions({
    queryKey: ['dictionary', name, lang ?? ''],
    queryFn: ({ signal }) => apiCall<Results<T>>(name, { signal }).then((r) => r.results),
    staleTime: 10 * 60_000,
  });

/** Public dictionaries (spec §7): provinces, countries (named in the UI language), business areas. */
export const useProvinces = () => useQuery(dictionary<Province>('public-zone.dictionary.provinces.index'));
export const useCountries = (lang: string) =>
  useQuery(dictionary<Country>('public-zone.dictionary.countries.index', lang));
export const useBusinessAreas = () =>
  useQuery(dictionary<BusinessArea>('public-zone.partner.businessareas.index'));

/** Brands, for staff assignments; a back-office load, so it needs its key. */
export const useBrands = (enabled: boolean) =>
  useOptions<Brand>('brand.brands.index', { query: BY_NAME, enabled });

export const toOptions = <T extends { id: number; name: string }>(items: T[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
