import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, isChunkError, loadChunk } from './chunks.ts';

describe('lazy route chunks (spec §8, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up with a ChunkLoadError after 120000 ms', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const loading = loadChunk(() => never);
    const check = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await check;
  });

  it('passes a chunk that arrives in time', async () => {
    await expect(loadChunk(async () => 'module')).resolves.toBe('module');
  });

  it('recognises failed script and stylesheet chunks', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkError(new ChunkLoadError())).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(
      loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
