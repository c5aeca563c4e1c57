# python urllib.parse (the standard library): urlsplit splits by RFC 3986
# Appendix B and validates almost nothing (it raises ValueError for a bad
# bracketed host or port only), scored as such: an input is accepted unless
# urlsplit raises; a scheme tells URI from relative-ref. urljoin(base, ref)
# for resolution (RFC 3986 §5.2 since Python 3.5). No offsets.
import os
import platform
import sys
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
harness = __import__("python-harness")


def valid(rule, text):
    try:
        parts = urllib.parse.urlsplit(text)
        parts.port  # a port that is not a number in 0-65535 raises here
    except ValueError:
        return False
    has_scheme = parts.scheme != "" and text[: len(parts.scheme) + 1].lower() == parts.scheme + ":"
    if rule == "URI":
        return has_scheme
    if rule == "absolute-URI":
        return has_scheme and "#" not in text
    if rule == "relative-ref":
        return not has_scheme
    return True


def run(r):
    op = r["op"]
    if op == "valid":
        return {"valid": valid(r["rule"], r["input"])}
    if op == "resolve":
        return {"target": urllib.parse.urljoin(r["base"], r["ref"])}
    return {"skipped": True, "reason": "%s is not claimed" % op}


harness.serve(
    {"name": "python urllib.parse", "version": platform.python_version(), "language": "python", "homepage": "https://docs.python.org/3/library/urllib.parse.html"},
    {"ops": ["valid", "resolve"], "grammars": {"rfc3986": ["URI-reference", "URI", "absolute-URI", "relative-ref"]}},
    run,
)
