/** Classes of text inputs in the backup forms (red border when aria-invalid). */
export const INPUT_CLASSES =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';

export const LABEL_CLASSES = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

export const ERROR_CLASSES = 'text-sm font-medium text-red-700 dark:text-red-300';
