"""Toolsmith's zygote: a warm, empty parent that forks confined children.

Started like every confined Python (the launcher, then the bootstrap in mode
`zygote`), outside every sandbox: it opens no sandbox file and runs no
project code. It imports what its children will need (pylint and astroid,
configured with our pinned rcfile and primed on a file of its own; or
pytest's modules), then waits on its control socket (fd 0) for requests,
one JSON line each:

- `{"fork": {"config", "env", "cwd"}}` with four file descriptors attached
  (the child's stdin, stdout and stderr, and where its end is told: one
  JSON line, `{"exit_code": N}` or `{"signal": N}`): it forks; answers
  `{"pid": N}`;
- `{"kill": N}`: kills a child of its own it has not yet reaped.

A child confines itself before it opens anything of its sandbox, exactly as
the launcher confines a fresh Python: new user, network and PID namespaces
(it unshares, then forks again so that its own child is the namespace's
first process, killed with everything in it when its parent dies), the
cgroup, loopback, limits and Landlock of its configuration. Then it runs the
bootstrap's mode with the modules already imported.
"""

import atexit
import ctypes
import functools
import gc
import json
import os
import select
import signal
import socket
import sys
import traceback

CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = 0x10000000, 0x20000000, 0x40000000
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_SET_NAME = 1, 4, 15
LIBC = ctypes.CDLL(None, use_errno=True)


def _fail(what):
    raise OSError(ctypes.get_errno(), "%s: %s" % (what, os.strerror(ctypes.get_errno())))


def _die_with_parent(parent=None):
    if LIBC.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
        _fail("prctl(PR_SET_PDEATHSIG)")
    # The parent died before the line above. (A namespace's first process
    # cannot see its parent; should that one die this early, the cgroup's
    # removal and the closing of its stdin end it.)
    if parent is not None and os.getppid() != parent:
        os._exit(1)


def _enter_namespaces():
    """Own user, network and PID namespaces, root in them mapped to the
    zygote's user (as `unshare --map-root-user` does)."""
    uid, gid = os.getuid(), os.getgid()  # unmapped once unshared
    if LIBC.unshare(CLONE_NEWUSER | CLONE_NEWNET | CLONE_NEWPID) != 0:
        _fail("unshare")
    for name, text in (("setgroups", "deny"), ("uid_map", "0 %d 1" % uid), ("gid_map", "0 %d 1" % gid)):
        with open("/proc/self/" + name, "w") as f:
            f.write(text)


def _name(name):
    """What `ps` shows (a forked child keeps its parent's command line)."""
    LIBC.prctl(PR_SET_NAME, ctypes.c_char_p(name.encode()[:15]), 0, 0, 0)


def _finish(code):
    """Ends a child as an interpreter exiting would, never returning into
    the zygote's loop."""
    try:
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)


def _exit_code(exit):
    if exit.code is None:
        return 0
    if isinstance(exit.code, int):
        return exit.code
    print(exit.code, file=sys.stderr)
    return 1


