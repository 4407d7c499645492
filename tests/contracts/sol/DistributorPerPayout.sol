// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @notice Bench-only: the rejected "one event per payout" design of src/lib/contracts/sol/Distributor.sol,
///         identical except for its events, so scripts/bench-gas.mjs can measure the difference.
contract DistributorPerPayout is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    event Payout(address indexed sender, address indexed token, address indexed recipient, uint256 amount);

    error LengthMismatch();
    error EmptyRecipients();
    error ZeroAddress(uint256 index);
    error WrongTotal(uint256 expected, uint256 sent);
    error EthTransferFailed(address to);

    function distributeEth(address[] calldata recipients, uint256[] calldata amounts)
        external
        payable
        nonReentrant
    {
        uint256 total = _checkedTotal(recipients, amounts);
        if (total != msg.value) revert WrongTotal(total, msg.value);
        for (uint256 i = 0; i < recipients.length; ++i) {
            emit Payout(msg.sender, address(0), recipients[i], amounts[i]);
            (bool ok, ) = recipients[i].call{value: amounts[i]}("");
            if (!ok) revert EthTransferFailed(recipients[i]);
        }
    }

    function distributeToken(IERC20 token, address[] calldata recipients, uint256[] calldata amounts)
        external
        nonReentrant
    {
        _checkedTotal(recipients, amounts);
        for (uint256 i = 0; i < recipients.length; ++i) {
            emit Payout(msg.sender, address(token), recipients[i], amounts[i]);
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
