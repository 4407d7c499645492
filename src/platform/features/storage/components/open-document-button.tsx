/** A document's name as the button that opens its details (named "Open <name>" for assistive technology). */
export function OpenDocumentButton({
  name,
  expanded,
  onOpen,
}: {
  name: string;
  expanded: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
      className="rounded text-left font-medium break-all text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="sr-only">Open </span>
      {name}
    </button>
  );
}
