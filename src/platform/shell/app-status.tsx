import { useState, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PRODUCT_NAME } from '@/config/product';
import { isUpdateReady, reloadIntoUpdate, reloadWouldLoseInput, subscribeUpdateReady } from '@/lib/offline/app-worker';
import { isOnline, subscribeOnline } from '@/lib/offline/online';
import { DependencyBanner } from './dependency-banner';
import { getSessionStartProblem, retrySessionStartNow, subscribeSessionStart } from './session-start-status';

const alwaysOnline = () => true;
const neverReady = () => false;
const noProblem = () => null;

/**
 * Above every page: "Offline" while the browser has no network (the app still opens and saves on
 * this device; what needs the network says so in its own place), and the offer to reload into a
 * newer build once one is installed (docs/offline.md#updates). Online, the outside services that do
 * not answer (dependency-banner.tsx); offline, the line above says it for all of them. The reload waits while the page
 * holds unsaved input. And when the session's background work (use-sync-engine.ts) could not load:
 * why, and when it is tried again.
 */
export function AppStatus() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, alwaysOnline);
  const updateReady = useSyncExternalStore(subscribeUpdateReady, isUpdateReady, neverReady);
  const startProblem = useSyncExternalStore(subscribeSessionStart, getSessionStartProblem, noProblem);
  const [unsaved, setUnsaved] = useState(false);
  const reload = () => {
    if (reloadWouldLoseInput()) setUnsaved(true);
    else reloadIntoUpdate();
  };
  return (
    // No live region around both: the page's own status ("Loading page...") is the main's one.
    <div className="mb-4 flex flex-col gap-2 empty:mb-0">
      {online ? null : (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 text-sm text-muted"
          data-testid="offline-indicator"
        >
          <Badge tone="warning">Offline</Badge>
          <span>Records are saved on this device; the chain, IPFS and prices wait for the network.</span>
        </p>
      )}
      {online ? <DependencyBanner /> : null}
      {startProblem ? (
        <Alert
          tone="warning"
          role="alert"
          title="Background sync is not running"
          actions={
            <Button variant="secondary" onClick={retrySessionStartNow}>
              Try now
            </Button>
          }
        >
          {`The part of ${PRODUCT_NAME} that follows the chain, shares the team's books and pins documents could not load (${startProblem.error}). Records still open and save on this device. Trying again ${online ? `within ${Math.ceil(startProblem.retryInMs / 1000)} seconds` : 'when the network is back'}.`}
        </Alert>
      ) : null}
      {updateReady ? (
        <Alert
          tone="info"
          role="note"
          title={`A new version of ${PRODUCT_NAME} is ready`}
          actions={
            <Button variant="secondary" onClick={reload}>
              Reload
            </Button>
          }
        >
          {unsaved
            ? 'This page has changes that are not saved, and a reload would lose them. Save them first, then reload.'
            : 'Reload to use it. Other open tabs keep working until you reload them.'}
        </Alert>
      ) : null}
    </div>
  );
}
