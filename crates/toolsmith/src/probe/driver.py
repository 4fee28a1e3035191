"""Toolsmith's probe, second half: run what the code itself gives, and keep
only what is evidence.

Run by the bootstrap, confined, with the project read-only. Each call runs in
a forked child (its own session, output to /dev/null, stdin closed, a lower
memory limit) under a short time limit that starts once its module is
imported; a child over it is killed with its whole group. The parent never
imports the project. One JSON line per finding goes to the report, then the
counts.
"""

import doctest
import importlib
import json
import linecache
import os
import resource
import runpy
import select
import signal
import sys
import time
import traceback

# Never findings: the world outside (files, the network, stdin), a missing
# package, a stub, an exit, or the probe's own limits.
NOT_EVIDENCE = (OSError, EOFError, ImportError, KeyboardInterrupt, SystemExit, GeneratorExit, NotImplementedError, Warning)
SOURCES = {"main": "main block", "call": "call site"}
CHILD_MEMORY = 2 << 30
IMPORT_LIMIT = 20.0
CONFIRM = 4
INT_NAMES = {
    "n", "m", "k", "i", "j", "count", "num", "number", "size", "length", "limit", "times", "steps",
    "depth", "level", "width", "height", "rows", "cols", "columns", "index", "start", "stop", "end",
    "low", "high", "lo", "hi", "x", "y", "a", "b", "amount", "total", "places", "digits", "base",
    "exponent", "exp", "power", "year", "month", "day", "seconds", "minutes", "hours",
}
LIST_NAMES = {
    "items", "xs", "ys", "values", "nums", "numbers", "lst", "arr", "array", "data", "seq",
    "sequence", "elements", "collection", "scores", "prices", "weights", "vector",
}
STR_NAMES = {
    "s", "text", "string", "word", "sentence", "line", "message", "msg", "char", "prefix",
    "suffix", "sub", "substring", "name", "label", "word1", "word2", "s1", "s2",
}
VALUES = {
    "int": ["1", "2", "3"],
    "float": ["1.0", "2.0", "3.0"],
    "str": ["'a'", "'ab'", "'abc'"],
    "list": ["[1]", "[2, 1]", "[3, 1, 2]"],
    "list_str": ["['a']", "['b', 'a']", "['c', 'a', 'b']"],
    "bool": ["True", "False", "True"],
}


def main(report, config, analysis):
    probe = Probe(report, config, analysis)
    probe.plan()
    probe.run()
    report.write(json.dumps({
        "event": "counts",
        "calls_run": probe.run_count,
        "calls_skipped": probe.skipped,
        "modules": len(probe.project.modules),
        "modules_skipped": probe.modules_skipped,
        "reasons": probe.reasons,
        "out_of_time": probe.out_of_time,
        "ran": probe.ran,
    }) + "\n")


class Job:
    def __init__(self, kind, module, call, origin, **extra):
        self.kind = kind  # import, doctest, main, call, signature
        self.module = module
        self.call = call  # Python text of what is run
        self.origin = origin
        self.extra = extra


