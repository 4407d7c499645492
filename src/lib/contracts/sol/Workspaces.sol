// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Ledgerline Workspaces
/// @notice Who belongs to a team workspace, their devices, each device's latest head, and the
///         current keyring. The contents live encrypted on IPFS; this contract only says who and where.
/// @dev CIDs: heads are the sha2-256 digest (bytes32) of a raw IPFS block, so the CID is
///      CIDv1(raw, sha2-256, digest) and a head update is one storage word. Certificates and
///      keyrings are written rarely and are kept as a whole binary CID (`bytes`, any codec).
contract Workspaces {
    /// @notice Roles as the app's Company page names them; None is "not a member".
    enum Role {
        None,
        Admin,
        Accountant,
        Approver,
        Viewer
    }

    struct Device {
        address member;
        bool active;
    }

    struct Workspace {
        uint64 adminCount;
        uint64 epoch;
        bool exists;
    }

    mapping(bytes32 id => Workspace) private _workspaces;
    mapping(bytes32 id => mapping(address wallet => Role)) private _roles;
    mapping(bytes32 id => address[]) private _memberList;
    mapping(bytes32 id => mapping(address wallet => uint256 indexPlusOne)) private _memberIndex;
    mapping(bytes32 id => mapping(bytes32 deviceId => Device)) private _devices;
    mapping(bytes32 id => mapping(bytes32 deviceId => bytes32)) private _heads;
    mapping(bytes32 id => mapping(bytes32 deviceId => bytes)) private _certificates;
    mapping(bytes32 id => bytes32[]) private _deviceList;
    mapping(bytes32 id => bytes) private _keyrings;
    mapping(bytes32 id => string) private _endpoints;

    event WorkspaceCreated(bytes32 indexed id, address indexed creator);
    event MemberSet(bytes32 indexed id, address indexed wallet, Role role, address by);
    event MemberRemoved(bytes32 indexed id, address indexed wallet, address by);
    event DeviceRegistered(bytes32 indexed id, bytes32 indexed deviceId, address indexed member, bytes certificateCid);
    event DeviceRevoked(bytes32 indexed id, bytes32 indexed deviceId, address by);
    event HeadPublished(bytes32 indexed id, bytes32 indexed deviceId, bytes32 head);
    event KeyringSet(bytes32 indexed id, uint64 indexed epoch, bytes keyringCid);
    event EndpointSet(bytes32 indexed id, string endpoint, address by);

    error ZeroId();
    error WorkspaceExists(bytes32 id);
    error NoWorkspace(bytes32 id);
    error NotAdmin(address caller);
    error NotMember(address caller);
    error ZeroWallet();
    error NoRole();
    error LastAdmin(address wallet);
    error DeviceExists(bytes32 deviceId);
    error NotYourDevice(bytes32 deviceId, address caller);
    error DeviceInactive(bytes32 deviceId);
    error EmptyCid();
    error EpochNotIncreasing(uint64 epoch, uint64 current);

    /// @notice Creates workspace `id`; the caller becomes its first Admin.
    function createWorkspace(bytes32 id) external {
        if (id == bytes32(0)) revert ZeroId();
        if (_workspaces[id].exists) revert WorkspaceExists(id);
        _workspaces[id].exists = true;
        emit WorkspaceCreated(id, msg.sender);
        _setRole(id, msg.sender, Role.Admin);
    }

    /// @notice Adds `wallet` with `role`, or changes its role (Admins only; the last Admin stays one).
    function setMember(bytes32 id, address wallet, Role role) external {
        _onlyAdmin(id);
        if (wallet == address(0)) revert ZeroWallet();
        if (role == Role.None) revert NoRole();
        _setRole(id, wallet, role);
    }

    /// @notice Removes `wallet` and revokes its devices (Admins only; never the last Admin).
    function removeMember(bytes32 id, address wallet) external {
        _onlyAdmin(id);
        if (_roles[id][wallet] == Role.None) revert NotMember(wallet);
        _setRole(id, wallet, Role.None);
        bytes32[] storage list = _deviceList[id];
        for (uint256 i = 0; i < list.length; i++) {
            Device storage device = _devices[id][list[i]];
            if (device.member == wallet && device.active) {
                device.active = false;
                emit DeviceRevoked(id, list[i], msg.sender);
            }
        }
    }

    /// @notice Registers the caller's own device with the CID of its certificate (members only).
    function registerDevice(bytes32 id, bytes32 deviceId, bytes calldata certificateCid) external {
        if (_roles[id][msg.sender] == Role.None) revert NotMember(msg.sender);
        if (deviceId == bytes32(0)) revert ZeroId();
        if (certificateCid.length == 0) revert EmptyCid();
        // A device id is a hash of its public keys: a revoked device never comes back, it makes new keys.
        if (_devices[id][deviceId].member != address(0)) revert DeviceExists(deviceId);
        _devices[id][deviceId] = Device(msg.sender, true);
        _certificates[id][deviceId] = certificateCid;
        _deviceList[id].push(deviceId);
        emit DeviceRegistered(id, deviceId, msg.sender, certificateCid);
    }

    /// @notice Revokes a device: its own member, or any Admin.
    function revokeDevice(bytes32 id, bytes32 deviceId) external {
        Device storage device = _devices[id][deviceId];
        if (device.member != msg.sender && _roles[id][msg.sender] != Role.Admin)
            revert NotYourDevice(deviceId, msg.sender);
        if (!device.active) revert DeviceInactive(deviceId);
        device.active = false;
        emit DeviceRevoked(id, deviceId, msg.sender);
    }

    /// @notice Publishes the head of the caller's own active device: one storage word and an event.
    /// @dev Removing a member revokes their devices, so the device check alone implies membership.
    function publishHead(bytes32 id, bytes32 deviceId, bytes32 head) external {
        Device storage device = _devices[id][deviceId];
        if (device.member != msg.sender) revert NotYourDevice(deviceId, msg.sender);
        if (!device.active) revert DeviceInactive(deviceId);
        _heads[id][deviceId] = head;
        emit HeadPublished(id, deviceId, head);
    }

    /// @notice Publishes the keyring of a new epoch (Admins only; the epoch strictly increases).
    function setKeyring(bytes32 id, uint64 epoch, bytes calldata keyringCid) external {
        _onlyAdmin(id);
        if (keyringCid.length == 0) revert EmptyCid();
        uint64 current = _workspaces[id].epoch;
        if (epoch <= current) revert EpochNotIncreasing(epoch, current);
        _workspaces[id].epoch = epoch;
        _keyrings[id] = keyringCid;
        emit KeyringSet(id, epoch, keyringCid);
    }

    /// @notice Records where the workspace's encrypted blocks are read (a URL, never a credential; Admins only).
    /// @dev An invitee who has configured nothing reads it to join; it is public, like every CID here.
    function setEndpoint(bytes32 id, string calldata endpointUrl) external {
        _onlyAdmin(id);
        _endpoints[id] = endpointUrl;
        emit EndpointSet(id, endpointUrl, msg.sender);
    }

    /// @notice The IPFS endpoint URL the Admins recorded for workspace `id` (empty when none).
    function endpoint(bytes32 id) external view returns (string memory) {
        return _endpoints[id];
    }

    /// @notice Whether workspace `id` exists, its Admin count and its current key epoch.
    function workspace(bytes32 id) external view returns (bool exists, uint64 adminCount, uint64 epoch) {
        Workspace memory w = _workspaces[id];
        return (w.exists, w.adminCount, w.epoch);
    }

    /// @notice The role of `wallet` (None when not a member).
    function roleOf(bytes32 id, address wallet) external view returns (Role) {
        return _roles[id][wallet];
    }

    /// @notice Every current member and their role, in the order they were added (with swaps on removal).
    function members(bytes32 id) external view returns (address[] memory wallets, Role[] memory roles) {
        wallets = _memberList[id];
        roles = new Role[](wallets.length);
        for (uint256 i = 0; i < wallets.length; i++) roles[i] = _roles[id][wallets[i]];
    }

    /// @notice Every device ever registered, in registration order: member, whether active, certificate CID.
    function devices(
        bytes32 id
    )
        external
        view
        returns (bytes32[] memory deviceIds, address[] memory owners, bool[] memory active, bytes[] memory certificates)
    {
        deviceIds = _deviceList[id];
        owners = new address[](deviceIds.length);
        active = new bool[](deviceIds.length);
        certificates = new bytes[](deviceIds.length);
        for (uint256 i = 0; i < deviceIds.length; i++) {
            Device memory device = _devices[id][deviceIds[i]];
            owners[i] = device.member;
            active[i] = device.active;
            certificates[i] = _certificates[id][deviceIds[i]];
        }
    }

    /// @notice The current head of every device (zero before its first), in registration order.
    function heads(bytes32 id) external view returns (bytes32[] memory deviceIds, bytes32[] memory headDigests) {
        deviceIds = _deviceList[id];
        headDigests = new bytes32[](deviceIds.length);
        for (uint256 i = 0; i < deviceIds.length; i++) headDigests[i] = _heads[id][deviceIds[i]];
    }

    /// @notice The current key epoch and its keyring's CID (0 and empty before the first).
    function keyring(bytes32 id) external view returns (uint64 epoch, bytes memory keyringCid) {
        return (_workspaces[id].epoch, _keyrings[id]);
    }

    function _onlyAdmin(bytes32 id) private view {
        if (!_workspaces[id].exists) revert NoWorkspace(id);
        if (_roles[id][msg.sender] != Role.Admin) revert NotAdmin(msg.sender);
    }

    function _setRole(bytes32 id, address wallet, Role role) private {
        Role previous = _roles[id][wallet];
        Workspace storage w = _workspaces[id];
        if (previous == Role.Admin && role != Role.Admin) {
            if (w.adminCount == 1) revert LastAdmin(wallet);
            w.adminCount -= 1;
        } else if (previous != Role.Admin && role == Role.Admin) {
            w.adminCount += 1;
        }
        _roles[id][wallet] = role;
        if (role == Role.None) {
            _removeFromList(id, wallet);
            emit MemberRemoved(id, wallet, msg.sender);
        } else {
            if (previous == Role.None) {
                _memberList[id].push(wallet);
                _memberIndex[id][wallet] = _memberList[id].length;
            }
            emit MemberSet(id, wallet, role, msg.sender);
        }
    }

    function _removeFromList(bytes32 id, address wallet) private {
        address[] storage list = _memberList[id];
        uint256 index = _memberIndex[id][wallet] - 1;
        address last = list[list.length - 1];
        list[index] = last;
        _memberIndex[id][last] = index + 1;
        list.pop();
        delete _memberIndex[id][wallet];
    }
}
