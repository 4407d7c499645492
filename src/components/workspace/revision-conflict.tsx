import { useEffect, useId, useRef } from 'react';
import type { FieldChange } from '@/lib/forms/field-diff';
import { Button } from '@/components/ui/button';

export interface RevisionConflictProps {
  /** What was edited, in a sentence: "company profile", "team member Ada Lovelace". */
  readonly noun: string;
  /** The fields where the newer version and the user's draft differ (theirs vs. yours). */
  readonly changes: readonly FieldChange[];
  /** The record was removed elsewhere (there is no "theirs" to show). */
  readonly removed?: boolean;
  /** Changes on every refusal, so the message takes focus each time a save is refused. */
  readonly focusKey: number;
  readonly busy?: boolean;
  readonly onKeepMine: () => void;
  readonly onTakeTheirs: () => void;
}

function Value({ text }: { text: string }) {
  return text === '' ? (
    <span className="italic">empty</span>
  ) : (
    <span className="break-words whitespace-pre-line">{text}</span>
  );
}

/**
 * Shown where the user was editing when a save was refused because the record changed in another
 * tab: what differs, field by field, and the two ways out. The draft stays untouched until the
 * user picks one, so nothing typed is lost.
 */
export function RevisionConflict({
  noun,
  changes,
  removed = false,
  focusKey,
  busy = false,
  onKeepMine,
  onTakeTheirs,
}: RevisionConflictProps) {
  const headingId = useId();
  const detailId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [focusKey]);

  return (
    <div
      ref={box}
      role="group"
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={detailId}
      className="space-y-3 rounded-lg border border-warning-border bg-warning-soft p-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring "
    >
      <p id={headingId} className="font-semibold">
        {removed ? `This ${noun} was removed in another tab` : `This ${noun} was changed in another tab`}
      </p>
      <p id={detailId}>
        {removed
          ? 'Your changes were not saved. Nothing you typed is lost: add it back with your changes, or discard them.'
          : changes.length > 0
            ? 'Your changes were not saved. Nothing you typed is lost: compare, then keep yours or take theirs.'
            : 'Your changes were not saved. The newer version says the same as yours in every field.'}
      </p>
      {!removed && changes.length > 0 ? (
        <dl
          aria-label="What differs"
          className="divide-y divide-warning-border rounded-md border border-warning-border bg-surface"
        >
          {changes.map((change) => (
            <div key={change.field} className="grid gap-1 p-2 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium">{change.label}</dt>
              <dd className="grid min-w-0 gap-1 text-fg">
                <span>
                  <span className="font-medium">Theirs: </span>
                  <Value text={change.theirs} />
                </span>
                <span>
                  <span className="font-medium">Yours: </span>
                  <Value text={change.yours} />
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onKeepMine} disabled={busy}>
          {removed ? 'Add it back with mine' : 'Keep mine'}
        </Button>
        <Button variant="secondary" onClick={onTakeTheirs} disabled={busy}>
          {removed ? 'Discard mine' : 'Take theirs'}
        </Button>
      </div>
    </div>
  );
}
