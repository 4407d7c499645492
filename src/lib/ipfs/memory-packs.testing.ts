// Pack files held in memory, for tests of the pack path under jsdom (which has no OPFS).
import type { PackFiles } from './pack-files';

/**
 * In-memory pack files; `files` shows what is held, `unavailable` makes open() refuse like a
 * browser without OPFS, `beforeAppend` runs before each append (to fail it, or act meanwhile).
 */
export function memoryPacks(
  options: { unavailable?: boolean; beforeAppend?: () => Promise<void> } = {},
): PackFiles & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async open(pack) {
      if (options.unavailable) return null;
      files.set(pack, new Uint8Array(0));
      return {
        async append(bytes) {
          await options.beforeAppend?.();
          const before = files.get(pack) ?? new Uint8Array(0);
          const after = new Uint8Array(before.byteLength + bytes.byteLength);
          after.set(before);
          after.set(bytes, before.byteLength);
          files.set(pack, after);
          return before.byteLength;
        },
        async close() {},
      };
    },
    async read(pack, offset, length) {
      const file = files.get(pack);
      return file && offset + length <= file.byteLength ? file.slice(offset, offset + length) : undefined;
    },
    async remove(pack) {
      files.delete(pack);
    },
    async names() {
      return [...files.keys()];
    },
    async removeAll() {
      files.clear();
    },
  };
}
