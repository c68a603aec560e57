import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { afterPaint } from './after-paint.ts';

type Schema<TIn, TOut> = ZodType<TOut, TIn>;

export type LazyResolver<TIn extends FieldValues, TOut extends FieldValues> = Resolver<TIn, unknown, TOut> & {
  /** Starts fetching after the next paint; the form calls it once it has rendered. */
  preload: () => void;
};

/**
 * A zod resolver whose schema, zod's schema code and the resolver adapter load as their own
 * chunks after the form has painted (a public screen's first paint does not wait for them).
 * Validation awaits them if the visitor submits sooner; react-hook-form resolvers are async.
 */
export function lazyZodResolver<TIn extends FieldValues, TOut extends FieldValues = TIn>(
  loadSchema: () => Promise<Schema<TIn, TOut>>,
): LazyResolver<TIn, TOut> {
  let resolver: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const load = () => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
      (err: unknown) => {
        // Not cached: the next validation fetches again.
        resolver = null;
        throw err;
      },
    );
    return resolver;
  };
  const resolve: Resolver<TIn, unknown, TOut> = async (values, context, options) =>
    (await load())(values, context, options);
  const preload = () => {
    // A failed prefetch is left to the next validation, which fetches again and reports it.
    afterPaint(() => {
      load().catch(() => undefined);
    });
  };
  return Object.assign(resolve, { preload });
}
