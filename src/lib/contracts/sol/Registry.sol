// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Ledgerline Registry
/// @notice Proof-of-existence anchors for documents and company registration events.
/// @dev On the local chain this is the first deployment of anvil's account 0, so it lives at
///      0x5FbDB2315678afecb367f032d93F642f64180aa3 (the spec's fixed development address).
contract Registry {
    /// @notice Time (block timestamp) a sender anchored a digest; zero if never.
    mapping(address sender => mapping(bytes32 digest => uint256 time)) public anchoredAt;

    event Anchored(address indexed sender, bytes32 indexed digest, string cid, uint256 time);
    event CompanyRegistered(address indexed owner, string profileCid, uint256 time);

    error AlreadyAnchored(address sender, bytes32 digest);
    error ZeroDigest();
    error EmptyProfileCid();

    /// @notice Records that the caller knew `digest` (e.g. a file's SHA-256) at this block.
    /// @param cid Where the document lives (IPFS CID); may be empty for private documents.
    function anchor(bytes32 digest, string calldata cid) external {
        if (digest == bytes32(0)) revert ZeroDigest();
        if (anchoredAt[msg.sender][digest] != 0) revert AlreadyAnchored(msg.sender, digest);
        anchoredAt[msg.sender][digest] = block.timestamp;
        emit Anchored(msg.sender, digest, cid, block.timestamp);
    }

    /// @notice Announces (or updates) the caller's company profile, stored off chain at `profileCid`.
    function register(string calldata profileCid) external {
        if (bytes(profileCid).length == 0) revert EmptyProfileCid();
        emit CompanyRegistered(msg.sender, profileCid, block.timestamp);
    }
}
