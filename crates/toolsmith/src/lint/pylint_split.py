"""One file's pylint checks shared by two workers, on two cores: each
builds the file's tree and reads its pragmas, the partner runs the
heaviest checkers and the lead the rest, and the lead puts the partner's
messages where a single pass would have emitted them.

Every message is emitted at a position in pylint's order of work: raw
checkers, token checkers, the walk (a visit or leave event of a node, in
tree order, and the callback's place among that event's callbacks), the
suppression messages, then the checkers' close() in reverse. Both workers
walk the same tree in the same order, so a position names the same moment
in both, and sorting by it gives the single pass's order. The counts the
score is made of, and the suppressed messages pylint remembers for
`useless-suppression`, are replayed in that order too.

A failure on either side (a crash in a checker, a partner that died or
hung) abandons the share: the lead lints the file again in one pass, whose
answer (an `astroid-error` included) is pylint's. (Forking the lead
instead of asking a partner was measured slower: after a fork every page
either process writes is copied, and Python writes to every object it
touches.)"""

import hashlib

from pylint.constants import MSG_TYPES, MSG_TYPES_STATUS, MessageDisableReason
from pylint.reporters.json_reporter import JSON2Reporter

# The checkers the partner runs: measured per checker, about half of a
# file's checking time (on docutils' io.py variables takes 24%, typecheck
# 16%, refactoring 8%); the lead adds tokenizing and the raw and token
# checkers to the rest.
PARTNER_CHECKERS = frozenset({"variables", "typecheck", "refactoring"})

# Positions: (phase, place, callback); a message's key adds its sequence.
BEFORE, RAW, TOKEN, WALK, SUPPRESSION, CLOSE = range(6)


class Abandoned(BaseException):
    """The share cannot give the single pass's answer: lint in one pass.
    (A BaseException, so pylint's own crash handling lets it through.)"""


class _Recorder:
    """Where in pylint's order of work each message and each suppressed
    message of this worker was emitted."""

    def __init__(self, linter):
        self.position = (BEFORE, 0, 0)
        self.sequence = 0
        self.messages = []
        self.ignored = []
        self.prefix = len(linter.reporter.messages)
        file_state = linter.file_state
        self.ignored_before = {key: set(lines) for key, lines in file_state._ignored_msgs.items()}
        self.handle_ignored = file_state.handle_ignored_message
        handle_message = linter.reporter.handle_message

        def on_message(message):
            self.sequence += 1
            self.messages.append((self.position + (self.sequence,), message))
            handle_message(message)

        def on_ignored(*args):
            self.sequence += 1
            self.ignored.append((self.position + (self.sequence,), args))
            self.handle_ignored(*args)

        linter.reporter.handle_message = on_message
        file_state.handle_ignored_message = on_ignored


