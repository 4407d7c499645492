// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Test-only payee/recipient that, when it receives ETH, calls `target` with a prepared
///         payload (forwarding what it received) and records whether that re-entry succeeded.
contract Reenterer {
    address public target;
    bytes public payload;
    bool public armed;
    bool public attempted;
    bool public reentrySucceeded;
    bytes public reentryRevertData;

    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
        armed = true;
    }

    receive() external payable {
        if (!armed) return;
        armed = false;
        attempted = true;
        (bool ok, bytes memory returned) = target.call{value: msg.value}(payload);
        reentrySucceeded = ok;
        if (!ok) reentryRevertData = returned;
    }
}
