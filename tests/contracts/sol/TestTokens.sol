// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice Test-only ERC-20 that calls `target` with a prepared payload from inside transferFrom,
///         records whether that re-entry succeeded, then transfers normally.
contract ReentrantToken is ERC20 {
    address public target;
    bytes public payload;
    bool public armed;
    bool public attempted;
    bool public reentrySucceeded;
    bytes public reentryRevertData;

    constructor() ERC20("Reentrant", "RE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
        armed = true;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (armed) {
            armed = false;
            attempted = true;
            (bool ok, bytes memory returned) = target.call(payload);
            reentrySucceeded = ok;
            if (!ok) reentryRevertData = returned;
        }
        return super.transferFrom(from, to, value);
    }
}

/// @notice Test-only ERC-20 whose transferFrom returns false instead of reverting (old-token style).
contract FalseToken is ERC20 {
    constructor() ERC20("False", "FALSE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function transferFrom(address, address, uint256) public pure override returns (bool) {
        return false;
    }
}

/// @notice Test-only plain OpenZeppelin ERC-20 with open minting (the bench's reference token).
contract PlainToken is ERC20 {
    constructor() ERC20("Plain", "PLAIN") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

/// @notice Test-only ERC-20 with chosen name, symbol and decimals (e.g. a 6-decimal stablecoin),
///         open minting: the browser tests' token.
contract CustomToken is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

/// @notice Test-only ERC-20 whose transferFrom reports success but moves nothing and emits no
///         Transfer: a PaymentRouter payment in it has a Payment event and no money behind it.
contract SilentToken is ERC20 {
    constructor() ERC20("Silent", "SILENT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function transferFrom(address, address, uint256) public pure override returns (bool) {
        return true;
    }
}

/// @notice Test-only ERC-20 whose transferFrom sends the value to a fixed `sink` instead of `to`
///         (a real Transfer, to someone else than the payee).
contract MisdirectingToken is ERC20 {
    address public immutable sink;

    constructor(address sink_) ERC20("Misdirecting", "MIS") {
        sink = sink_;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function transferFrom(address from, address, uint256 value) public override returns (bool) {
        _spendAllowance(from, _msgSender(), value);
        _transfer(from, sink, value);
        return true;
    }
}
