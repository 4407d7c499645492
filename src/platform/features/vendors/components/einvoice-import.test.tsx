// The import panel of the Bills tab: our own UBL example chosen, read and shown (vendor
// proposed, every line, no failed rule), the vendor added and the bill draft made only on the
// user's clicks; a file failing rules lists them; a hostile file is refused where the user looks,
// with nothing stored. A mail message (.eml, written by Python's `email`) carrying the standard's
// published UBL example is read the same way, the attachment being the document stored; one without
// an e-invoice is refused; one handed over from Mail is read when the panel opens.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCounterparty, type CounterpartyInput } from '@/lib/counterparties/counterparty-store';
import { freshDb } from '@/lib/db/sample-records.testing';
import { EN16931_UBL_EXAMPLE, OWN_UBL_EXAMPLE, ownExampleBytes } from '@/lib/einvoice/own-examples.testing';
import { pythonEml } from '@/lib/mail/eml-einvoice.testing';
import { nativeAsset } from '@/lib/money/asset';
import type { BillDraft } from '@/platform/features/vendors/model/bill-form';
import { EInvoiceImport } from './einvoice-import';

const db = freshDb();
afterEach(async () => {
  await db.counterparties.clear();
});
const ETH = nativeAsset({ chainId: 31337, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } });
const CID = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e';

function setUp(handedOff: File | null = null) {
  const stored: string[] = [];
  const bills: BillDraft[] = [];
  const addVendor = vi.fn((vendor: CounterpartyInput) =>
    saveCounterparty(db, vendor, null, '2026-03-01T00:00:00.000Z'),
  );
  render(
    <EInvoiceImport
      vendors={[]}
      assets={[ETH]}
      chainId={31337}
      addVendor={addVendor}
      storeDocument={(file) => {
        stored.push(file.name);
        return Promise.resolve(CID);
      }}
      onBill={(draft) => bills.push(draft)}
      handedOff={handedOff}
    />,
  );
  const choose = (name: string, bytes: Uint8Array | string, type = 'application/xml') =>
    fireEvent.change(screen.getByLabelText('E-invoice (UBL, CII or Factur-X PDF)'), {
      target: { files: [new File([bytes as BlobPart], name, { type })] },
    });
  return { stored, bills, addVendor, choose };
}

