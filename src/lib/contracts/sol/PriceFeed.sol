// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Ledgerline PriceFeed
/// @notice A price feed answering Chainlink's public AggregatorV3Interface (decimals, description,
///         version, getRoundData, latestRoundData), for the local chain: its owner pushes rounds.
/// @dev Round ids follow a proxy's numbering, (phaseId << 64) | aggregatorRoundId, with one phase
///      (1), so readers built for public feeds read this one the same way. The owner, the decimals
///      and the description are immutables (part of the code), so the code copied to another address
///      on a test chain keeps them and the rounds start empty there.
contract PriceFeed {
    struct Round {
        int256 answer;
        uint64 startedAt;
        uint64 updatedAt;
    }

    uint256 private constant PHASE_ID = 1;
    uint256 private constant PHASE_OFFSET = 64;

    /// @notice Who may push rounds.
    address public immutable owner;
    uint8 private immutable _decimals;
    bytes32 private immutable _description;
    uint256 private immutable _descriptionLength;

    /// @notice Rounds by aggregator round id (1, 2, …).
    mapping(uint64 aggregatorRoundId => Round round) private _rounds;
    uint64 private _latestRound;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    error NotOwner(address caller);
    error NoDataPresent();
    error DescriptionTooLong();
    error NotAPrice(int256 answer);
    error TimeNotInOrder(uint256 updatedAt, uint256 previous, uint256 now_);

    /// @param decimals_ Decimals of the answers (8 for USD pairs, as Chainlink's).
    /// @param description_ The pair, e.g. `ETH / USD` (at most 32 bytes).
    /// @param initialAnswer A first round at deployment; zero for none.
    constructor(uint8 decimals_, string memory description_, int256 initialAnswer) {
        bytes memory text = bytes(description_);
        if (text.length > 32) revert DescriptionTooLong();
        owner = msg.sender;
        _decimals = decimals_;
        _description = bytes32(text);
        _descriptionLength = text.length;
        if (initialAnswer != 0) _push(initialAnswer, block.timestamp);
    }

    /// @notice Decimals of every answer.
    function decimals() external view returns (uint8) {
        return _decimals;
    }

    /// @notice The pair this feed prices.
    function description() external view returns (string memory) {
        bytes memory text = new bytes(_descriptionLength);
        bytes32 packed = _description;
        for (uint256 i = 0; i < _descriptionLength; i++) text[i] = packed[i];
        return string(text);
    }

    /// @notice The interface version (Chainlink's aggregators answer 4; so does this one).
    function version() external pure returns (uint256) {
        return 4;
    }

    /// @notice One round; reverts with NoDataPresent for a round that does not exist.
    function getRoundData(
        uint80 roundId
    )
        external
        view
        returns (uint80 roundId_, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        if (uint256(roundId) >> PHASE_OFFSET != PHASE_ID) revert NoDataPresent();
        uint64 aggregatorRoundId = uint64(roundId);
        Round memory round = _rounds[aggregatorRoundId];
        if (round.updatedAt == 0) revert NoDataPresent();
        return (roundId, round.answer, round.startedAt, round.updatedAt, roundId);
    }

    /// @notice The latest round; reverts with NoDataPresent before the first.
    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        if (_latestRound == 0) revert NoDataPresent();
        Round memory round = _rounds[_latestRound];
        uint80 id = _proxyRoundId(_latestRound);
        return (id, round.answer, round.startedAt, round.updatedAt, id);
    }

    /// @notice Pushes a new round answered now (owner only).
    function pushRound(int256 answer) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _push(answer, block.timestamp);
    }

    /// @notice Pushes a new round answered at `updatedAt` (not before the latest round, not in the
    ///         future), so a test chain can hold a price history (owner only).
    function pushRoundAt(int256 answer, uint256 updatedAt) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _push(answer, updatedAt);
    }

    function _push(int256 answer, uint256 updatedAt) private {
        if (answer <= 0) revert NotAPrice(answer);
        uint256 previous = _latestRound == 0 ? 0 : _rounds[_latestRound].updatedAt;
        if (updatedAt < previous || updatedAt > block.timestamp || updatedAt == 0)
            revert TimeNotInOrder(updatedAt, previous, block.timestamp);
        uint64 next = _latestRound + 1;
        _rounds[next] = Round(answer, uint64(updatedAt), uint64(updatedAt));
        _latestRound = next;
        emit AnswerUpdated(answer, _proxyRoundId(next), updatedAt);
    }

    function _proxyRoundId(uint64 aggregatorRoundId) private pure returns (uint80) {
        return uint80((PHASE_ID << PHASE_OFFSET) | aggregatorRoundId);
    }
}
