import type { ZodType } from 'zod';
import { afterIntent } from './after-paint.ts';

/** The schema's output, or each failing field's first message by its dotted path. */
export type SchemaCheck<T> = { data: T; errors: null } | { data: null; errors: Record<string, string> };

export type LazySchema<T> = {
  /** Validates, fetching the schema first if it has not arrived; rejects if it cannot load. */
  check: (values: unknown) => Promise<SchemaCheck<T>>;
  /**
   * Starts fetching once the form has been painted and its visitor starts using the page
   * (`afterIntent`); the form calls it once it has rendered.
   */
  preload: () => void;
};

/**
 * A contracts schema that, with zod's schema code, loads as its own chunk once the form has
 * painted and is being used (a public screen's first paint does not wait for it, and a phone
 * that only shows it does not evaluate it). A submit sooner awaits it.
 */
export function lazySchema<T>(loadSchema: () => Promise<ZodType<T>>): LazySchema<T> {
  let schema: Promise<ZodType<T>> | null = null;
  const load = () => {
    schema ??= loadSchema().catch((err: unknown) => {
      // Not cached: the next validation fetches again.
      schema = null;
      throw err;
    });
    return schema;
  };
  return {
    check: async (values) => {
      const result = await (await load()).safeParseAsync(values);
      if (result.success) return { data: result.data, errors: null };
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
      return { data: null, errors };
    },
    // A failed prefetch is left to the next validation, which fetches again and reports it.
    preload: () =>
      afterIntent(() => {
        load().catch(() => undefined);
      }),
  };
}
