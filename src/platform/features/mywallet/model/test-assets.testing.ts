import type { Asset } from '@/lib/money/asset';

/** ETH on the local chain and a 6-decimals token there, for the model's tests. */
export const ETH: Asset = { chainId: 31337, kind: 'native', address: null, symbol: 'ETH', decimals: 18, name: 'Ether' };
export const USDT: Asset = {
  chainId: 31337,
  kind: 'erc20',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'USDT',
  decimals: 6,
  name: 'Tether',
};
export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
