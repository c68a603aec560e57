import { z } from 'zod';

/** A form's fields, each optional and none defaulted. */
type PartialShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I extends z.ZodType> ? I : S[K]>;
};
export type PartialForm<F> =
  F extends z.ZodObject<infer S, infer C> ? z.ZodObject<PartialShape<S>, C> : never;

/**
 * The body of an update (README Decisions "Updates are partial"): PATCH sends the fields it
 * changes, and a field left out keeps its stored value — so none is filled by its create
 * default, which would silently overwrite it. A form with rules between its fields cannot be
 * cut this way (the rule needs the stored record): it declares its update body itself.
 */
export function partialForm<F extends z.ZodObject>(form: F): PartialForm<F> {
  if (form._zod.def.checks?.length)
    throw new Error('A form with rules between its fields declares its update body itself');
  const shape = Object.fromEntries(
    Object.entries(form.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional(),
    ]),
  );
  return form.extend(shape) as unknown as PartialForm<F>;
}
