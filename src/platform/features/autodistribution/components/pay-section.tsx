import { Card } from '@/components/ui/card';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDirtyFlag, useDraft } from '@/components/ui/drafts';
import { ErrorLine, ErrorMessage } from '@/components/ui/error-line';
import type { ChainReader } from '@/lib/chain/rpc-client';
import { successPath } from '@/lib/chain/success-url';
import type { WorkspaceDb } from '@/lib/db/workspace-db';
import { useAddressBook } from '@/lib/chain/use-address-book';
import type { Asset } from '@/lib/money/asset';
import { formatQuantity } from '@/lib/money/format-quantity';
import { isoDay } from '@/lib/primitives/days';
import { getWalletProvider } from '@/lib/wallet/wallet-store';
import { DEFAULT_BOOKING, type Booking } from '@/platform/features/autodistribution/model/booking';
import { exportCsv } from '@/platform/features/autodistribution/model/csv-export';
import {
  checkDistributionDraft,
  EMPTY_DISTRIBUTION_DRAFT,
  isDraftFilled,
  type DistributionDraft,
} from '@/platform/features/autodistribution/model/editor-draft';
import type { DistributionPlan } from '@/platform/features/autodistribution/model/distribution-plan';
import { runErrorInWords } from '@/platform/features/autodistribution/model/run-words';
import { readBlockGasLimit } from '@/platform/features/autodistribution/store/distribution-chain';
import { createRun } from '@/platform/features/autodistribution/store/distribution-store';
import { runDistribution } from '@/platform/features/autodistribution/store/run-distribution';
import { markTemplateRun } from '@/platform/features/autodistribution/store/template-store';
import { BookingField } from './booking-field';
import { CsvImportSection } from './csv-import-section';
import { ExportButtons } from './export-buttons';
import { PreviewDialog } from './preview-dialog';
import { RecipientsEditor } from './recipients-editor';
import { SafeRunPay } from './safe-run-pay';

export interface PaySectionProps {
  readonly db: WorkspaceDb;
  readonly reader: ChainReader | null;
  readonly account: string;
  readonly assets: readonly Asset[];
  readonly distributor: string | null;
}

/** The editor, the CSV import, the preview with every amount, and paying it. */
export function PaySection({ db, reader, account, assets, distributor }: PaySectionProps) {
  const book = useAddressBook(db);
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<DistributionDraft>('distribution', EMPTY_DISTRIBUTION_DRAFT);
  // The booking (and the template the list came from) travels with the list: Load sets both.
  const [booking, setBooking] = useDraft<Booking>('booking', DEFAULT_BOOKING);
  const [submitted, setSubmitted] = useState(false);
  const [preview, setPreview] = useState<{ plan: DistributionPlan; asset: Asset; gasLimit: bigint } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useDirtyFlag('distribution', isDraftFilled(draft));
  const check = checkDistributionDraft(draft, assets);
  const shown = (text: string | null) => (submitted ? text : null);

  const focusFirstError = (form: HTMLFormElement | null) =>
    requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setMessage(null);
    setNotice(null);
    if (!check.ok) return focusFirstError(form);
    if (!reader) return setMessage('Connect a wallet to pay.');
    if (!distributor)
      return setMessage(
        'No Distributor contract is known on this network: deploy it from Utility → Platform contracts first.',
      );
    try {
      setPreview({ plan: check.plan, asset: check.asset, gasLimit: await readBlockGasLimit(reader) });
    } catch (error) {
      setMessage(runErrorInWords(error));
    }
  };

  const pay = async () => {
    const provider = getWalletProvider();
    if (!preview || !provider || !reader || !distributor) return;
    setBusy(true);
    const now = () => new Date();
    try {
      const run = await createRun(db, {
        id: crypto.randomUUID(),
        sender: account,
        distributor,
        asset: preview.asset,
        plan: preview.plan,
        ...booking,
        blockGasLimit: preview.gasLimit,
        now: now().toISOString(),
      });
      setPreview(null);
      const outcome = await runDistribution({ db, provider, reader, account, now }, run.id);
      if (!outcome.ok) return setMessage(outcome.message);
      if (booking.templateId)
        await markTemplateRun(db, booking.templateId, isoDay(now()), now().toISOString()).catch(() => undefined);
      setDraft(EMPTY_DISTRIBUTION_DRAFT);
      setBooking(DEFAULT_BOOKING);
      setSubmitted(false);
      const last = outcome.run.batches.at(-1)?.hash ?? '';
      const what = `Distributed ${formatQuantity(BigInt(outcome.run.total), outcome.run.asset, { symbol: true })} to ${outcome.run.payments.length} recipients in ${outcome.run.batches.length} transaction${outcome.run.batches.length === 1 ? '' : 's'}`;
      navigate(successPath({ chainId: outcome.run.chainId, hash: last, from: '/platform/autodistribution', what }));
    } catch (error) {
      setMessage(runErrorInWords(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="New distribution">
      <div className="space-y-4">
        <CsvImportSection draft={draft} asset={check.asset} onAccept={(next) => setDraft(next)} />
        <form ref={formRef} aria-label="Distribution" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <RecipientsEditor
            idBase={idBase}
            draft={draft}
            assets={assets}
            asset={check.asset}
            rowErrors={
              check.ok
                ? []
                : check.rowErrors.filter((e) => submitted || (draft.rows[e.line - 1]?.[e.field] ?? '').trim() !== '')
            }
            totalError={check.ok ? null : shown(check.totalError)}
            onChange={setDraft}
          />
          <BookingField db={db} id={`${idBase}-booking`} booking={booking} onChange={setBooking} />
          {!check.ok && check.listError && submitted ? <ErrorMessage>{check.listError}</ErrorMessage> : null}
          <ErrorLine message={message} />
          {notice ? <Alert tone="success">{notice}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Paying…' : 'Preview amounts'}
            </Button>
            {/* Export needs no wallet or Distributor, only a list that previews (else its errors show, as for Preview). */}
            <ExportButtons
              mode={draft.mode}
              build={(format) => {
                setSubmitted(true);
                if (check.ok) return exportCsv(format, 'distribution', check.asset, check.plan.payments);
                focusFirstError(formRef.current);
                return null;
              }}
            />
            {isDraftFilled(draft) ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setDraft(EMPTY_DISTRIBUTION_DRAFT);
                  setBooking(DEFAULT_BOOKING);
                  setSubmitted(false);
                }}
              >
                Clear the list
              </Button>
            ) : null}
          </div>
        </form>
        {preview && distributor ? (
          <PreviewDialog
            plan={preview.plan}
            asset={preview.asset}
            account={account}
            distributor={distributor}
            blockGasLimit={preview.gasLimit}
            busy={busy}
            onPay={() => void pay()}
            onClose={() => setPreview(null)}
            alternatives={
              <SafeRunPay
                db={db}
                account={account}
                distributor={distributor}
                preview={preview}
                booking={booking}
                onProposed={(text) => {
                  setPreview(null);
                  setDraft(EMPTY_DISTRIBUTION_DRAFT);
                  setBooking(DEFAULT_BOOKING);
                  setSubmitted(false);
                  setNotice(text);
                }}
              />
            }
            book={book}
          />
        ) : null}
      </div>
    </Card>
  );
}
