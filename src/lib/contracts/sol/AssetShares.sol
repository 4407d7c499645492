// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {ERC20Pausable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Ledgerline AssetShares
/// @notice Fungible shares of a tokenized asset: capped supply, owner mint, owner pause, and a
///         metadata URI (e.g. ipfs://<cid>) describing the asset and its documents.
contract AssetShares is ERC20Capped, ERC20Pausable, Ownable {
    string public metadataURI;

    event MetadataURIUpdated(string uri);

    constructor(
        string memory name_,
        string memory symbol_,
        uint256 cap_,
        string memory metadataURI_,
        address initialOwner
    ) ERC20(name_, symbol_) ERC20Capped(cap_) Ownable(initialOwner) {
        metadataURI = metadataURI_;
        emit MetadataURIUpdated(metadataURI_);
    }

    /// @notice Creates `amount` new shares for `to`, up to the cap.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }

    function setMetadataURI(string calldata uri) external onlyOwner {
        metadataURI = uri;
        emit MetadataURIUpdated(uri);
    }

    function _update(address from, address to, uint256 value)
        internal
        override(ERC20Capped, ERC20Pausable)
    {
        super._update(from, to, value);
    }
}