class Share:
    """This worker's side of a file's checks: the lead's or the partner's."""

    def __init__(self, linter, needed, partner):
        self.linter = linter
        self.needed = needed
        self.partner = partner
        self.recorder = _Recorder(linter)
        self.theirs = None

    def mine(self, checker):
        return (checker.name in PARTNER_CHECKERS) == self.partner

    def check(self, node, tokens, walker, rawcheckers, tokencheckers, events):
        """This side's raw, token and walk checks; a failure abandons."""
        recorder = self.recorder
        try:
            for index, checker in enumerate(rawcheckers):
                if self.mine(checker):
                    recorder.position = (RAW, index, 0)
                    checker.process_module(node)
            for index, checker in enumerate(tokencheckers):
                if self.mine(checker):
                    recorder.position = (TOKEN, index, 0)
                    checker.process_tokens(tokens)
            self._events = events[self.partner]
            self._event = 0
            self._walk(node, walker)
            with node.stream() as stream:
                digest = hashlib.sha256(stream.read()).hexdigest()
        except Exception as error:
            raise Abandoned(repr(error)) from error
        # Positions name the same moments on both sides only for the same
        # file, tokens and tree (it may have been rewritten in between).
        self.seen = [digest, len(tokens), self._event]

    def _walk(self, node, walker):
        """pylint's ASTWalker.walk with this side's callbacks, numbering
        every event so that both sides number them alike."""
        visits, leaves = self._events.get(node.__class__.__name__.lower(), ((), ()))
        if node.is_statement:
            walker.nbstatements += 1
        self._event += 1
        event = self._event
        for index, callback in visits:
            self.recorder.position = (WALK, event, index)
            callback(node)
        for child in node.get_children():
            self._walk(child, walker)
        self._event += 1
        event = self._event
        for index, callback in leaves:
            self.recorder.position = (WALK, event, index)
            callback(node)

    def close(self):
        """Closes this side's checkers where pylint closes them; the lead
        then puts the partner's messages into its report."""
        for index, checker in enumerate(reversed(self.needed)):
            if self.mine(checker):
                self.recorder.position = (CLOSE, index, 0)
                checker.close()
        if self.partner:
            return
        linter = self.linter
        theirs = [(tuple(key), JSON2Reporter.deserialize(m)) for key, m in self.theirs["messages"]]
        for _, message in theirs:
            _count(linter, message)
        keyed = sorted(self.recorder.messages + theirs, key=lambda pair: pair[0])
        reporter = linter.reporter
        del reporter.messages[self.recorder.prefix :]
        reporter.messages.extend(message for _, message in keyed)

    def found(self):
        """The partner's findings, as the lead takes them (JSON)."""
        # Not the suppression messages pylint made of the partner's part.
        def own(keyed):
            return [(key, found) for key, found in keyed if key[0] != SUPPRESSION]

        return {
            "seen": self.seen,
            "messages": [
                [key, JSON2Reporter.serialize(m)] for key, m in own(self.recorder.messages)
            ],
            "ignored": [
                [key, [None if scope is None else int(scope), msgid, line]]
                for key, (scope, msgid, line) in own(self.recorder.ignored)
            ],
        }

    def take(self, theirs):
        """The lead takes the partner's findings before pylint lists the
        file's suppressions: both sides' suppressed messages go into the
        file state in the single pass's order."""
        if not theirs or "messages" not in theirs:
            raise Abandoned((theirs or {}).get("failed", "no partner"))
        if theirs["seen"] != self.seen:
            raise Abandoned("the partner saw another file")
        self.theirs = theirs
        ignored = [
            (tuple(key), (None if scope is None else MessageDisableReason(scope), msgid, line))
            for key, (scope, msgid, line) in theirs["ignored"]
        ]
        file_state = self.linter.file_state
        file_state._ignored_msgs.clear()
        for key, lines in self.recorder.ignored_before.items():
            file_state._ignored_msgs[key] = set(lines)
        for _, args in sorted(self.recorder.ignored + ignored, key=lambda pair: pair[0]):
            self.recorder.handle_ignored(*args)


def _count(linter, message):
    """The counts pylint keeps of an emitted message (the score's inputs)."""
    category = MSG_TYPES[message.msg_id[0]]
    linter.msg_status |= MSG_TYPES_STATUS[message.msg_id[0]]
    linter.stats.increase_single_message_count(category, 1)
    linter.stats.increase_single_module_message_count(linter.current_name, category, 1)
    linter.stats.by_msg[message.symbol] = linter.stats.by_msg.get(message.symbol, 0) + 1


def walk_events(visit_events, leave_events):
    """Each side's callbacks per node class, each with its place in the
    single pass's list: (the lead's, the partner's)."""

    def side(partner):
        def own(callbacks):
            return tuple(
                (index, callback)
                for index, callback in enumerate(callbacks)
                if (callback.__self__.name in PARTNER_CHECKERS) == partner
            )

        classes = set(visit_events) | set(leave_events)
        return {
            cid: (own(visit_events.get(cid, ())), own(leave_events.get(cid, ())))
            for cid in classes
        }

    return side(False), side(True)
