/** The mnemonic anvil derives its development accounts from. */
export const ANVIL_MNEMONIC: string;
/** anvil's development keys: accounts 0–9 of ANVIL_MNEMONIC. */
export const ANVIL_KEYS: readonly string[];
/** Account 0's key: on the local chain it deploys the Registry at its nonce 0 (the fixed address). */
export const ANVIL_ACCOUNT0_KEY: string;
