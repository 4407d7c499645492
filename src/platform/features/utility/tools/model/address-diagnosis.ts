// What is right or wrong with a typed Ethereum address, in words a person can act on. Valid
// addresses go through the shared checkAddress (EIP-55) so this tool and every form agree.
import { ADDRESS_MESSAGES, checkAddress } from '@/lib/primitives/ethereum-address';

export type AddressDiagnosis =
  | { readonly status: 'empty' }
  | {
      readonly status: 'valid';
      readonly address: string;
      /** Mixed case that matched the checksum; all-lower or all-upper case carries none. */
      readonly checksumVerified: boolean;
    }
  | { readonly status: 'invalid'; readonly problems: readonly string[] };

const HEX_DIGITS = 40;

export const DIAGNOSIS_MESSAGES = {
  prefix: 'Missing the 0x prefix: an address starts with 0x',
  upperPrefix: 'The prefix must be a lower-case 0x, not 0X',
  length: (count: number) =>
    `Has ${count} character${count === 1 ? '' : 's'} after 0x: an address has exactly ${HEX_DIGITS} hexadecimal digits`,
  nonHex: (found: readonly string[]) => `Not hexadecimal (only 0–9 and a–f): ${found.join(', ')}`,
  checksum: ADDRESS_MESSAGES.checksum,
  noChecksum:
    'All one case: this form carries no checksum, so a typo could not be detected. Use the checksummed form below.',
} as const;

/** A character for a message: visible even when it is a space or an invisible one. */
function shown(character: string): string {
  if (character === ' ') return 'a space';
  if (/\s|[\u200B-\u200D\uFEFF]/u.test(character))
    return `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
  return `"${character}"`;
}

/**
 * Diagnoses `input` (trimmed): the EIP-55 form when valid; otherwise every problem found, with the
 * 1-based position (in the trimmed text, 0x included) of each character that is not hexadecimal.
 */
export function diagnoseAddress(input: string): AddressDiagnosis {
  const text = input.trim();
  if (text === '') return { status: 'empty' };
  const check = checkAddress(text);
  if (check.ok) {
    const body = text.slice(2);
    return {
      status: 'valid',
      address: check.address,
      checksumVerified: body !== body.toLowerCase() && body !== body.toUpperCase(),
    };
  }
  const problems: string[] = [];
  let offset = 0;
  if (text.startsWith('0x')) offset = 2;
  else if (text.startsWith('0X')) {
    offset = 2;
    problems.push(DIAGNOSIS_MESSAGES.upperPrefix);
  } else problems.push(DIAGNOSIS_MESSAGES.prefix);
  const body = [...text.slice(offset)];
  if (body.length !== HEX_DIGITS) problems.push(DIAGNOSIS_MESSAGES.length(body.length));
  const nonHex = body.flatMap((character, index) =>
    /[0-9a-fA-F]/.test(character) ? [] : [`${shown(character)} at position ${offset + index + 1}`],
  );
  if (nonHex.length > 0)
    problems.push(
      DIAGNOSIS_MESSAGES.nonHex(nonHex.length > 5 ? [...nonHex.slice(0, 5), `and ${nonHex.length - 5} more`] : nonHex),
    );
  // Right shape, lower-case prefix, refused anyway: only the mixed-case checksum is left.
  if (problems.length === 0) problems.push(DIAGNOSIS_MESSAGES.checksum);
  return { status: 'invalid', problems };
}
