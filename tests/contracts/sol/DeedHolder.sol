// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";

/// @notice Test-only contract that accepts ERC-721 tokens.
contract DeedHolder is ERC721Holder {}
