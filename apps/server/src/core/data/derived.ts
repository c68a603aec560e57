/**
 * Columns the database keeps from other columns or rows — generated (`searchTextColumn`,
 * `sortKeyColumn`) or kept by triggers — are declared through `derived`, so the audit diff leaves
 * them out in one place: an audit row shows what a person changed, never what followed from it.
 * Matched by name, like the audit's secrets: a row's properties are named after its columns.
 */
const derivedNames = new Set<string>();

/** Declares the column `name` derived; `column` builds it under that name. */
export function derived<B>(name: string, column: (name: string) => B): B {
  derivedNames.add(name);
  return column(name);
}

export const isDerived = (field: string): boolean => derivedNames.has(field);
