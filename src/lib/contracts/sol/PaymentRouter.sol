// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title Ledgerline PaymentRouter
/// @notice Pays an invoice in ETH or an ERC-20 and emits the invoice's payment reference, so the
///         payee's app can match the payment. Funds go straight to the payee; nothing is held.
contract PaymentRouter is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @param paymentReference The invoice's unique reference (`reference` is reserved in Solidity).
    /// @param token The ERC-20 paid, or address(0) for ETH.
    event Payment(
        bytes32 indexed paymentReference,
        address indexed payer,
        address indexed payee,
        address token,
        uint256 amount
    );

    error ZeroPayee();
    error ZeroAmount();
    error EthTransferFailed(address to);

    /// @notice Forwards all of msg.value to `payee`, tagged with `paymentReference`.
    function payEth(bytes32 paymentReference, address payee) external payable nonReentrant {
        if (payee == address(0)) revert ZeroPayee();
        if (msg.value == 0) revert ZeroAmount();
        emit Payment(paymentReference, msg.sender, payee, address(0), msg.value);
        (bool ok, ) = payee.call{value: msg.value}("");
        if (!ok) revert EthTransferFailed(payee);
    }

    /// @notice Moves `amount` of `token` from the caller (who approved this contract) to `payee`.
    function payToken(IERC20 token, bytes32 paymentReference, address payee, uint256 amount)
        external
        nonReentrant
    {
        if (payee == address(0)) revert ZeroPayee();
        if (amount == 0) revert ZeroAmount();
        emit Payment(paymentReference, msg.sender, payee, address(token), amount);
        token.safeTransferFrom(msg.sender, payee, amount);
    }
}
