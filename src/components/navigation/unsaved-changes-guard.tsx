import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks before leaving while `when` is true: a Stay/Leave dialog in the app, the browser's prompt on reload/close. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  // Armed in the task that renders the change (a layout effect), not after the next paint.
  useLayoutEffect(() => {
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
  const stay = useRef<HTMLButtonElement>(null);
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      title="Leave without saving?"
      placement="center"
      describedBy="leave-dialog-text"
      initialFocus={stay}
      onClose={() => blocker.reset?.()}
    >
      <p id="leave-dialog-text" className="text-sm text-muted">
        You have changes on this page that are not saved. If you leave, they are lost.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button ref={stay} variant="primary" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </div>
    </Dialog>
  );
}
