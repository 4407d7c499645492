import { Interface, ZeroAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { paymentRouterAbi } from '@/lib/contracts/generated/artifacts';
import { parseEip681Integer } from '@/lib/formats/eip681-number';
import { invoiceMessage, type SignedInvoice } from './invoice-typed-data';
import { printableQr, QR_MAX_VERSION } from './pay-link-qr';
import { walletRequests } from './wallet-requests';

const ROUTER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const PAYEE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const REF = `0x${'ab'.repeat(32)}`;
const ROUTER_ABI = new Interface(paymentRouterAbi);
const ERC20 = new Interface(['function approve(address spender, uint256 amount) returns (bool)']);

function signed(token: string | null, total: string, chainId = 31337): SignedInvoice {
  const message = invoiceMessage({
    number: 'INV-0001',
    issuer: 'Ledgerline GmbH',
    client: 'Acme',
    issueDate: '2026-01-01',
    dueDate: '2026-01-31',
    asset: { address: token, symbol: token ? 'TUSD' : 'ETH', decimals: token ? 6 : 18 },
    payee: PAYEE,
    router: ROUTER,
    reference: REF,
    lines: [{ description: 'Audit', quantity: '1', unitPrice: total, discountPercent: '0', taxRatePercent: '0' }],
    taxTotal: '0',
    total,
    notes: '',
  });
  return { chainId, message, signer: PAYEE, signature: '0x' };
}

/** The request's contract, chain, function and arguments as the EIP-681 grammar splits them. */
function split(uri: string) {
  const match = /^ethereum:(0x[0-9a-fA-F]{40})@(\d+)\/([A-Za-z]\w*)\?(.*)$/.exec(uri);
  if (!match) throw new Error(`not an EIP-681 call: ${uri}`);
  const params = (match[4] ?? '').split('&').map((p) => p.split('=') as [string, string]);
  return { contract: match[1], chainId: Number(match[2]), fn: match[3] ?? '', params };
}

/** The call the wallet would send: each typed argument in order, `value` apart, checked against the ABI. */
function call(uri: string, abi: Interface) {
  const { contract, chainId, fn, params } = split(uri);
  const fragment = abi.getFunction(fn);
  if (!fragment) throw new Error(`${fn} is not in the ABI`);
  const args = params.filter(([k]) => k !== 'value');
  expect(args.map(([k]) => k)).toEqual(fragment.inputs.map((i) => i.type));
  const number = (text: string) => {
    const parsed = parseEip681Integer(text);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };
  const values = args.map(([k, v]) => (k === 'uint256' ? number(v) : v));
  const value = params.find(([k]) => k === 'value');
  return {
    contract,
    chainId,
    data: abi.encodeFunctionData(fragment, values),
    value: value ? number(value[1]) : 0n,
  };
}

describe('walletRequests', () => {
  it('asks an ETH invoice to be paid with the router’s payEth(reference, payee) and the total as value', () => {
    const requests = walletRequests(signed(null, '1500000000000000000'));
    expect(requests).toEqual([
      { step: null, uri: `ethereum:${ROUTER}@31337/payEth?bytes32=${REF}&address=${PAYEE}&value=15e17` },
    ]);
    expect(call(requests[0]?.uri ?? '', ROUTER_ABI)).toEqual({
      contract: ROUTER,
      chainId: 31337,
      data: ROUTER_ABI.encodeFunctionData('payEth', [REF, PAYEE]),
      value: 1_500_000_000_000_000_000n,
    });
  });

  it('asks a token invoice for the approval of the router, then payToken(token, reference, payee, amount)', () => {
    const [approve, pay, ...rest] = walletRequests(signed(TOKEN, '5500000'));
    expect(rest).toEqual([]);
    expect(approve?.step).toMatch(/^Step 1 of 2/);
    expect(pay?.step).toMatch(/^Step 2 of 2/);
    expect(call(approve?.uri ?? '', ERC20)).toEqual({
      contract: TOKEN,
      chainId: 31337,
      data: ERC20.encodeFunctionData('approve', [ROUTER, 5_500_000n]),
      value: 0n,
    });
    expect(call(pay?.uri ?? '', ROUTER_ABI)).toEqual({
      contract: ROUTER,
      chainId: 31337,
      data: ROUTER_ABI.encodeFunctionData('payToken', [TOKEN, REF, PAYEE, 5_500_000n]),
      value: 0n,
    });
  });

  it('fits in a QR code of version 10 or less with a long chain id and an amount with no trailing zeros', () => {
    const invoices = [
      signed(null, '123456789012345678901', 11155111), // 21 significant digits
      signed(TOKEN, '1234567890123456', 11155111), // 16: the most payToken holds on an 8-digit chain id
      signed(TOKEN, '1080123456789012345678', 1), // 22 on mainnet
      signed(ZeroAddress, '1'),
    ];
    for (const invoice of invoices)
      for (const { uri } of walletRequests(invoice)) {
        const fit = printableQr(uri);
        expect(fit, uri).not.toBeNull();
        expect(fit?.version).toBeLessThanOrEqual(QR_MAX_VERSION);
      }
    // Past that, no code (the invoice points to the pay page instead).
    const [, pay] = walletRequests(signed(TOKEN, '12345678901234567', 11155111));
    expect(printableQr(pay?.uri ?? '')).toBeNull();
  });
});
