// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title Ledgerline Distributor
/// @notice Batch payouts in one transaction. Amounts are computed exactly by the app (bigint, with
///         its remainder rule); this contract pays them as given and never keeps anything.
/// @dev One summary event per call (see src/lib/contracts/README.md for the measured trade-off):
///      per-recipient amounts are the call's own arguments (all-or-nothing), and for tokens the
///      ERC-20 Transfer logs carry them too.
contract Distributor is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @param token The ERC-20 distributed, or address(0) for ETH.
    event Distributed(address indexed sender, address indexed token, uint256 total, uint256 count);

    error LengthMismatch();
    error EmptyRecipients();
    error ZeroAddress(uint256 index);
    error WrongTotal(uint256 expected, uint256 sent);
    error EthTransferFailed(address to);

    /// @notice Sends `amounts[i]` wei to `recipients[i]`; msg.value must equal the sum exactly.
    function distributeEth(address[] calldata recipients, uint256[] calldata amounts)
        external
        payable
        nonReentrant
    {
        uint256 total = _checkedTotal(recipients, amounts);
        if (total != msg.value) revert WrongTotal(total, msg.value);
        emit Distributed(msg.sender, address(0), total, recipients.length);
        for (uint256 i = 0; i < recipients.length; ++i) {
            (bool ok, ) = recipients[i].call{value: amounts[i]}("");
            if (!ok) revert EthTransferFailed(recipients[i]);
        }
    }

    /// @notice Moves `amounts[i]` of `token` from the caller straight to `recipients[i]`.
    function distributeToken(IERC20 token, address[] calldata recipients, uint256[] calldata amounts)
        external
        nonReentrant
    {
        uint256 total = _checkedTotal(recipients, amounts);
        emit Distributed(msg.sender, address(token), total, recipients.length);
        for (uint256 i = 0; i < recipients.length; ++i) {
            token.safeTransferFrom(msg.sender, recipients[i], amounts[i]);
        }
    }

    function _checkedTotal(address[] calldata recipients, uint256[] calldata amounts)
        private
        pure
        returns (uint256 total)
    {
        if (recipients.length != amounts.length) revert LengthMismatch();
        if (recipients.length == 0) revert EmptyRecipients();
        for (uint256 i = 0; i < recipients.length; ++i) {
            if (recipients[i] == address(0)) revert ZeroAddress(i);
            total += amounts[i];
        }
    }
}
