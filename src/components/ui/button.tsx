import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-3.5 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
  secondary: 'border border-border-strong bg-surface text-fg hover:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted',
  danger: 'border border-danger-border bg-danger-soft text-danger hover:bg-surface-muted',
};

/** The class names of a button, for links styled as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

const LINK =
  'rounded text-left text-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring';

/**
 * A button that reads as a link, for an action inside text or a table cell (open a record's details,
 * move focus to a part of the page); type="button" unless told otherwise. A way to another page is a
 * `RouteLink`, not this.
 */
export function LinkButton({ className = '', type = 'button', ...props }: ComponentProps<'button'>) {
  return <button type={type} className={`${LINK} ${className}`.trim()} {...props} />;
}

/** A button (type="button" unless told otherwise); `ref` is passed through (React 19). */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
