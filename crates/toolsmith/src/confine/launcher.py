"""Toolsmith's launcher: the first stage of every confined Python.

Run by the toolchain's own interpreter as `python -I -S -X utf8 -c <this>
<config-json>` inside fresh user, network and PID namespaces. It joins a pids
cgroup, brings up loopback, sets resource limits and restricts the filesystem
with Landlock, reports what is in force as the first line of the report file,
then executes the project's interpreter with the bootstrap (the second stage).
What it executes inherits every restriction: nothing of the project's
environment runs before the confinement, not even its interpreter.
"""

import ctypes
import fcntl
import json
import os
import resource
import socket
import stat
import struct
import sys

# Landlock (linux/landlock.h); the syscall numbers are the same on every architecture.
CREATE_RULESET, ADD_RULE, RESTRICT_SELF = 444, 445, 446
EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
TRUNCATE, IOCTL_DEV = 1 << 14, 1 << 15
FILE_ACCESS = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV
READ_ACCESS = EXECUTE | READ_FILE | READ_DIR
# Signals and abstract unix sockets only within the domain (ABI 6).
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1


class RulesetAttr(ctypes.Structure):
    _fields_ = [("fs", ctypes.c_uint64), ("net", ctypes.c_uint64), ("scoped", ctypes.c_uint64)]


class PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


def join_cgroup(path):
    with open(os.path.join(path, "cgroup.procs"), "w") as procs:
        procs.write("0")
    return "joined"


def loopback_up():
    SIOCGIFFLAGS, SIOCSIFFLAGS, IFF_UP = 0x8913, 0x8914, 0x1
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        request = struct.pack("16sH", b"lo", 0)
        flags = struct.unpack("16sH", fcntl.ioctl(sock, SIOCGIFFLAGS, request)[:18])[1]
        fcntl.ioctl(sock, SIOCSIFFLAGS, struct.pack("16sH", b"lo", flags | IFF_UP))
    return "up"


def set_limits(limits):
    applied = {}
    for name, value in limits.items():
        resource.setrlimit(getattr(resource, name), (value, value))
        applied[name] = value
    return applied


def interpreter_paths():
    """What running Python needs to read: its installation, the virtualenv,
    every import path known now (the project's own paths come later)."""
    paths = {sys.base_prefix, sys.base_exec_prefix, sys.prefix, sys.exec_prefix}
    paths.add(os.path.dirname(os.path.realpath(sys.executable)))
    paths.update(p for p in sys.path if p and os.path.isabs(p))
    return sorted(paths)


def landlock(read, write, devices, reads=True):
    """Reads and execution only beneath `read`, writes only beneath `write`;
    with `reads` false, writes alone are restricted (a zygote's layer: its
    children restrict their reads themselves, which it cannot widen)."""
    libc = ctypes.CDLL(None, use_errno=True)
    syscall = libc.syscall
    syscall.restype = ctypes.c_long
    abi = syscall(CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(1))
    if abi < 0:
        return {"state": "unavailable", "reason": os.strerror(ctypes.get_errno())}
    handled = (1 << 13) - 1
    if abi >= 2:
        handled |= 1 << 13  # REFER
    if abi >= 3:
        handled |= TRUNCATE
    if abi >= 5:
        handled |= IOCTL_DEV
    if not reads:
        handled &= ~READ_ACCESS
    scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL if abi >= 6 else 0
    attribute = RulesetAttr(handled, 0, scoped)
    size = ctypes.sizeof(RulesetAttr) if scoped else 8
    ruleset = syscall(CREATE_RULESET, ctypes.byref(attribute), ctypes.c_size_t(size), ctypes.c_uint32(0))
    if ruleset < 0:
        return {"state": "unavailable", "reason": os.strerror(ctypes.get_errno())}

    def allow(path, access):
        try:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        except OSError:
            return  # not on this machine
        try:
            if not stat.S_ISDIR(os.fstat(fd).st_mode):
                access &= FILE_ACCESS
            rule = PathBeneath(access & handled, fd)
            if syscall(ADD_RULE, ctypes.c_int(ruleset), ctypes.c_int(1), ctypes.byref(rule), ctypes.c_uint32(0)) < 0:
                raise OSError(ctypes.get_errno(), "landlock_add_rule " + path)
        finally:
            os.close(fd)

    for path in (read + interpreter_paths()) if reads else []:
        allow(path, READ_ACCESS)
    for path in devices:
        allow(path, READ_FILE | WRITE_FILE | TRUNCATE | IOCTL_DEV)
    for path in write:
        allow(path, handled)
    if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS)")
    if syscall(RESTRICT_SELF, ctypes.c_int(ruleset), ctypes.c_uint32(0)) < 0:
        raise OSError(ctypes.get_errno(), "landlock_restrict_self")
    os.close(ruleset)
    return {"state": "enforced", "abi": abi, "scoped": bool(scoped)}


def confine(config, report):
    """Every step the configuration asks for, what is in force reported as
    the report's first line; exits 97 when confinement is required and a
    step failed. Also a zygote's child's way in (see zygote.py)."""
    status = {"event": "confinement"}

    def step(name, action, *args):
        try:
            status[name] = action(*args)
        except Exception as error:  # reported, and refused below if required
            status[name] = {"state": "failed", "reason": "%s: %s" % (type(error).__name__, error)}

    if config.get("cgroup"):
        step("cgroup", join_cgroup, config["cgroup"])
    if config.get("network_namespace"):
        step("loopback", loopback_up)
    step("limits", set_limits, config["limits"])
    if config.get("landlock"):
        reads = config.get("landlock_reads", True)
        step("landlock", landlock, config["read"], config["write"], config["devices"], reads)
    report.write(json.dumps(status) + "\n")
    failed = [k for k, v in status.items() if isinstance(v, dict) and v.get("state") in ("failed", "unavailable")]
    if config.get("require") and failed:
        print("toolsmith: confinement required but not in force: " + ", ".join(failed), file=sys.stderr)
        sys.stderr.flush()
        os._exit(97)


def main():
    config = json.loads(sys.argv[1])
    report = open(config["report"], "a", buffering=1, encoding="utf-8")
    confine(config, report)
    target = config["exec"]
    program = target["program"]
    try:
        os.execv(program, [program] + target["args"] + [sys.argv[1]])
    except OSError as error:
        report.write(json.dumps({"event": "exec-failed", "program": program, "reason": str(error)}) + "\n")
        sys.exit(98)


if __name__ == "__main__":
    main()
