import type { ReactNode } from 'react';
import { ERROR_CLASSES } from './kit-classes';

/** A failure or refusal in words, in the danger colour, under what it is about (read in place). */
export function ErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} className={ERROR_CLASSES}>
      {children}
    </div>
  );
}

/**
 * An alert region for a failure just now (a refused submit, a stopped transaction). It is always
 * rendered (even empty), because screen readers only announce changes to a region that already existed.
 */
export function ErrorLine({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={`${ERROR_CLASSES} empty:hidden`}>
      {message ?? ''}
    </div>
  );
}