class Probe:
    def __init__(self, report, config, analysis):
        self.report = report
        self.root = os.path.realpath(config["root"])
        self.scratch = config["scratch"]
        self.limit = float(config["timeout"])
        self.max_calls = int(config["max_calls"])
        self.deadline = time.monotonic() + float(config["budget"])
        self.parallel = max(1, min(int(config.get("parallel") or 2), os.cpu_count() or 1))
        self.only = config.get("only")  # one file of the directory, when a file is probed
        # Repair re-runs only the calls of the findings it answers, each hang
        # taken at once (an edit that still hangs is simply not the fix).
        self.calls = {tuple(c) for c in config["calls"]} if config.get("calls") else None
        self.confirm = config.get("confirm", True)
        self.ran = []  # the calls run to the end, named as findings name them (with `calls` only)
        sys.path.insert(0, self.root)
        self.project = analysis.Project(self.root)
        self.jobs = []
        self.skipped = 0
        self.reasons = {}
        self.modules_skipped = 0
        self.run_count = 0
        self.out_of_time = False
        self.seen = set()
        self.groups = {}

    def skip(self, reason, count=1):
        self.skipped += count
        self.reasons[reason] = self.reasons.get(reason, 0) + count

    # What to run.

    def plan(self):
        imports, later = [], []
        for module in self.project.modules.values():
            if self.only and module.relative != self.only:
                continue
            if not module.safe:
                self.modules_skipped += 1
                self.skip("module does I/O or loops at import", len(module.docstrings) + len(module.main))
                continue
            imports.append(Job("import", module.name, "import " + module.name, module.relative))
            for qualname, line in module.docstrings:
                target = module.functions.get(qualname)
                pure = module.pure if not qualname else (
                    target.pure_enough() if target else all(module.functions[m].pure_enough() for m in module.classes.get(qualname, []))
                )
                if not pure:
                    self.skip("doctest of code that does I/O or keeps state")
                    continue
                name = module.name + ("." + qualname if qualname else "")
                later.append(Job("doctest", module.name, "doctest of " + name, "%s:%d" % (module.relative, line), name=name))
            if module.main:
                if module.pure:
                    later.append(Job("main", module.name, "python -m " + module.name, "%s:%d" % (module.relative, module.main[0].lineno)))
                else:
                    self.skip("__main__ block of a module that does I/O")
        for module_name, qualname, arguments, origin in self.project.literal_calls():
            function = self.project.modules[module_name].functions[qualname]
            if self.only and self.project.modules[module_name].relative != self.only:
                continue
            if not self.project.modules[module_name].safe or not function.pure_enough() or function.generator:
                self.skip("call of a function that does I/O or keeps state")
                continue
            later.append(Job("call", module_name, "%s(%s)" % (qualname, arguments), origin, function=qualname, arguments=arguments))
        for module in self.project.modules.values():
            if not module.safe or (self.only and module.relative != self.only):
                continue
            for qualname, function in module.functions.items():
                if "." in qualname or qualname.startswith("test") or not function.pure_enough() or function.decorated or function.generator:
                    continue
                combos, bare = signature_inputs(function.node)
                if not combos:
                    continue
                self.groups[(module.name, qualname)] = {"pending": combos[1:], "results": [], "bare": bare}
                later.append(self.signature_job(module, qualname, combos[0]))
        if self.calls is not None:
            later = [j for j in later if (source_of(j), self.project.modules[j.module].relative, j.call) in self.calls]
        self.jobs = (imports, later)

    def signature_job(self, module, qualname, arguments):
        return Job(
            "signature", module.name, "%s(%s)" % (qualname, arguments),
            "%s:%d" % (module.relative, module.functions[qualname].node.lineno),
            function=qualname, arguments=arguments, bare=self.groups[(module.name, qualname)]["bare"],
        )

    # Running it.

    def run(self):
        """The imports first (a module that fails to import is not probed),
        then the rest."""
        imported = {}
        imports, later = self.jobs
        self.run_all(list(imports), imported)
        self.warm(imported)
        self.run_all(list(later), imported)

    def warm(self, imported):
        """Imports, in this process, the modules a child imported cleanly,
        so that each call's child starts with them (their top level does no
        I/O, or they would not be here); a module that fails here is simply
        imported again by each child."""
        for name in sorted(n for n, ok in imported.items() if ok):
            signal.signal(signal.SIGALRM, on_alarm)
            signal.setitimer(signal.ITIMER_REAL, IMPORT_LIMIT)
            try:
                importlib.import_module(name)
            except BaseException:
                sys.modules.pop(name, None)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)

    def run_all(self, queue, imported):
        running = {}
        while queue or running:
            while queue and len(running) < self.parallel:
                job = queue.pop(0)
                if job.kind != "import" and not imported.get(job.module):
                    self.skip("module does not import")
                    continue
                if time.monotonic() > self.deadline or (job.kind != "import" and self.run_count >= self.max_calls):
                    self.out_of_time = self.out_of_time or time.monotonic() > self.deadline
                    self.skip("over the call limit or the time budget", 1 + len(queue))
                    queue = []
                    break
                if job.kind != "import":
                    self.run_count += 1
                running[self.start(job)] = job
            if not running:
                break
            done = self.wait(running)
            for child, outcome in done:
                job = running.pop(child.fd)
                os.close(child.fd)
                if self.calls is not None:
                    self.ran.append([source_of(job), self.project.modules[job.module].relative, job.call])
                if job.kind == "import":
                    imported[job.module] = outcome.get("ready", False) and "exception" not in outcome
                    if outcome.get("ready") is False and "exception" in outcome:
                        self.judge(job, outcome)
                    continue
                follow = self.judge(job, outcome)
                if follow:
                    queue.insert(0, follow)

    def start(self, job):
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read)
            code = 0
            try:
                child(job, write, self)
            except BaseException:
                code = 1
            os._exit(code)
        os.close(write)
        os.set_blocking(read, False)
        handle = Child(pid, read, self.limit * (CONFIRM if job.extra.get("confirm") else 1))
        self.children = getattr(self, "children", {})
        self.children[read] = handle
        return read

    def wait(self, running):
        """Reads the children's pipes until one ends or runs out of time."""
        children = [self.children[fd] for fd in running]
        now = time.monotonic()
        wake = min(c.deadline() for c in children)
        readable, _, _ = select.select([c.fd for c in children], [], [], max(0.0, wake - now))
        done = []
        for c in children:
            if c.fd in readable:
                c.drain()
            if c.closed:
                os.waitpid(c.pid, 0)
                done.append((c, c.outcome()))
            elif time.monotonic() >= c.deadline():
                kill(c.pid)
                outcome = c.outcome()
                outcome["timeout"] = True
                done.append((c, outcome))
        for c, _ in done:
            del self.children[c.fd]
        return done

    # What counts.

    def judge(self, job, outcome):
        """Records a finding if the outcome is evidence; for a signature's
        inputs, says which input to try next."""
        finding = None
        if outcome.get("timeout") and outcome.get("ready"):
            if job.kind != "signature" and not job.extra.get("confirm") and self.confirm:
                # A call the code itself makes may just be slow: a hang is
                # one that runs on CONFIRM times as long.
                return Job(job.kind, job.module, job.call, job.origin, confirm=True, **job.extra)
            finding = {"kind": "hang", "seconds": self.limit * (CONFIRM if job.extra.get("confirm") else 1)}
            if outcome.get("at"):
                finding["example"] = outcome["at"]
            if outcome.get("stack"):
                finding["traceback"] = outcome["stack"]
        elif outcome.get("failure"):
            finding = self.doctest_finding(outcome["failure"])
        elif "exception" in outcome:
            exception = outcome["exception"]
            if self.is_evidence(exception, job):
                finding = {"kind": "crash", "exception": exception["type"], "message": exception["message"],
                           "raised_at": exception["where"], "traceback": exception["traceback"]}
        if job.kind == "signature":
            return self.next_input(job, finding, outcome)
        if finding:
            self.emit(job, finding)
        return None

    def next_input(self, job, finding, outcome):
        """A generated input counts only if every input tried hangs or
        recurses without end (a function may rightly never return on an
        input it was not meant for, and return on the next), and a hang only
        if it hangs again on CONFIRM times the limit."""
        if job.extra.get("confirm"):
            if finding:
                self.emit(job, finding)
            return None
        group = self.groups[(job.module, job.extra["function"])]
        if not finding:
            return None
        group["results"].append((job, finding))
        if group["pending"]:
            module = self.project.modules[job.module]
            return self.signature_job(module, job.extra["function"], group["pending"].pop(0))
        first_job, first = group["results"][0]
        if first["kind"] == "hang" and self.confirm:
            return Job(first_job.kind, first_job.module, first_job.call, first_job.origin, confirm=True, **first_job.extra)
        self.emit(first_job, first)
        return None

    def is_evidence(self, exception, job):
        if exception["not_evidence"] or not exception["in_project"]:
            return False
        if job.kind == "signature" and not job.extra.get("bare"):
            return exception["type"] == "RecursionError"
        if exception["raise_at_entry"]:
            return False
        # The main block's own assert is a check the code makes; a
        # function's, a precondition the input did not meet.
        return not (exception["assert_at_entry"] and job.kind != "main")

    def doctest_finding(self, failure):
        if "exception" in failure:
            exception = failure["exception"]
            # The docstring says what should come out: an exception raised
            # on purpose is as much a mismatch as any other.
            if exception["not_evidence"] or not exception["in_project"]:
                return None
            got = "%s: %s" % (exception["type"], exception["message"])
            return {"kind": "doctest", "example": failure["source"], "expected": failure["want"], "got": got,
                    "exception": exception["type"], "raised_at": exception["where"], "traceback": exception["traceback"]}
        want, got = failure["want"], failure["got"]
        # Addresses and the order of a set's items differ from run to run.
        if " at 0x" in want or " at 0x" in got or same_set(want, got):
            return None
        return {"kind": "doctest", "example": failure["source"], "expected": want, "got": got}

    def emit(self, job, finding):
        key = (finding["kind"], job.module, job.call)
        if key in self.seen:
            return
        self.seen.add(key)
        module = self.project.modules[job.module]
        finding.update({
            "call": job.call, "source": source_of(job), "origin": job.origin,
            "module": job.module, "file": module.relative,
        })
        for name in ("function", "arguments", "name"):
            if name in job.extra:
                finding[name] = job.extra[name]
        self.report.write(json.dumps({"event": "finding", "finding": finding}) + "\n")


