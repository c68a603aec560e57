import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type SchemaSource, schemaResolver } from './schema-resolver.ts';

export type RecordFormOptions<R, TValues extends FieldValues, TOut> = {
  /** The loaded record; undefined while it loads and for a new one. */
  load: R | undefined;
  /** The form values of a record, or of a new one when there is none. */
  toValues: (record: R | undefined) => TValues;
  /** Sends the checked values; a 422 lands on the fields through <Form>. */
  save: (values: TOut) => Promise<unknown>;
};

export type RecordForm<TValues extends FieldValues, TOut> = {
  form: UseFormReturn<TValues, unknown, TOut>;
  onSubmit: (values: TOut) => Promise<unknown>;
};

/**
 * An edit form bound to a contracts schema: starts from `toValues()` and refills whenever a
 * (re)loaded record arrives, so the saved record from the server becomes the new baseline.
 * Spread the result onto <Form>: `<Form {...recordForm}>`.
 */
export function useRecordForm<R, TValues extends FieldValues, S extends z.ZodType>(
  schema: SchemaSource<S>,
  { load, toValues, save }: RecordFormOptions<R, TValues, z.output<S>>,
): RecordForm<TValues, z.output<S>> {
  // Callers pass inline mappers and schema getters: the form refills when the record changes,
  // and validates with the newest schema, not with the ones of the first render.
  const latest = useRef({ schema, toValues, save });
  latest.current = { schema, toValues, save };
  const form = useForm<TValues, unknown, z.output<S>>({
    resolver: schemaResolver<TValues, S>(() => {
      const source = latest.current.schema;
      return typeof source === 'function' ? source() : source;
    }),
    defaultValues: toValues(load) as DefaultValues<TValues>,
  });
  useEffect(() => {
    if (load !== undefined) form.reset(latest.current.toValues(load));
  }, [load, form]);
  return { form, onSubmit: (values) => latest.current.save(values) };
}
