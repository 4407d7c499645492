// The whole-file SHA-256 of a document, hashed beside the import: the page posts the File (a Blob
// is passed by reference, not copied), the worker reads its own stream of it, so the digest and
// the chunking run on two cores at once and nothing is held whole. Blob in, { digest | error } out.
import { createSha256 } from './sha256-stream';

self.addEventListener('message', async (event: MessageEvent<Blob>) => {
  try {
    const hash = createSha256();
    const reader = event.data.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      hash.update(value);
    }
    self.postMessage({ digest: hash.digest() });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
