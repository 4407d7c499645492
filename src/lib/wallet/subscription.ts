// A resource that should exist exactly while a key is set (e.g. listeners on one provider), kept
// in step by calling `update(key)`: it is stopped when the key changes or becomes null.

/** Starts `start(key)` when a key is set, stops it when the key changes or becomes null. */
export function keyedSubscription<K>(start: (key: K) => () => void) {
  let current: { key: K; stop: () => void } | null = null;
  return {
    /** Makes the subscription follow `key` (null: none). */
    update(key: K | null): void {
      if (current && current.key === key) return;
      current?.stop();
      current = key === null ? null : { key, stop: start(key) };
    },
  };
}
