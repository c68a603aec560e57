import type { Brand, businessAreaSchema, countrySchema, provinceSchema } from '@portal/contracts';
import { MAX_PER_PAGE } from '@portal/contracts/list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from './api.ts';

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

/**
 * Brands, for staff assignments; a back-office load, so it needs its key. The brands list is
 * paged like every list: one page of the most a page holds, by name (a handful of brands).
 */
export const useBrands = (enabled: boolean) =>
  useQuery({
    queryKey: ['brand.brands', 'index', 'options'],
    queryFn: ({ signal }) =>
      apiCall<Results<Brand>>('brand.brands.index', {
        query: { per_page: MAX_PER_PAGE, sort_by: 'name', sort_direction: 'asc' },
        signal,
      }).then((r) => r.results),
    staleTime: 10 * 60_000,
    enabled,
  });

export const toOptions = <T extends { id: number; name: string }>(items: T[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
