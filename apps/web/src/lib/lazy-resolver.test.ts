import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver.ts';

const schema = z.object({ email: z.email('bad') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('validates with the schema once it has loaded, fetching it once', async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads += 1;
      return schema;
    });
    const bad = await resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('bad');
    const good = await resolver({ email: 'jan@firma.pl' }, undefined, options);
    expect(good.values).toEqual({ email: 'jan@firma.pl' });
    expect(loads).toBe(1);
  });

  it('fetches again after a failed load', async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return schema;
    });
    await expect(resolver({ email: 'nope' }, undefined, options)).rejects.toThrow('offline');
    const retried = await resolver({ email: 'nope' }, undefined, options);
    expect(retried.errors.email?.message).toBe('bad');
  });
});
