// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Ledgerline AssetDeed
/// @notice Unique tokenized assets (ERC-721), one token per asset with its own metadata URI.
///         Token ids start at 1 and increase by one per mint, so 0 never names a real deed.
contract AssetDeed is ERC721URIStorage, Ownable {
    uint256 private _lastTokenId;

    constructor(string memory name_, string memory symbol_, address initialOwner)
        ERC721(name_, symbol_)
        Ownable(initialOwner)
    {}

    /// @notice Mints the next deed to `to` with metadata at `uri`; reverts for non-receiver contracts.
    function mint(address to, string calldata uri) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _setTokenURI(tokenId, uri);
        _safeMint(to, tokenId);
    }

    /// @notice Number of deeds minted so far (also the highest token id).
    function totalMinted() external view returns (uint256) {
        return _lastTokenId;
    }
}
