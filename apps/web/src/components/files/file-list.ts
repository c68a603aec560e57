/** A single-file picker replaces the file; a multiple picker adds files, unique by signature (spec §9). */
export function mergeFiles<T extends { signature: string }>(
  current: T[],
  added: T[],
  multiple: boolean,
): T[] {
  if (!multiple) return added.length ? [added[added.length - 1]] : current;
  const out = [...current];
  const seen = new Set(current.map((f) => f.signature));
  for (const file of added) {
    if (seen.has(file.signature)) continue;
    seen.add(file.signature);
    out.push(file);
  }
  return out;
}

/** The extension a browser file will be judged by before it is sent (the server checks content). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
