import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<AlertTone, string> = {
  info: 'border-info-border bg-info-soft',
  success: 'border-success-border bg-success-soft',
  warning: 'border-warning-border bg-warning-soft',
  danger: 'border-danger-border bg-danger-soft',
};

const TITLE_TONES: Record<AlertTone, string> = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
};

function alertClasses(tone: AlertTone): string {
  return `rounded-lg border p-3 text-sm text-fg ${TONES[tone]}`;
}

export interface AlertProps {
  readonly tone?: AlertTone;
  readonly title?: string;
  /**
   * `alert` interrupts (a failure just now), `status` is announced politely (a result), `note` is
   * read in place (a standing notice). By default danger is an alert and the others are notes.
   */
  readonly role?: 'alert' | 'status' | 'note';
  /** A decorative mark before the words (a spinner while a transaction is pending). */
  readonly icon?: ReactNode;
  /** Buttons or links that resolve it ("Reload", "Connect"). */
  readonly actions?: ReactNode;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** A boxed message of a tone (info, success, warning, danger): its title, words and ways out. */
export function Alert({ tone = 'info', title, role, icon, actions, className = '', children }: AlertProps) {
  const body = (
    <>
      {title ? <p className={`font-semibold ${TITLE_TONES[tone]}`}>{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
      {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
    </>
  );
  return (
    <div role={role ?? (tone === 'danger' ? 'alert' : 'note')} className={`${alertClasses(tone)} ${className}`.trim()}>
      {icon ? (
        <div className="flex items-start gap-2">
          {icon}
          <div className="min-w-0">{body}</div>
        </div>
      ) : (
        body
      )}
    </div>
  );
}
