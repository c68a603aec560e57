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

export type FileRules = {
  /** Extensions a file may carry (the server judges the content again). */
  names: ReadonlySet<string>;
  maxBytes: number;
  /** Limit of all files of the field or batch together. */
  totalBytes?: number;
};

/**
 * Why a file is refused before it is sent, as a contracts message (`key|{params}`), or null:
 * the same rules of spec §5 the server enforces, checked first so nobody waits for a refusal.
 */
export function refusalBeforeUpload(
  file: { name: string; size: number },
  rules: FileRules,
  bytesTaken: number,
  formatSize: (bytes: number) => string,
): string | null {
  if (!rules.names.has(extensionOf(file.name))) return 'errors.file_type';
  if (file.size > rules.maxBytes) {
    return `errors.file_size|${JSON.stringify({ limit: formatSize(rules.maxBytes) })}`;
  }
  if (rules.totalBytes !== undefined && bytesTaken + file.size > rules.totalBytes) {
    return `errors.upload_total|${JSON.stringify({ limit: formatSize(rules.totalBytes) })}`;
  }
  return null;
}
