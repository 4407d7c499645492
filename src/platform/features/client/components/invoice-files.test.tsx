// The invoice files section: a draft lists every field its e-invoice lacks, with the way to fill it
// in and without blocking Issue; complete records say the PDF is a Factur-X invoice.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { freshDb, sampleProfile } from '@/lib/db/sample-records.testing';
import { sampleCounterparty, sampleInvoice } from '@/lib/db/search-samples.testing';
import { InvoiceFiles } from './invoice-files';

const EUR = {
  currency: 'EUR',
  decimals: 2,
  tolerancePercent: '1',
  issueRate: null,
} as const;
const ORIGIN = 'https://ledgerline.example/';

describe('InvoiceFiles', () => {
  it('names every missing field of a draft’s e-invoice, and where to fill it in', () => {
    const invoice = sampleInvoice({ state: 'draft', issuedAt: null, fiat: EUR });
    render(
      <MemoryRouter>
        <InvoiceFiles
          db={freshDb()}
          account={null}
          invoice={invoice}
          profile={sampleProfile({ country: '' })}
          client={sampleCounterparty()}
          origin={ORIGIN}
        />
      </MemoryRouter>,
    );
    const list = screen.getByTestId('einvoice-problems');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Country: set the company’s country in Company.',
      'E-invoice endpoint: set in Company the e-mail or Peppol ID where e-invoices reach the company.',
      'Country: set the client’s country in its record.',
    ]);
    expect(screen.getByRole('link', { name: 'Open Company' }).getAttribute('href')).toBe('/platform/company');
    expect(screen.getByText(/You can issue without it/)).toBeTruthy();
    // A draft has no files to download yet.
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('says the e-invoice is ready when nothing is missing', () => {
    render(
      <MemoryRouter>
        <InvoiceFiles
          db={freshDb()}
          account={null}
          invoice={sampleInvoice({ state: 'draft', issuedAt: null, fiat: EUR })}
          profile={sampleProfile({ electronicAddress: 'invoices@acme.example' })}
          client={sampleCounterparty({ country: 'NL' })}
          origin={ORIGIN}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('einvoice-ready').textContent).toContain('Factur-X invoice (EN 16931)');
  });
});
