# The protocol loop the Python adapters share (docs/conformance.md): one JSON
# request a line on standard input, one JSON answer a line on standard
# output. serve() answers `start` with the implementation and its claims,
# each `run` with what run(request) returns (an exception it raises is the
# case's `errored` answer), and ends on `stop`. A UTF-16 offset is what the
# suite counts: offset16() converts a code point index.
import json
import sys
import traceback


def offset16(text, index):
    """The UTF-16 length of text[:index] (a character above U+FFFF is two code units)."""
    return index + sum(1 for c in text[:index] if ord(c) > 0xFFFF)


def serve(implementation, claims, run):
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError as e:
            answer = {"errored": True, "message": "the request is not JSON: %s" % e}
        else:
            cmd = request.get("cmd")
            if cmd == "start":
                answer = {"ready": True, "version": 1, "implementation": implementation, "claims": claims}
            elif cmd == "stop":
                return
            elif cmd != "run":
                answer = {"seq": request.get("seq"), "errored": True, "message": "unknown command %r" % cmd}
            else:
                try:
                    answer = dict(run(request))
                except Exception as e:  # the implementation's exception: this case's `errored`
                    answer = {"errored": True, "message": "%s: %s" % (type(e).__name__, e), "context": traceback.format_exc(limit=3)}
                answer = {"seq": request["seq"], **answer}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
