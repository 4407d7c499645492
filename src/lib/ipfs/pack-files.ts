// Pack files: the blocks of one import written one after another into one file of the Origin
// Private File System, read back by offset. IndexedDB keeps the index (`packed`: CID → pack,
// offset, length) and the refs. Where there is no OPFS or no Worker (tests, some browsers, private
// modes) `opfsPackFiles` gives null, or opening a pack fails, and blocks go to IndexedDB as before.

/** Appends the blocks of one import to its pack file. */
export interface PackWriter {
  /** Appends bytes; resolves with the offset they start at. */
  append(bytes: Uint8Array): Promise<number>;
  /** Flushes and closes the file (it can then be read and removed). */
  close(): Promise<void>;
}

/** Where pack files live. */
export interface PackFiles {
  /** A new (empty) pack file named `pack`, or null when one cannot be written here. */
  open(pack: string): Promise<PackWriter | null>;
  /** `length` bytes at `offset` of a pack, or undefined when the file or the range is not there. */
  read(pack: string, offset: number, length: number): Promise<Uint8Array | undefined>;
  /** Removes a pack file (nothing if it is not there). */
  remove(pack: string): Promise<void>;
  /** The names of the pack files held. */
  names(): Promise<string[]>;
  /** Removes every pack file of this store. */
  removeAll(): Promise<void>;
}

const ROOT = 'ledgerline-packs';

type Reply = { ok?: true; offset?: number; error?: string };

/** Sends one request to the pack worker and waits for its reply (requests never overlap). */
function requester(worker: Worker): (message: unknown, transfer?: Transferable[]) => Promise<Reply> {
  let queue: Promise<unknown> = Promise.resolve();
  return (message, transfer = []) => {
    const reply = queue.then(
      () =>
        new Promise<Reply>((resolve) => {
          const done = (event: MessageEvent<Reply> | ErrorEvent) => {
            worker.removeEventListener('message', done as (e: MessageEvent) => void);
            worker.removeEventListener('error', done);
            resolve(event instanceof MessageEvent ? event.data : { error: event.message || 'The pack worker failed' });
          };
          worker.addEventListener('message', done as (e: MessageEvent) => void);
          worker.addEventListener('error', done);
          worker.postMessage(message, transfer);
        }),
    );
    queue = reply;
    return reply;
  };
}

/** Pack files of the block database `name` in the Origin Private File System, or null without one. */
export function opfsPackFiles(name: string): PackFiles | null {
  if (typeof Worker === 'undefined' || typeof navigator === 'undefined') return null;
  if (typeof navigator.storage?.getDirectory !== 'function') return null;
  const directory = async (create: boolean) =>
    (await (await navigator.storage.getDirectory()).getDirectoryHandle(ROOT, { create })).getDirectoryHandle(name, {
      create,
    });
  // A File is a snapshot: one per pack is kept for its reads, fetched again if the file changed.
  const files = new Map<string, File>();
  const fileOf = async (pack: string, fresh: boolean) => {
    let file = fresh ? undefined : files.get(pack);
    if (!file) {
      file = await (await (await directory(false)).getFileHandle(pack)).getFile();
      if (files.size >= 16) files.clear();
      files.set(pack, file);
    }
    return file;
  };
  const slice = async (file: File, offset: number, length: number) =>
    offset + length <= file.size ? new Uint8Array(await file.slice(offset, offset + length).arrayBuffer()) : undefined;
  return {
    async open(pack) {
      const worker = new Worker(new URL('./pack.worker.ts', import.meta.url), { type: 'module' });
      const send = requester(worker);
      const opened = await send({ op: 'open', path: [ROOT, name], name: pack });
      if (opened.error) {
        worker.terminate();
        return null;
      }
      files.delete(pack);
      return {
        async append(bytes) {
          const reply = await send({ op: 'append', bytes }, [bytes.buffer]);
          if (reply.offset === undefined) throw packError(reply.error);
          return reply.offset;
        },
        async close() {
          const reply = await send({ op: 'close' });
          worker.terminate();
          if (reply.error) throw packError(reply.error);
        },
      };
    },
    async read(pack, offset, length) {
      try {
        return await slice(await fileOf(pack, false), offset, length);
      } catch {
        try {
          return await slice(await fileOf(pack, true), offset, length);
        } catch {
          return undefined; // No such pack: the reader reports the block missing.
        }
      }
    },
    async remove(pack) {
      files.delete(pack);
      await directory(false)
        .then((dir) => dir.removeEntry(pack))
        .catch(ignoreNotFound);
    },
    async names() {
      const names: string[] = [];
      try {
        const dir = (await directory(false)) as unknown as { keys(): AsyncIterable<string> };
        for await (const name of dir.keys()) names.push(name);
      } catch (error) {
        ignoreNotFound(error);
      }
      return names;
    },
    async removeAll() {
      files.clear();
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(ROOT, { create: true });
      await root.removeEntry(name, { recursive: true }).catch(ignoreNotFound);
    },
  };
}

function ignoreNotFound(error: unknown): void {
  if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
}

/** A worker failure as an Error; a full disk keeps its name so the page says "Storage is full". */
function packError(message = 'The pack worker failed'): Error {
  if (/QuotaExceeded/i.test(message)) return new DOMException(message, 'QuotaExceededError');
  return new Error(message);
}
