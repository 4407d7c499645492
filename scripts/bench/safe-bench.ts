// The app's own Safe code for scripts/bench-safe.mjs (bundled and run in Node, never imported by the
// app): creating a Safe, a SafeTx paying calls (MultiSendCallOnly for several), its typed data and
// the execTransaction calldata, and the calls of a transfer.
export { createdSafeOf, createSafeCall } from '@/lib/safe/create-safe';
export { execTransactionData, paymentsSafeTx } from '@/lib/safe/execute';
export { safeTxTypedData } from '@/lib/safe/safe-tx';
export { typedSignature } from '@/lib/safe/owner-signatures';
export { transferCall } from '@/lib/payments/payment-calls';
