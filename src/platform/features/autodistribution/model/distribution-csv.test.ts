import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toSafeAirdropCsv } from './csv-export';
import { parseDistributionCsv } from './csv-import';
import { checkRecipients } from './recipients';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const usd = { kind: 'erc20', address: TOKEN, symbol: 'TUSD' } as const;

describe('parseDistributionCsv', () => {
  it('reads Safe CSV Airdrop rows with their line numbers and refuses other assets and NFTs per line', () => {
    const text = [
      'token_type,token_address,receiver,amount,id',
      `erc20,${TOKEN},${A},1.5,`,
      '',
      `native,,${B},2,`,
      `nft,${TOKEN},${B},1,7`,
      `erc20,${TOKEN.toLowerCase()},${B},0.25,`,
    ].join('\r\n');
    const result = parseDistributionCsv(text, usd);
    expect(result.format).toBe('safe');
    expect(result.rows).toEqual([
      { address: A, share: '1.5', line: 2 },
      { address: B, share: '0.25', line: 6 },
    ]);
    expect(result.errors.map((e) => e.line)).toEqual([4, 5]);
    expect(result.errors[0]?.message).toBe('This row pays the native currency; this distribution pays TUSD');
  });

  it('a bad receiver in a Safe file is refused with its line number by the recipient check', () => {
    const text = `token_type,token_address,receiver,amount,id\nnative,,${A},1,\nnative,,0xnot-an-address,1,\n`;
    const result = parseDistributionCsv(text, { kind: 'native', address: null, symbol: 'ETH' });
    const check = checkRecipients(result.rows, 'fixed', 18, 'ETH');
    expect(!check.ok && check.errors).toEqual([{ line: 3, field: 'address', message: 'Not a valid Ethereum address' }]);
  });

  it('reads a plain address,share list with or without a header', () => {
    expect(parseDistributionCsv(`address,share\n${A},60\n${B},40`, usd)).toEqual({
      format: 'plain',
      rows: [
        { address: A, share: '60', line: 2 },
        { address: B, share: '40', line: 3 },
      ],
      errors: [],
    });
    expect(parseDistributionCsv(`${A},60\n${B}`, usd).errors).toEqual([
      { line: 2, message: 'Expected two columns: address,share' },
    ]);
  });

  it('names the missing Safe columns and an empty file', () => {
    expect(parseDistributionCsv('token_type,receiver\n', usd).errors[0]?.message).toMatch(
      /lacks token_address, amount/,
    );
    expect(parseDistributionCsv('\n\n', usd).errors).toEqual([{ line: 1, message: 'The file is empty' }]);
  });
});

describe('toSafeAirdropCsv', () => {
  it('writes exact decimals that read back to the same rows', () => {
    const asset = {
      chainId: 31337,
      kind: 'erc20',
      address: TOKEN,
      symbol: 'TUSD',
      decimals: 6,
      name: 'Test USD',
    } as const;
    const csv = toSafeAirdropCsv([{ address: A, share: '1', units: 1_000_001n, roundedUp: false, line: 1 }], asset);
    expect(Papa.parse(csv.trim()).data).toEqual([
      ['token_type', 'token_address', 'receiver', 'amount', 'id'],
      ['erc20', TOKEN, A, '1.000001', ''],
    ]);
    expect(parseDistributionCsv(csv, usd).rows).toEqual([{ address: A, share: '1.000001', line: 2 }]);
  });
});