def source_of(job):
    if job.kind == "signature" and job.extra.get("bare"):
        # A function that takes no argument has one input, every caller's.
        return "no arguments"
    return SOURCES.get(job.kind, job.kind)


def same_set(want, got):
    """Two reprs of one set (or dict), their items in another order."""
    want, got = want.strip(), got.strip()
    if not (want.startswith(("{", "frozenset(")) and got.startswith(("{", "frozenset("))):
        return False
    try:
        import ast

        return ast.literal_eval(want) == ast.literal_eval(got)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return sorted(want.replace(",", " ").split()) == sorted(got.replace(",", " ").split())


class Child:
    def __init__(self, pid, fd, limit):
        self.pid, self.fd, self.limit = pid, fd, limit
        self.started = time.monotonic()
        self.ready_at = None
        self.buffer = b""
        self.closed = False

    def deadline(self):
        if self.ready_at is None:
            return self.started + IMPORT_LIMIT
        return self.ready_at + self.limit

    def drain(self):
        while True:
            try:
                chunk = os.read(self.fd, 65536)
            except BlockingIOError:
                return
            if not chunk:
                self.closed = True
                return
            if self.ready_at is None and b'"ready"' in self.buffer + chunk:
                self.ready_at = time.monotonic()
            self.buffer += chunk

    def outcome(self):
        outcome = {}
        for line in self.buffer.decode("utf-8", "replace").splitlines():
            try:
                outcome.update(json.loads(line))
            except ValueError:
                pass
        return outcome


