import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A contracts schema, or a getter for one built from loaded data (Poland's id, role slugs). */
export type SchemaSource<S extends z.ZodType> = S | (() => S);

/**
 * The one type bridge between a contracts schema and a form. A form holds what its inputs hold
 * (`null` in an empty select) before the schema turns it into the schema's output, so the values are typed by
 * the form and the checked output by the schema. A getter is read on every validation, so a
 * schema built from data that arrives later is never stale. Each field shows its first message.
 */
export function schemaResolver<TValues extends FieldValues, S extends z.ZodType>(
  source: SchemaSource<S>,
): Resolver<TValues, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const schema: S = typeof source === 'function' ? source() : source;
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
