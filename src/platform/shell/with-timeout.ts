/** A page's code could not be loaded: it did not arrive in time, or the request failed. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Runs `loader` and settles with it, unless `ms` pass first: then rejects with a ChunkLoadError.
 * A failing loader also becomes a ChunkLoadError (with the original error as `cause`).
 */
export function withTimeout<T>(loader: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`The page did not load within ${ms / 1000} seconds.`)),
      ms,
    );
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('The page could not be loaded.', { cause: error }));
      },
    );
  });
}