class Zygote:
    def __init__(self, bootstrap, launcher, config):
        self.bootstrap = bootstrap
        self.launcher = launcher
        self.config = config
        self.children = set()
        self.worker = None
        # What to build while no request waits: each child gets what was
        # built before it was forked. Only once children went to a second
        # place: a parent that serves one sandbox (a lint server's) would
        # spend its CPU on a warmth no child of its needs.
        self.idle_work = []
        self.places = set()

    def preload(self):
        kind = self.config["kind"]
        here = os.path.dirname(self.config["zygote"])
        if kind == "pylint":
            # Configured with the pinned rcfile and primed on a file of its
            # own, the children's first lint costs what a warm worker's does.
            self.worker = self.bootstrap.load("toolsmith_pylint_worker", os.path.join(here, "pylint_worker.py"))
            with open(os.path.join(here, "placeholder.py"), "w", encoding="utf-8") as placeholder:
                placeholder.write('"""Warms pylint up."""\n')
            self.worker.lint({
                "id": 0,
                "cwd": here,
                "root": here,
                "path": "placeholder.py",
                "rcfile": os.path.join(here, "pylintrc"),
            })
            self.idle_work = [functools.partial(self.worker.build, name) for name in self.worker.COMMON_MODULES]
        elif kind == "pytest":
            self.bootstrap.import_pytest(entry_points=True)
        gc.collect()
        gc.freeze()  # what the children share stays shared: no collection writes to it

    def serve(self):
        # The control socket is fd 0; fd 0 becomes /dev/null so that no child
        # ever holds it past the closing of every other descriptor.
        # Its own report is written: closed now, it cannot be closed later
        # by a child's garbage collection, under a descriptor number the
        # child has given to a file of its own.
        self.bootstrap.REPORT.close()
        self.bootstrap.REPORT = None
        control = socket.socket(fileno=os.dup(0))
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        os.close(null)
        LIBC.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
        _name("zygote-" + self.config["kind"])
        signal.signal(signal.SIGCHLD, self.reap)
        self.preload()
        control.sendall(json.dumps({"ready": True, "pid": os.getpid()}).encode() + b"\n")
        pending, held = b"", []
        while True:
            while self.idle_work and len(self.places) > 1 and not select.select([control], [], [], 0)[0]:
                self.idle_work.pop(0)()
                gc.freeze()
            message, fds, _, _ = socket.recv_fds(control, 1 << 20, 4)
            if not message:
                return  # the Toolsmith process is gone: so are we, and our children
            # A line may come in parts; its descriptors come with the first.
            pending += message
            held += fds
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                answer = self.handle(json.loads(line), held, control)
                held = []
                control.sendall(json.dumps(answer).encode() + b"\n")

    def reap(self, *_):
        """Reaps every child that ended (run on SIGCHLD: a child's own
        child, orphaned by the middle process's death, comes to us too)."""
        while True:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            self.children.discard(pid)

    def handle(self, request, fds, control):
        # No reaping while a request is handled: a child's process id stays
        # its own until we know of it, or have said it is gone.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGCHLD})
        try:
            return self.answer(request, fds, control)
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGCHLD})

    def answer(self, request, fds, control):
        if "kill" in request:
            # Only a child not yet reaped: its process id cannot have been
            # reused. Its group holds the namespace's first process too.
            pid = request["kill"]
            if pid in self.children:
                os.killpg(pid, signal.SIGKILL)
            return {"killed": pid in self.children}
        try:
            if len(fds) != 4:
                return {"error": "a fork request needs four file descriptors"}
            sys.stdout.flush()
            sys.stderr.flush()
            parent = os.getpid()
            pid = os.fork()
            if pid == 0:
                control.detach()  # closed below with every other descriptor
                self.child(request["fork"], fds, parent)
            self.children.add(pid)
            self.places.add(request["fork"]["cwd"])
            return {"pid": pid}
        finally:
            for fd in fds:
                os.close(fd)

    def child(self, request, fds, zygote):
        """Never returns: confines itself, runs its mode, exits."""
        try:
            _die_with_parent(zygote)
            # Dumpable again, as a fresh process is: else /proc/self is
            # root's, and the namespaces' maps cannot be written.
            LIBC.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
            os.setsid()
            for number, fd in enumerate(fds):
                os.dup2(fd, number)  # the end's descriptor becomes 3
            os.closerange(4, os.sysconf("SC_OPEN_MAX"))
            for name in ("SIGCHLD", "SIGPIPE", "SIGTERM"):
                signal.signal(getattr(signal, name), signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGCHLD})
            os.environ.clear()
            os.environ.update(request["env"])
            if "tempfile" in sys.modules:
                sys.modules["tempfile"].tempdir = None  # TMPDIR is this child's now
            config = request["config"]
            sys.argv = ["-c", json.dumps(config)]
            _enter_namespaces()
            _name("forked")  # the middle process, for `ps`
            pid = os.fork()
            if pid:
                self.wait_for(pid)
            _die_with_parent()
            os.close(3)
            _name(config["mode"])
            report = open(config["report"], "a", buffering=1, encoding="utf-8")
            self.launcher.confine(config, report)
            os.chdir(request["cwd"])
            self.bootstrap.CONFIG, self.bootstrap.REPORT = config, report
            if config["mode"] == "pylint-worker":
                self.worker.serve()
            else:
                self.bootstrap.run_pytest()
            _finish(0)
        except SystemExit as exit:
            _finish(_exit_code(exit))
        except BaseException:
            traceback.print_exc()
            _finish(1)

    @staticmethod
    def wait_for(pid):
        """The middle process: holds nothing but the end's descriptor, waits
        for the namespace's first process, and tells how it ended."""
        null = os.open(os.devnull, os.O_RDWR)
        for number in (0, 1, 2):
            os.dup2(null, number)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status):
            end = {"signal": os.WTERMSIG(status)}
        else:
            end = {"exit_code": os.waitstatus_to_exitcode(status)}
        try:
            os.write(3, json.dumps(end).encode() + b"\n")
        finally:
            os._exit(0)


def serve(bootstrap, launcher, config):
    Zygote(bootstrap, launcher, config).serve()
