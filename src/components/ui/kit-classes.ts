// The kit's own class strings, shared by its components. Internal to components/ui (the import
// rule refuses them elsewhere): pages compose Card, Input, ErrorMessage… instead of styling elements.

/** The card shell (Card, Stat). */
export const CARD_CLASSES = 'min-w-0 rounded-xl border border-border bg-surface shadow-sm';

/** Classes of text inputs, selects and textareas (red border when aria-invalid). */
export const CONTROL_CLASSES =
  'block w-full min-w-0 rounded-lg border border-border-strong bg-surface px-3 py-2 text-sm text-fg shadow-sm placeholder:text-muted disabled:cursor-not-allowed disabled:bg-surface-muted aria-[invalid=true]:border-danger';

/** Classes of field labels and of the error message below a field. */
export const LABEL_CLASSES = 'block text-sm font-medium text-fg';
export const ERROR_CLASSES = 'text-sm font-medium text-danger';
