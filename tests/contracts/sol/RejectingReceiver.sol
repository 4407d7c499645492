// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Test-only contract that refuses ETH (no receive/fallback) and is no ERC-721 receiver.
contract RejectingReceiver {
    function ping() external pure returns (bool) {
        return true;
    }
}
