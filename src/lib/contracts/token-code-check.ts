// Whether code read from a chain is one of Ledgerline's token templates (AssetShares, AssetDeed),
// compared like the platform contracts: metadata stripped, immutables (the shares' cap) zeroed.
import type { ChainReader } from '@/lib/chain/rpc-client';
import { fingerprintHash } from './code-check';
import { checkCodeAt, type CodeCheck } from './deployments-store';
import { assetDeedRuntimeFingerprint, assetSharesRuntimeFingerprint } from './generated/artifacts';

export const TOKEN_TEMPLATES = ['AssetShares', 'AssetDeed'] as const;
export type TokenTemplate = (typeof TOKEN_TEMPLATES)[number];

const FINGERPRINTS = { AssetShares: assetSharesRuntimeFingerprint, AssetDeed: assetDeedRuntimeFingerprint } as const;

/** Whether `code` (as `eth_getCode` returns it) is the compiled runtime code of token template `name`. */
export function isTokenTemplateCode(name: TokenTemplate, code: string): boolean {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(code)) return false;
  const expected = FINGERPRINTS[name];
  return fingerprintHash(code.toLowerCase(), expected.immutables) === expected.hash;
}

/** Reads the code at `address` and checks it is the template `name`; the refusal in words. */
export function checkTokenCode(reader: ChainReader, name: TokenTemplate, address: string): Promise<CodeCheck> {
  return checkCodeAt(
    reader,
    name,
    address,
    (code) => isTokenTemplateCode(name, code),
    (code) => TOKEN_TEMPLATES.find((other) => other !== name && isTokenTemplateCode(other, code)),
  );
}
