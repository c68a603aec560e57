/**
 * What an update writes (README Decisions "Updates are partial"): the record's stored form with
 * the fields the body sent; a field left out keeps its stored value. For a write whose rules
 * need the whole form (links replaced as a set, a rule between fields), read the stored form and
 * patch it here, then write as a create would.
 */
export function patched<F extends object>(stored: F, patch: { [K in keyof F]?: F[K] }): F {
  const out: F = { ...stored };
  for (const key of Object.keys(patch) as (keyof F)[]) {
    const value = patch[key];
    if (value !== undefined) out[key] = value as F[keyof F];
  }
  return out;
}
