import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

const schema = z.object({ email: z.email('bad'), name: z.string().min(2, 'short').max(3, 'long') });

describe('lazySchema', () => {
  it('validates with the schema once it has loaded, fetching it once', async () => {
    let loads = 0;
    const lazy = lazySchema(async () => {
      loads += 1;
      return schema;
    });
    const bad = await lazy.check({ email: 'nope', name: '' });
    expect(bad.errors).toEqual({ email: 'bad', name: 'short' });
    const good = await lazy.check({ email: 'jan@firma.pl', name: 'Jan' });
    expect(good).toEqual({ data: { email: 'jan@firma.pl', name: 'Jan' }, errors: null });
    expect(loads).toBe(1);
  });

  it('fetches again after a failed load', async () => {
    let loads = 0;
    const lazy = lazySchema(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return schema;
    });
    await expect(lazy.check({ email: 'nope', name: 'Jan' })).rejects.toThrow('offline');
    const retried = await lazy.check({ email: 'nope', name: 'Jan' });
    expect(retried.errors).toEqual({ email: 'bad' });
  });
});
