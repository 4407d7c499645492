// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Ledgerline LocalToken
/// @notice A test token for the local chain only (the deploy script deploys TUSD, a test dollar,
///         with a price feed beside it): anyone may mint, as from a faucet. It has no value anywhere.
contract LocalToken is ERC20 {
    uint8 private immutable _decimals;

    /// @param name_ Token name, e.g. `Test Dollar`.
    /// @param symbol_ Token symbol, e.g. `TUSD`.
    /// @param decimals_ Decimals (6 for a dollar, as USDC's).
    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _decimals = decimals_;
    }

    /// @notice Decimals of every amount.
    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// @notice Mints `amount` base units to `to` (open to anyone: a local test faucet).
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
