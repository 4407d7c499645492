import { CopyButton } from '@/components/ui/copy-button';
import { useDraft } from '@/components/ui/drafts';
import { ErrorMessage } from '@/components/ui/error-line';
import { Input } from '@/components/ui/input';
import type { AddressBook } from '@/lib/chain/address-book';
import { diagnoseAddress, DIAGNOSIS_MESSAGES } from '@/platform/features/utility/tools/model/address-diagnosis';
import { KnownAddress } from './known-address';
import { ToolSection } from './tool-section';

/** Checks an address: its EIP-55 form, what is wrong with it, and whom it belongs to in the workspace. */
export function AddressCheckTool({ book }: { book: AddressBook }) {
  const [input, setInput] = useDraft('address-check', '');
  const diagnosis = diagnoseAddress(input);
  const invalid = diagnosis.status === 'invalid';

  return (
    <ToolSection
      title="Address check"
      description="Validates an Ethereum address, shows its checksummed (EIP-55) form and whether it is known in this workspace."
    >
      <Input
        id="address-check-input"
        label="Address to check"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby="address-check-result"
        className="font-mono"
      />
      {/* Always rendered, so screen readers announce each new verdict. */}
      <div id="address-check-result" role="status" aria-live="polite" className="space-y-2 text-sm">
        {diagnosis.status === 'invalid' ? (
          <>
            <ErrorMessage>
              <p>Not a valid address:</p>
              <ul className="list-disc space-y-1 pl-5">
                {diagnosis.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </ErrorMessage>
          </>
        ) : null}
        {diagnosis.status === 'valid' ? (
          <>
            <p className="font-medium text-success">
              {diagnosis.checksumVerified ? 'Valid address, checksum verified' : 'Valid address'}
            </p>
            {diagnosis.checksumVerified ? null : <p className="text-warning">{DIAGNOSIS_MESSAGES.noChecksum}</p>}
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">Checksummed</dt>
              <dd className="flex min-w-0 items-center gap-2">
                <code className="break-all">{diagnosis.address}</code>
                <CopyButton text={diagnosis.address} label="Copy the checksummed address" />
              </dd>
              <dt className="font-medium">In this workspace</dt>
              <dd>
                <KnownAddress book={book} address={diagnosis.address} />
              </dd>
            </dl>
          </>
        ) : null}
      </div>
    </ToolSection>
  );
}