describe('EInvoiceImport', () => {
  it('reads our own UBL example, adds the vendor and makes the bill draft only when asked', async () => {
    const { stored, bills, addVendor, choose } = setUp();
    choose('ND-2026-0417.xml', ownExampleBytes(OWN_UBL_EXAMPLE));
    const list = await screen.findByLabelText('What the e-invoice says');
    expect(list.textContent).toContain('NumberND-2026-0417');
    expect(list.textContent).toContain('SellerNordlicht Druck GmbH · VAT ID DE312345678');
    expect(list.textContent).toContain('VendorNo vendor matches its VAT ID, electronic address or e-mail');
    expect(list.textContent).toContain('Amount due€1,062.25');
    expect(list.textContent).toContain(
      'PaymentPay by SEPA credit transfer, to DE34200505501234567890, reference ND-2026-0417',
    );
    const lines = screen.getByRole('table', { name: 'Lines of e-invoice ND-2026-0417' });
    expect(within(lines).getAllByRole('row')).toHaveLength(4);
    expect(within(lines).getByRole('rowheader', { name: 'Satz und Gestaltung' })).toBeTruthy();
    expect(screen.getByText(/passes the EN 16931 rules checked here/)).toBeTruthy();
    // Nothing is stored by reading.
    expect([addVendor.mock.calls.length, stored.length, await db.counterparties.count()]).toEqual([0, 0, 0]);

    fireEvent.click(screen.getByRole('button', { name: 'Add vendor Nordlicht Druck GmbH' }));
    expect(await screen.findByText('Nordlicht Druck GmbH (added)')).toBeTruthy();
    const [vendor] = await db.counterparties.toArray();
    expect([vendor?.name, vendor?.taxId, vendor?.isVendor]).toEqual(['Nordlicht Druck GmbH', 'DE312345678', true]);

    fireEvent.click(screen.getByRole('button', { name: 'Create bill draft' }));
    await vi.waitFor(() => expect(bills).toHaveLength(1));
    expect(stored).toEqual(['ND-2026-0417.xml']);
    expect(bills[0]).toMatchObject({
      vendorId: vendor?.id,
      billNumber: 'ND-2026-0417',
      currency: 'EUR',
      total: '',
      lines: [
        { description: 'Broschüre A5, 16 Seiten (500 × 0.84, VAT 7 %)', amount: '420.00' },
        { description: 'Plakat A2, vierfarbig (40 × 6.50, VAT 19 %)', amount: '260.00' },
        { description: 'Satz und Gestaltung (3 × 85.00, VAT 19 %)', amount: '255.00' },
        { description: 'VAT 7 % on €420.00', amount: '29.40' },
        { description: 'VAT 19 % on €515.00', amount: '97.85' },
      ],
      documentCid: CID,
    });
  });

  it('lists the rules a file fails, and still offers it', async () => {
    const { choose } = setUp();
    const text = new TextDecoder()
      .decode(ownExampleBytes(OWN_UBL_EXAMPLE))
      .replace('<cbc:PayableAmount currencyID="EUR">1062.25', '<cbc:PayableAmount currencyID="EUR">1072.25');
    choose('wrong.xml', text);
    expect(await screen.findByText('It fails 1 EN 16931 rule')).toBeTruthy();
    expect(
      screen.getByText(
        'BR-CO-16: The amount due (BT-115) is not the total with VAT minus the paid amount plus rounding.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create bill draft' })).toBeTruthy();
  });

  it('refuses a hostile file beside the field, storing nothing', async () => {
    const { stored, addVendor, choose } = setUp();
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&lol2;</Invoice>`;
    choose('laughs.xml', laughs);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'laughs.xml: This XML declares a document type or entities, which an e-invoice never needs: it was not read.',
    );
    expect(screen.queryByRole('button', { name: 'Create bill draft' })).toBeNull();
    expect([addVendor.mock.calls.length, stored.length, await db.counterparties.count()]).toEqual([0, 0, 0]);
  });

  it('reads the e-invoice attached to a mail message (.eml) and stores the attachment, not the message', async () => {
    const { stored, bills, addVendor, choose } = setUp();
    const eml = pythonEml([
      { name: 'TOSL108.xml', type: 'application/xml', content: ownExampleBytes(EN16931_UBL_EXAMPLE) },
    ]);
    choose('Invoice TOSL108.eml', eml, 'message/rfc822');
    const list = await screen.findByLabelText('What the e-invoice says');
    expect(
      screen.getByText(
        'Read from TOSL108.xml, attached to the message from antonio@salescompany.no “Invoice TOSL108”.',
      ),
    ).toBeTruthy();
    expect(list.textContent).toContain('NumberTOSL108');
    // The VAT per rate, as the e-invoice states it (the exempt category in words).
    expect(list.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'VATNOK 365.28 (25 % on NOK 1,460.50: NOK 365.13; 15 % on NOK 1.00: NOK 0.15; exempt on -NOK 25.00: NOK 0.00)',
    );
    expect(list.textContent).toContain(
      'PaymentPay by credit transfer, to NO9386011117947, BIC DNBANOKK, payee Ebeneser Scrooge AS, reference 0003434323213231',
    );
    expect([addVendor.mock.calls.length, stored.length, await db.counterparties.count()]).toEqual([0, 0, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Create bill draft' }));
    await vi.waitFor(() => expect(bills).toHaveLength(1));
    expect(stored).toEqual(['TOSL108.xml']);
    expect(bills[0]).toMatchObject({ billNumber: 'TOSL108', currency: 'NOK', total: '801.78', documentCid: CID });
  });

  it('refuses a message without an e-invoice where the user looks, and reads one handed over from Mail', async () => {
    const { stored, choose } = setUp();
    choose('hello.eml', pythonEml([]), '');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'hello.eml: This message carries no e-invoice (no UBL or CII XML, no Factur-X PDF among its attachments: none).',
    );
    expect(stored).toEqual([]);
    cleanup();
    const eml = pythonEml([
      { name: 'TOSL108.xml', type: 'application/xml', content: ownExampleBytes(EN16931_UBL_EXAMPLE) },
    ]);
    setUp(new File([eml as BlobPart], 'Invoice TOSL108.eml', { type: 'message/rfc822' }));
    expect((await screen.findByLabelText('What the e-invoice says')).textContent).toContain('NumberTOSL108');
  });
});
