import { useRef, useState, type RefObject } from 'react';
import { useOfferUndo } from './undo-toast';

export interface RemoveWithUndo {
  /** Removes the record; on success offers Undo (restore), focus returning to the section heading. */
  readonly remove: (
    label: string,
    removeRecord: () => Promise<void>,
    restoreRecord: () => Promise<unknown>,
  ) => Promise<boolean>;
  /** The last removal's storage failure, shown where it happened. */
  readonly removeError: unknown;
  /** The section heading that takes focus back after Undo. */
  readonly heading: RefObject<HTMLHeadingElement | null>;
}

/** Remove-with-Undo for the records of a section (needs an <UndoToastProvider> above it). */
export function useRemoveWithUndo(): RemoveWithUndo {
  const heading = useRef<HTMLHeadingElement>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const offerUndo = useOfferUndo();

  const remove = async (label: string, removeRecord: () => Promise<void>, restoreRecord: () => Promise<unknown>) => {
    setRemoveError(null);
    try {
      await removeRecord();
    } catch (error) {
      setRemoveError(error);
      return false;
    }
    offerUndo({
      message: `Removed ${label}.`,
      undo: async () => {
        await restoreRecord();
      },
      focusAfter: () => heading.current,
    });
    return true;
  };

  return { remove, removeError, heading };
}