class Alarm(Exception):
    pass


def on_alarm(signum, frame):
    raise Alarm()


def kill(pid):
    for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
        try:
            target()
        except OSError:
            pass
    os.waitpid(pid, 0)


# Inside the child.

def child(job, fd, probe):
    os.setsid()
    null = os.open(os.devnull, os.O_RDWR)
    for stream in (0, 1, 2):
        os.dup2(null, stream)
    limit = min(CHILD_MEMORY, resource.getrlimit(resource.RLIMIT_AS)[1] % (1 << 62) or CHILD_MEMORY)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):
        pass
    os.chdir(probe.scratch)
    out = os.fdopen(fd, "w", buffering=1)

    def send(**message):
        out.write(json.dumps(message) + "\n")

    module = None
    if job.kind != "main":
        try:
            module = importlib.import_module(job.module)
        except BaseException as error:  # the module's own top level failed
            send(ready=False, exception=describe(error, probe.root))
            return
    send(ready=True)
    if job.kind != "import":
        # Where a hang is running, for repair to look at: the stack shortly
        # before the parent's limit kills the child.
        limit = probe.limit * (CONFIRM if job.extra.get("confirm") else 1)

        def where(signum, frame):
            try:
                frames = traceback.extract_stack(frame)
                send(stack=project_frames(frames, probe.root) or None)
            except BaseException:
                pass

        signal.signal(signal.SIGALRM, where)
        signal.setitimer(signal.ITIMER_REAL, limit * 0.8)
    try:
        if job.kind == "import":
            pass
        elif job.kind == "main":
            sys.argv = [os.path.join(probe.root, probe.project.modules[job.module].relative)]
            runpy.run_module(job.module, run_name="__main__", alter_sys=True)
        elif job.kind == "doctest":
            failure = run_doctest(module, job.extra["name"], probe.root, send)
            if failure:
                send(failure=failure)
        else:
            function = module
            for part in job.extra["function"].split("."):
                function = getattr(function, part)
            eval("__probe_function(%s)" % job.extra["arguments"], {"__probe_function": function})
    except BaseException as error:
        send(exception=describe(error, probe.root))


def run_doctest(module, name, root, send):
    finder = doctest.DocTestFinder(exclude_empty=True)
    tests = [t for t in finder.find(module, module.__name__) if t.name == name]
    failures = []

    class Runner(doctest.DocTestRunner):
        def report_start(self, out, test, example):
            send(at=example.source.strip())

        def report_failure(self, out, test, example, got):
            failures.append({"source": example.source.strip(), "want": example.want, "got": got})

        def report_unexpected_exception(self, out, test, example, exc_info):
            failures.append({"source": example.source.strip(), "want": example.want,
                             "exception": describe(exc_info[1], root)})

    runner = Runner(verbose=True, optionflags=0)
    for test in tests:
        runner.run(test, out=lambda text: None)
    return failures[0] if failures else None


