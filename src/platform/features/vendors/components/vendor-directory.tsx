import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../../components/ui/button';
import { networkName } from '../../../../lib/chain/networks';
import type { BillRow } from '../model/bills-view';
import type { VendorInfo } from '../store/vendors-read';

/** The vendors (shared counterparties marked as vendor), with their wallets, terms and open bills. */
export function VendorDirectory({ vendors, rows }: { vendors: readonly VendorInfo[]; rows: readonly BillRow[] }) {
  return (
    <section aria-labelledby="vendors-directory" className="space-y-3">
      <h2 id="vendors-directory" className="text-xl font-semibold">
        Vendor directory
      </h2>
      {vendors.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No vendors yet. Add counterparties marked as vendor (with their wallet per network) on the Client page's directory, or import them from CSV there.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th className="py-2 pr-3 font-medium">Vendor</th>
                <th className="py-2 pr-3 font-medium">Wallets</th>
                <th className="py-2 pr-3 font-medium">Terms</th>
                <th className="py-2 pr-3 font-medium">Open bills</th>
              </tr>
            </thead>
            <tbody>
              {vendors.map((vendor) => (
                <tr key={vendor.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <td className="py-2 pr-3">{vendor.name}</td>
                  <td className="py-2 pr-3">
                    {vendor.wallets.map((w) => (
                      <span key={`${w.chainId}:${w.address}`} className="block font-mono text-xs break-all">
                        {w.address} <span className="font-sans text-slate-600 dark:text-slate-400">({networkName(w.chainId)})</span>
                      </span>
                    ))}
                  </td>
                  <td className="py-2 pr-3">Net {vendor.paymentTermsDays} days</td>
                  <td className="py-2 pr-3">{rows.filter((r) => r.bill.vendorId === vendor.id && r.open > 0n).length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Link to="/platform/client" className={buttonClasses('secondary')}>
        Manage counterparties
      </Link>
    </section>
  );
}
