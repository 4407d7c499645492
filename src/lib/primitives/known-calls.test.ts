import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { callWords, knownCall } from './known-calls';

describe('the known-call table', () => {
  it('names the standard token calls by selector, ERC-20 and ERC-721 alike', () => {
    expect(knownCall('0xa9059cbb')).toMatchObject({ method: 'transfer', words: 'Transfer' });
    expect(knownCall('0x23b872dd')).toMatchObject({ method: 'transferFrom', words: 'Transfer' });
    expect(knownCall('0x095ea7b3')).toMatchObject({ method: 'approve', words: 'Approve' });
    expect(knownCall('0x42842e0e')).toMatchObject({ method: 'safeTransferFrom', words: 'Transfer' });
    expect(knownCall('0xb88d4fde')).toMatchObject({ method: 'safeTransferFrom', words: 'Transfer' });
    expect(knownCall('0xa22cb465')).toMatchObject({ method: 'setApprovalForAll', words: 'Approve all' });
  });

  it('names issuance and control: mint (shares and deeds), burn, pause, unpause', () => {
    expect(knownCall('0x40c10f19')).toMatchObject({
      method: 'mint',
      words: 'Mint',
      signature: 'mint(address,uint256)',
    });
    expect(knownCall('0xd0def521')).toMatchObject({ method: 'mint', signature: 'mint(address,string)' });
    expect(knownCall('0x42966c68')).toMatchObject({ method: 'burn', words: 'Burn' });
    expect(knownCall('0x79cc6790')).toMatchObject({ method: 'burnFrom', words: 'Burn' });
    expect(knownCall('0x8456cb59')).toMatchObject({ method: 'pause', words: 'Pause' });
    expect(knownCall('0x3f4ba83a')).toMatchObject({ method: 'unpause', words: 'Unpause' });
  });

  it('names the platform contracts’ functions', () => {
    const iface = new Interface([
      'function payEth(bytes32,address)',
      'function distributeEth(address[],uint256[])',
      'function anchor(bytes32,string)',
      'function register(string)',
    ]);
    const words = ['payEth', 'distributeEth', 'anchor', 'register'].map(
      (name) => knownCall(iface.getFunction(name)?.selector ?? '')?.words,
    );
    expect(words).toEqual(['Payment', 'Distribution', 'Anchor document', 'Register company']);
  });

  it('is case-blind on the selector and says null for an unknown one', () => {
    expect(knownCall('0x40C10F19')?.method).toBe('mint');
    expect(knownCall('0xdeadbeef')).toBeNull();
  });

  it('gives words for a decoded method name, or null', () => {
    expect(callWords('mint')).toBe('Mint');
    expect(callWords('transferFrom')).toBe('Transfer');
    expect(callWords('0x40c10f19')).toBeNull();
  });
});
