// A stream's chunks as an async generator: apart from the UnixFS importer (import-file.ts), so reading
// a file does not load the importer.

/** Reads a ReadableStream through a reader (Safari's ReadableStream is not async-iterable). */
export async function* readStream(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
