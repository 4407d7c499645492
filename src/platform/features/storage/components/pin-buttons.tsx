import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { StorageDocument } from '@/lib/db/entities/storage-document';
import { useLiveQuery } from '@/lib/db/use-live-query';
import type { DocumentStore } from '@/lib/ipfs/document-store';
import { readPinningSettings } from '@/lib/ipfs/pinning-settings';
import { pinInWords } from '@/platform/features/storage/model/document-words';

// The CAR export and the pinning clients load on the first pin, not with the page.
const pinning = () => import('@/lib/ipfs/pin-document');

/** Pins the document at each configured service; the status (and a failure's reason) shows per service. */
export function PinButtons({ store, document }: { store: DocumentStore; document: StorageDocument }) {
  const settings = useLiveQuery(() => readPinningSettings(store.db), [store.db]);
  const [busy, setBusy] = useState<string | null>(null);
  if (settings.status !== 'ready') return null;
  const { kubo, service } = settings.data;
  if (!kubo && !service)
    return (
      <p className="text-sm">
        To pin documents, set a Kubo RPC API or a Pinning Service API in Utility → Network settings.
      </p>
    );
  const run = async (label: string, action: () => Promise<unknown>) => {
    setBusy(label);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {kubo ? (
          <Button
            variant="secondary"
            disabled={!!busy}
            onClick={() =>
              void run('Uploading the CAR to the Kubo node…', () =>
                pinning().then((m) => m.pinAtKubo(store, document, kubo)),
              )
            }
          >
            Pin at Kubo node
          </Button>
        ) : null}
        {service ? (
          <Button
            variant="secondary"
            disabled={!!busy}
            onClick={() =>
              void run('Waiting for the pinning service…', () =>
                pinning().then((m) => m.pinAtService(store, document, service)),
              )
            }
          >
            Pin at pinning service
          </Button>
        ) : null}
      </div>
      {busy ? (
        <p role="status" className="text-sm">
          {busy}
        </p>
      ) : null}
      {document.pins.length ? (
        <ul className="text-sm" aria-label={`Pins of ${document.name}`}>
          {document.pins.map((pin) => (
            <li key={pin.service}>{pinInWords(pin)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
