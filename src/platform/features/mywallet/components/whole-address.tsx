/**
 * A full address that never leaves one character on a line of its own: its two halves each stay on one
 * line, so it reads on one line where there is room and breaks in the middle where there is not (a
 * 42-character address is about 350 px of monospace at this size; half fits a 390 px phone).
 */
export function WholeAddress({ address, testId }: { address: string; testId?: string }) {
  const middle = Math.ceil(address.length / 2);
  return (
    <span data-testid={testId} className="font-mono text-sm">
      <span className="whitespace-nowrap">{address.slice(0, middle)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(middle)}</span>
    </span>
  );
}
