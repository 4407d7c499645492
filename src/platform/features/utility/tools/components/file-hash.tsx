import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { ErrorMessage } from '@/components/ui/error-line';
import { hashStream, type Digests } from '@/platform/features/utility/tools/model/hashes';
import { DigestList } from './digest-list';

type FileHashState =
  | { readonly status: 'idle' }
  | { readonly status: 'hashing'; readonly name: string; readonly size: number; readonly read: number }
  | { readonly status: 'done'; readonly name: string; readonly size: number; readonly digests: Digests }
  | { readonly status: 'failed'; readonly name: string; readonly message: string };

const bytes = new Intl.NumberFormat(undefined, {
  style: 'unit',
  unit: 'byte',
  notation: 'compact',
  unitDisplay: 'narrow',
});
const percent = new Intl.NumberFormat(undefined, { style: 'percent' });

/** Hashes a chosen file as a stream: memory stays at one chunk, progress shows for large files. */
export function FileHash() {
  const [state, setState] = useState<FileHashState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const hash = async (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'hashing', name: file.name, size: file.size, read: 0 });
    let shownPercent = -1;
    try {
      const digests = await hashStream(file.stream(), {
        signal: controller.signal,
        // One render per whole percent, not one per 64 KiB chunk.
        onProgress: (read) => {
          const now = file.size === 0 ? 100 : Math.floor((read / file.size) * 100);
          if (now === shownPercent) return;
          shownPercent = now;
          setState({ status: 'hashing', name: file.name, size: file.size, read });
        },
      });
      setState({ status: 'done', name: file.name, size: file.size, digests });
    } catch (error) {
      if (controller.signal.aborted) return setState({ status: 'idle' });
      setState({
        status: 'failed',
        name: file.name,
        message: `Could not read ${file.name}: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <div className="space-y-2">
      <FileInput
        id="hash-file"
        label="File"
        hint="The file is read in this browser only; nothing is uploaded."
        onFiles={(files) => {
          const file = files[0];
          if (file) void hash(file);
        }}
      />
      <div role="status" aria-live="polite" className="space-y-2 text-sm">
        {state.status === 'hashing' ? (
          <>
            <p>
              Hashing {state.name}: {bytes.format(state.read)} of {bytes.format(state.size)}
            </p>
            <progress
              aria-label={`Hashing ${state.name}`}
              max={Math.max(state.size, 1)}
              value={state.read}
              className="w-full"
            />
            <span className="sr-only">{percent.format(state.size === 0 ? 1 : state.read / state.size)}</span>
          </>
        ) : null}
        {state.status === 'done' ? (
          <p>
            Digests of {state.name} ({bytes.format(state.size)}):
          </p>
        ) : null}
        {state.status === 'failed' ? <ErrorMessage>{state.message}</ErrorMessage> : null}
      </div>
      {state.status === 'hashing' ? (
        <Button variant="secondary" onClick={() => running.current?.abort()}>
          Stop
        </Button>
      ) : null}
      {state.status === 'done' ? <DigestList digests={state.digests} of={state.name} /> : null}
    </div>
  );
}
