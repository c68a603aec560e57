import type { Pagination } from '@portal/contracts/list';
import { describe, expect, it } from 'vitest';
import { collectPages } from './options.ts';

const page = (n: number, last: number, results: string[]) => ({
  results,
  pagination: { page: n, current: n, last_page: last, per_page: 2, total: 0 } as Pagination,
});

describe('options of a picker', () => {
  it('collects every page in order, past the first one', async () => {
    const asked: number[] = [];
    const rows = await collectPages(async (n) => {
      asked.push(n);
      return page(n, 3, [`${n}a`, `${n}b`]);
    });
    expect(rows).toEqual(['1a', '1b', '2a', '2b', '3a', '3b']);
    expect(asked.sort()).toEqual([1, 2, 3]);
  });

  it('asks once when everything fits on the first page, also when the list is empty', async () => {
    let calls = 0;
    const counted = (last: number, rows: string[]) => async (n: number) => {
      calls++;
      return page(n, last, rows);
    };
    expect(await collectPages(counted(1, ['x']))).toEqual(['x']);
    expect(await collectPages(counted(0, []))).toEqual([]);
    expect(calls).toBe(2);
  });
});