def describe(error, root):
    """An exception as the parent judges it: where it was raised (the
    innermost frame), whether that is the project's code, and whether a
    `raise` or `assert` statement put it there on purpose."""
    frames = traceback.extract_tb(error.__traceback__)
    innermost = frames[-1] if frames else None
    filename = os.path.realpath(innermost.filename) if innermost else ""
    in_project = filename.startswith(root + os.sep)
    line = linecache.getline(innermost.filename, innermost.lineno).strip() if innermost else ""
    ours = [f for f in frames if os.path.realpath(f.filename).startswith(root + os.sep)]
    # Raised or asserted by the very function called (or the main block's own
    # line): it refuses that input on purpose. Deeper, the project's own code
    # gave a helper what the helper refuses.
    at_entry = len(ours) == 1 and in_project
    lines = project_frames(frames, root) or frames_text(frames[-3:], root)
    return {
        "type": type(error).__name__,
        "message": str(error)[:500],
        "in_project": in_project,
        "raise_at_entry": at_entry and line.startswith("raise"),
        "assert_at_entry": at_entry and line.startswith("assert"),
        "not_evidence": isinstance(error, NOT_EVIDENCE),
        "frame": innermost.name if innermost else "",
        "where": "%s:%d" % (os.path.relpath(filename, root), innermost.lineno) if in_project else "",
        "traceback": lines,
    }


def project_frames(frames, root):
    """The frames in the project's code as text, innermost last."""
    return frames_text([f for f in frames if os.path.realpath(f.filename).startswith(root + os.sep)], root)


def frames_text(shown, root):
    lines = []
    for f in shown[-8:]:
        line = "  %s:%d in %s: %s" % (os.path.relpath(f.filename, root), f.lineno, f.name, (f.line or "").strip())
        if not lines or lines[-1] != line:  # a recursion's frames, once
            lines.append(line)
    return "\n".join(lines)[:2000]


# Inputs made from a signature.

def signature_inputs(node):
    """A few small inputs for each required parameter, from its annotation,
    its name or its default; none when any parameter's kind is unknown."""
    arguments = node.args
    positional = arguments.posonlyargs + arguments.args
    required = positional[: len(positional) - len(arguments.defaults)]
    required_keywords = [a for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is None]
    kinds = []
    for parameter in required + required_keywords:
        kind = kind_of(parameter)
        if kind is None:
            return [], False
        kinds.append((parameter, kind))
    if not kinds:
        # No parameter at all: one input, every caller's. Defaults or
        # *args alone: the call with none is still a made-up one.
        bare = not (positional or arguments.kwonlyargs or arguments.vararg or arguments.kwarg)
        return ([], False) if node.name in ("main", "run") else ([""], bare)
    combos = []
    for k in range(3):
        combos.append(render(kinds, required, lambda kind, i: VALUES[kind][k]))
    ints = [p for p, kind in kinds if kind == "int"]
    if len(ints) >= 2:
        order = {p.arg: str(i + 1) for i, p in enumerate(ints)}
        combos.insert(1, render(kinds, required, lambda kind, i: order.get(i, VALUES[kind][1])))
    unique = []
    for combo in combos:
        if combo not in unique:
            unique.append(combo)
    return unique, False


def render(kinds, required, value):
    parts = []
    positional = {p.arg for p in required}
    for parameter, kind in kinds:
        text = value(kind, parameter.arg)
        parts.append(text if parameter.arg in positional else "%s=%s" % (parameter.arg, text))
    return ", ".join(parts)


def kind_of(parameter):
    annotation = parameter.annotation
    if annotation is not None:
        import ast

        text = ast.unparse(annotation).replace("typing.", "").replace(" ", "")
        text = text.replace("Optional[", "").rstrip("]") if text.startswith("Optional[") else text
        if text in ("int", "float", "str", "bool"):
            return text
        if text in ("list[int]", "List[int]", "Sequence[int]", "Iterable[int]", "list[float]", "List[float]", "Sequence[float]", "list"):
            return "list"
        if text in ("list[str]", "List[str]", "Sequence[str]", "Iterable[str]"):
            return "list_str"
        return None
    name = parameter.arg.lower()
    if name in INT_NAMES:
        return "int"
    if name in LIST_NAMES:
        return "list"
    if name in STR_NAMES:
        return "str"
    return None
