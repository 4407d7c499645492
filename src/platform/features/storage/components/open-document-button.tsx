import { LinkButton } from '@/components/ui/button';

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
    <LinkButton aria-haspopup="dialog" aria-expanded={expanded} onClick={onOpen} className="font-medium break-all">
      <span className="sr-only">Open </span>
      {name}
    </LinkButton>
  );
}
