import { useId, useState } from 'react';
import { MailHistory } from '@/components/mail/mail-history';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { Dialog } from '@/components/ui/dialog';
import type { Bill } from '@/lib/db/entities/bill';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { assetId, type Asset } from '@/lib/money/asset';
import { createPaymentReference, paymentReference } from '@/lib/payments/reference';
import {
  checkBillDraft,
  draftFromBill,
  type BillDraft,
  type BillField,
} from '@/platform/features/vendors/model/bill-form';
import type { BillRow } from '@/platform/features/vendors/model/bills-view';
import { newBillDraft, withTermsDue } from '@/platform/features/vendors/model/bill-prefill';
import { isoDay } from '@/lib/primitives/days';
import { createBill, updateBill } from '@/platform/features/vendors/store/bill-store';
import type { VendorsData } from '@/platform/features/vendors/store/vendors-read';
import { BillFields } from './bill-fields';

export interface BillFormSectionProps {
  readonly db: WorkspaceDb;
  readonly account: string;
  readonly chainId: number;
  readonly assets: readonly Asset[];
  readonly data: VendorsData;
  readonly rows: readonly BillRow[];
  /** The bill being edited, or null for a new one. */
  readonly editing: Bill | null;
  /** A new bill's draft from an incoming mail (the Mail page), or null. */
  readonly prefill?: BillDraft | null;
  /** Closes the form; with what was saved, in words, when it was saved. */
  readonly onDone: (saved: string | null) => void;
}

/** New bill (saved as a draft or sent for approval at once), or an edit of an existing one, in a side panel. */
export function BillFormSection({
  db,
  account,
  assets,
  data,
  rows,
  editing,
  prefill = null,
  onDone,
}: BillFormSectionProps) {
  const idBase = useId();
  const [blank] = useState(() => newBillDraft(isoDay()));
  // A bill from an incoming mail keeps its own draft (by its document or number), so it neither
  // replaces nor inherits what the plain new-bill form held.
  const draftKey = editing
    ? `bill-${editing.id}`
    : prefill
      ? `bill-mail-${prefill.documentCid || prefill.billNumber || 'new'}`
      : 'bill-new';
  const [draft, setDraft] = useDraft<BillDraft>(draftKey, editing ? draftFromBill(editing) : (prefill ?? blank));
  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useDirtyFlag(draftKey, JSON.stringify(draft) !== JSON.stringify(editing ? draftFromBill(editing) : blank));

  const context = {
    vendorIds: new Set(data.vendors.map((v) => v.id)),
    assets: editing ? [...assets, editing.asset] : assets,
    expenseAccountIds: new Set(data.expenseAccounts.map((a) => a.id)),
  };
  const check = checkBillDraft(draft, context);
  const errors: FieldErrors<BillField> = check.ok
    ? {}
    : Object.fromEntries(
        Object.entries(check.errors).filter(
          ([field]) => submitted || String(draft[field as keyof BillDraft] ?? '').trim() !== '',
        ),
      );

  // The due date follows the vendor's terms while the user has not typed one (docs/product.md#bills).
  const termsOf = (vendorId: string) => data.vendors.find((v) => v.id === vendorId)?.paymentTermsDays;
  const change = (update: (previous: BillDraft) => BillDraft) =>
    setDraft((previous) => withTermsDue(previous, update(previous), termsOf));
  // Choosing a vendor fills what it knows: its wallet on the asset's network, terms, expense account.
  const chooseVendor = (vendorId: string) => {
    const vendor = data.vendors.find((v) => v.id === vendorId);
    change((previous) => {
      const chain = context.assets.find((a) => assetId(a) === previous.assetKey)?.chainId ?? assets[0]?.chainId;
      const wallet = vendor?.wallets.find((w) => w.chainId === chain)?.address ?? '';
      return {
        ...previous,
        vendorId,
        payee: previous.payee || wallet,
        expenseAccountId: previous.expenseAccountId || (vendor?.expenseAccountId ?? ''),
      };
    });
  };

  const save = async (event: { preventDefault(): void }, submit: boolean) => {
    event.preventDefault();
    setSubmitted(true);
    setMessage(null);
    if (!check.ok) return;
    const duplicate = rows.find(
      (r) =>
        r.bill.vendorId === check.value.vendorId &&
        r.bill.billNumber === check.value.billNumber &&
        r.bill.id !== editing?.id &&
        r.bill.state !== 'void',
    );
    if (duplicate) return setMessage(`This vendor's bill ${check.value.billNumber} is already recorded.`);
    setSaving(true);
    let saved: string;
    try {
      const ctx = { now: new Date().toISOString(), newId: () => crypto.randomUUID(), by: account };
      if (editing) {
        const paid = rows.find((r) => r.bill.id === editing.id)?.paid ?? 0n;
        // The reference is bound to the network and the payee: it follows them, with the same salt.
        const reference = paymentReference({
          chainId: check.value.asset.chainId,
          payee: check.value.payee,
          recordId: editing.id,
          salt: editing.salt,
        });
        const result = await updateBill(db, editing.id, { ...check.value, reference }, editing.revision, paid, ctx);
        if (!result.ok) return setMessage(result.message);
        saved =
          result.value.state === 'awaiting-approval' && editing.state === 'approved'
            ? `Bill ${editing.billNumber} saved. It changed after approval, so it is awaiting approval again.`
            : `Bill ${editing.billNumber} saved.`;
      } else {
        const id = crypto.randomUUID();
        const { reference, salt } = createPaymentReference({
          chainId: check.value.asset.chainId,
          payee: check.value.payee,
          recordId: id,
        });
        await createBill(db, check.value, { id, reference, salt, submit }, ctx);
        saved = submit ? 'Bill saved and sent for approval.' : 'Bill saved as a draft.';
      }
      setDraft(newBillDraft(isoDay()));
      setSubmitted(false);
      onDone(saved);
    } catch (error) {
      // Nothing typed is lost: the draft stays as it was.
      setMessage(`The bill could not be saved: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? `Edit bill ${editing.billNumber}` : 'New bill';
  return (
    <Dialog title={title} placement="side" onClose={() => onDone(null)}>
      <form
        aria-label={editing ? 'Edit bill' : 'New bill'}
        noValidate
        onSubmit={(e) => void save(e, !editing)}
        className="space-y-4"
      >
        <BillFields
          idBase={idBase}
          draft={draft}
          errors={errors}
          vendors={data.vendors}
          assets={context.assets}
          expenseAccounts={data.expenseAccounts}
          documents={data.documents}
          onChange={change}
          onVendor={chooseVendor}
        />
        {editing ? <MailHistory db={db} record={{ type: 'bill', id: editing.id }} kind="remittance" /> : null}
        {message ? (
          <Alert tone="danger" role="status">
            {message}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Button type="submit" disabled={saving}>
                Save changes
              </Button>
              <Button variant="secondary" onClick={() => onDone(null)}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" disabled={saving}>
                Save and send for approval
              </Button>
              <Button variant="secondary" disabled={saving} onClick={(e) => void save(e, false)}>
                Save as draft
              </Button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
