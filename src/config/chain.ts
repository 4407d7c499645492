/** Chain id of the local development chain (anvil's default). */
export const LOCAL_CHAIN_ID = 31337;

/** The spec's fixed local-development contract address: the Registry, anvil account 0's first deployment. */
export const LOCAL_CONTRACT_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
