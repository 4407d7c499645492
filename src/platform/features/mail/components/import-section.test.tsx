// Mail's Import tab with a message carrying an e-invoice (written by Python's `email`, the
// standard's published UBL example attached): it says so and hands the message to the Vendors
// page's e-invoice import, storing nothing; a message whose attachments are no e-invoice (a plain PDF)
// offers no such step.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { freshDb } from '@/lib/db/sample-records.testing';
import { EN16931_UBL_EXAMPLE, ownExampleBytes } from '@/lib/einvoice/own-examples.testing';
import { handedMailMessage } from '@/lib/mail/einvoice-handoff';
import { pythonEml } from '@/lib/mail/eml-einvoice.testing';
import { ImportSection } from './import-section';

const db = freshDb();

function Vendors() {
  const location = useLocation();
  return <p>Vendors at {`${location.pathname}${location.search}`}</p>;
}

function setUp() {
  const router = createMemoryRouter(
    [
      { path: '/platform/mail', element: <ImportSection db={db} account="0xabc" counterparties={[]} /> },
      { path: '/platform/vendors', element: <Vendors /> },
    ],
    { initialEntries: ['/platform/mail'] },
  );
  render(<RouterProvider router={router} />);
  return (file: File) => fireEvent.change(screen.getByLabelText('Message (.eml)'), { target: { files: [file] } });
}

describe('Mail’s import of a message carrying an e-invoice', () => {
  it('hands the message to the Vendors page’s e-invoice import, storing nothing', async () => {
    const choose = setUp();
    const eml = pythonEml([
      { name: 'TOSL108.xml', type: 'application/xml', content: ownExampleBytes(EN16931_UBL_EXAMPLE) },
    ]);
    const file = new File([eml as BlobPart], 'Invoice TOSL108.eml', { type: 'message/rfc822' });
    choose(file);
    expect(await screen.findByText('This message carries an e-invoice')).toBeTruthy();
    expect(
      screen.getByText(
        /^TOSL108\.xml is UBL e-invoice TOSL108 from Salescompany ltd\.: the Vendors page reads its seller, lines, tax and payment details/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import the e-invoice on Vendors' }));
    expect(await screen.findByText('Vendors at /platform/vendors?tab=bills&einvoice=mail')).toBeTruthy();
    expect(handedMailMessage()).toBe(file);
    expect(await db.documents.count()).toBe(0);
  });

  it('offers no e-invoice step for a message whose attachments are no e-invoice (a plain PDF bill)', async () => {
    const choose = setUp();
    const eml = pythonEml([
      { name: 'photo.png', type: 'image/png', content: new Uint8Array([137, 80, 78, 71]) },
      { name: 'bill.pdf', type: 'application/pdf', content: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') },
    ]);
    choose(new File([eml as BlobPart], 'hello.eml', { type: 'message/rfc822' }));
    expect(await screen.findByRole('button', { name: 'Create bill draft' })).toBeTruthy();
    expect(screen.queryByText('This message carries an e-invoice')).toBeNull();
  });
});
