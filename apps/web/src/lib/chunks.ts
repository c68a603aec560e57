/** Lazy route chunks (spec §8, §9): a chunk that does not arrive in 120 s is a ChunkLoadError. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('ChunkLoadError', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([
    load().catch((err: unknown) => {
      throw isChunkError(err) ? new ChunkLoadError(err) : err;
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/** Failed script or stylesheet chunks (Vite reports the latter as "Unable to preload CSS"). */
export function isChunkError(err: unknown): boolean {
  if (err instanceof ChunkLoadError) return true;
  if (!(err instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|CSS_CHUNK_LOAD_FAILED|error loading dynamically imported|Loading chunk/i.test(
    err.message,
  );
}
