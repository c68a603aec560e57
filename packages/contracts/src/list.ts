import { z } from 'zod';
import { msg } from './message-format.ts';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
export const DEFAULT_SORT_BY = 'created_at';
export const DEFAULT_SORT_DIRECTION = 'desc';

/** A boolean query flag: `1` or `0` (DESIGN §4). */
export const boolParam = () => z.enum(['1', '0'], msg('validation.one_of')).transform((v) => v === '1');

/** A filter that may be repeated (`?role=a&role=b`); always yields an array. */
export const multi = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(100)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

export const idParam = () =>
  z.coerce.number(msg('validation.invalid')).int(msg('validation.integer')).positive().max(2147483647);

/** An id filter that may be repeated (`?group=1&group=2`). */
export const idFilter = () => multi(idParam()).optional();

export const textParam = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, msg('validation.max_length', { limit: max }));

/**
 * The query of a list route: pagination, a whitelisted sort and the resource's own filters.
 * The object is strict, so an unknown parameter is a 422 (DESIGN §4).
 */
// F defaults to no filters: without a default, a call with no filters widens the query to an
// index signature and its pagination fields lose their types.
export function listQuery<
  S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(opts: { sort: S; filters?: F; defaultSort?: S[number] }) {
  return z.strictObject({
    page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    sort_by: z.enum(opts.sort).default((opts.defaultSort ?? DEFAULT_SORT_BY) as S[number]),
    sort_direction: z.enum(['asc', 'desc']).default(DEFAULT_SORT_DIRECTION),
    search: textParam().optional(),
    ...(opts.filters ?? ({} as F)),
  });
}

export type ListQuery = {
  page: number;
  per_page: number;
  sort_by: string;
  sort_direction: 'asc' | 'desc';
  search?: string;
  [filter: string]: unknown;
};

export const paginationSchema = z.object({
  per_page: z.number().int(),
  last_page: z.number().int(),
  current: z.number().int(),
  page: z.number().int(),
  sort_direction: z.enum(['asc', 'desc']),
  sort_by: z.string(),
  total: z.number().int(),
  active: z.record(z.string(), z.unknown()),
  /**
   * Present (true) when `total` is a lower bound: a searched list stops counting at
   * `LIST_SEARCH_COUNT_CAP` matching rows
   * (docs/decisions/0025-lists-send-count-and-page-together.md). Last, as the compiled serializer
   * writes optional properties after the required ones.
   */
  total_capped: z.literal(true).optional(),
});

/** How many rows a searched list counts at most; the pagination then says "over 1 000". */
export const LIST_SEARCH_COUNT_CAP = 1_000;
export type Pagination = z.infer<typeof paginationSchema>;

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), pagination: paginationSchema });

export const modelResponse = <T extends z.ZodType>(item: T) => z.object({ model: item });

export const writeResponse = <T extends z.ZodType>(item: T) =>
  z.object({ model: item, message: z.string(), status: z.enum(['success', 'fail']) });

export const messageResponse = z.object({
  message: z.string(),
  status: z.enum(['success', 'fail']),
});

export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Row number shown in tables (spec §9). */
export const rowNumber = (page: number, perPage: number, index: number) => (page - 1) * perPage + index + 1;
