/** Where a 422's field errors go: onto the form's own fields, the rest into the summary. */
export function splitServerErrors(
  errors: Record<string, string[]>,
  hasField: (path: string) => boolean,
): { fields: Record<string, string>; other: string[] } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    if (!messages.length) continue;
    if (hasField(path)) fields[path] = messages.join(' ');
    else other.push(...messages);
  }
  return { fields, other };
}

/** True when `path` (`a.b.0`) names a value in `values`: a field the form edits. */
export function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * A field's message, or for a list field (gallery, ids) the first message of its items: the
 * server names the item (`gallery.3`), the form shows the list as one field.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (Array.isArray(error)) {
    for (const item of error) {
      const found = firstErrorMessage(item);
      if (found) return found;
    }
    return undefined;
  }
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return undefined;
}

/** How many fields show an error: nested groups (`primary_contact.email`) count by field. */
export function countFieldErrors(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  if ('type' in errors && typeof errors.type === 'string') return 1;
  return Object.values(errors).reduce((n: number, e) => n + countFieldErrors(e), 0);
}
