import { DraftProvider } from '@/components/ui/drafts';
import { useWorkspace } from '@/lib/db/use-workspace';
import { useAddressBook } from '@/lib/chain/use-address-book';
import { AddressCheckTool } from './address-check-tool';
import { HashTool } from './hash-tool';
import { QrTool } from './qr-tool';
import { SignVerifyTool } from './sign-verify-tool';
import { UnitConverterTool } from './unit-converter-tool';

/**
 * The toolbox. What is typed is kept across a reload (`keepAs`): none of it is secret, and a
 * signature made here must still be there to verify after one.
 */
export function ToolsSection() {
  const { db } = useWorkspace();
  const book = useAddressBook(db);
  return (
    <DraftProvider keepAs="utility-tools">
      <div className="grid min-w-0 gap-6">
        <UnitConverterTool />
        <AddressCheckTool book={book} />
        <SignVerifyTool book={book} />
        <HashTool />
        <QrTool />
      </div>
    </DraftProvider>
  );
}
