import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@/lib/primitives/ethereum-address';
import { assetId } from '@/lib/money/asset';
import { checkSendDraft, chosenAsset, EMPTY_SEND_DRAFT, isSendDraftFilled, SEND_MESSAGES } from './send-form';
import { ETH, OTHER, USDT } from './test-assets.testing';

const assets = [ETH, USDT];
const draft = (recipient: string, amount: string, asset = '') => ({ recipient, amount, asset });

describe('checkSendDraft', () => {
  it('accepts a checksummed, lower-case or upper-case recipient and parses the amount exactly', () => {
    for (const recipient of [OTHER, OTHER.toLowerCase(), `0x${OTHER.slice(2).toUpperCase()}`]) {
      expect(checkSendDraft(draft(recipient, '1.5'), assets, { locale: 'en-US' })).toEqual({
        ok: true,
        value: { asset: ETH, to: OTHER, units: 1_500_000_000_000_000_000n },
      });
    }
    expect(checkSendDraft(draft(OTHER, '0.000001', assetId(USDT)), assets, { locale: 'en-US' })).toEqual({
      ok: true,
      value: { asset: USDT, to: OTHER, units: 1n },
    });
  });

  it('refuses a mixed-case address whose checksum does not match', () => {
    const typo = OTHER.replace('C51812', 'c51812');
    const result = checkSendDraft(draft(typo, '1'), assets);
    expect(result).toMatchObject({ ok: false, errors: { recipient: ADDRESS_MESSAGES.checksum } });
    expect(checkSendDraft(draft('0x123', '1'), assets)).toMatchObject({
      ok: false,
      errors: { recipient: ADDRESS_MESSAGES.invalid },
    });
    expect(checkSendDraft(draft('', '1'), assets)).toMatchObject({
      ok: false,
      errors: { recipient: SEND_MESSAGES.noRecipient },
    });
  });

  it('refuses too many decimals for the asset, zero and more than the balance', () => {
    expect(checkSendDraft(draft(OTHER, '1.1234567', assetId(USDT)), assets, { locale: 'en-US' })).toMatchObject({
      ok: false,
      errors: { amount: 'USDT has 6 decimals: use at most 6 digits after the point' },
    });
    expect(checkSendDraft(draft(OTHER, '0'), assets)).toMatchObject({
      ok: false,
      errors: { amount: SEND_MESSAGES.zero },
    });
    expect(checkSendDraft(draft(OTHER, ''), assets)).toMatchObject({
      ok: false,
      errors: { amount: 'Enter an amount' },
    });
    const over = checkSendDraft(draft(OTHER, '2', assetId(USDT)), assets, { balance: 1_000_000n, locale: 'en-US' });
    expect(over).toMatchObject({ ok: false, errors: { amount: 'More than your balance (1\u00a0USDT)' } });
  });

  it('reads the locale the person types in', () => {
    expect(checkSendDraft(draft(OTHER, '1.234,5', assetId(USDT)), assets, { locale: 'de-DE' })).toMatchObject({
      ok: true,
      value: { units: 1_234_500_000n },
    });
  });

  it('says when the chosen asset is not on this network', () => {
    expect(checkSendDraft(draft(OTHER, '1', '1:0xdead'), assets)).toMatchObject({
      ok: false,
      errors: { asset: SEND_MESSAGES.noAsset },
    });
    expect(chosenAsset({ asset: '' }, assets)).toBe(ETH);
  });

  it('knows when something was typed', () => {
    expect(isSendDraftFilled(EMPTY_SEND_DRAFT)).toBe(false);
    expect(isSendDraftFilled(draft(' ', '1'))).toBe(true);
  });
});
