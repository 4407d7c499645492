// Why a bundle was refused, one type per cause so the coordinator can show and count them apart.
// AES-GCM cannot tell a wrong key from altered bytes or from other additional data (it gives no
// oracle by design), so those three share BundleAuthenticationError; everything checked after the
// decryption has its own type.

/** The bytes are not a bundle of a format this build reads (prefix, version, inner structure). */
export class BundleFormatError extends Error {
  override name = 'BundleFormatError';
}

/** No key is held for the bundle's epoch, or the epoch is not the one the transport expected. */
export class BundleEpochError extends Error {
  override name = 'BundleEpochError';
}

/** AES-GCM refused the bundle: a wrong epoch key, altered bytes, or a bundle replayed under another
 * workspace, epoch or device (the additional data differs). */
export class BundleAuthenticationError extends Error {
  override name = 'BundleAuthenticationError';
}

/** The device named by the bundle has no known signing key. */
export class UnknownDeviceError extends Error {
  override name = 'UnknownDeviceError';
}

/** The signature does not verify with the device's key: forged by another holder of the workspace key. */
export class BundleSignatureError extends Error {
  override name = 'BundleSignatureError';
}

/** The signed header is not what the transport expected (workspace, device, epoch, place in the chain). */
export class BundleHeaderMismatchError extends Error {
  override name = 'BundleHeaderMismatchError';
}

/** A block's bytes do not hash to its CID, or the endpoint answered with another CID than ours. */
export class BlockIntegrityError extends Error {
  override name = 'BlockIntegrityError';
}
