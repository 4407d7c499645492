import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { Button } from './button';

/** Asks before leaving while `when` is true: a Stay/Leave dialog in the app, the browser's prompt on reload/close. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // Older browsers need it set to show their prompt.
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  // useBlocker only works under a data router; render the dialog part only there.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <LeaveDialog when={when} /> : null;
}

function LeaveDialog({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocked && !element.open) element.showModal();
    if (!blocked && element.open) element.close();
  }, [blocked]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      onCancel={() => blocker.reset?.()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-surface-raised p-5 text-fg shadow-xl backdrop:bg-scrim"
    >
      <h2 id="leave-dialog-title" className="text-lg font-semibold">
        Leave without saving?
      </h2>
      <p id="leave-dialog-text" className="mt-2 text-sm text-muted">
        You have changes on this page that are not saved. If you leave, they are lost.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="primary" autoFocus onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </div>
    </dialog>
  );
}
