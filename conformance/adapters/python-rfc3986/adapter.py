# python rfc3986 (Debian python3-rfc3986): uri_reference() splits by RFC 3986
# Appendix B's regular expression and is_valid() checks each component against
# the RFC's rules; require_scheme tells URI from relative-ref, a fragment
# absolute-URI from URI. resolve_with(base, strict=True) for §5.2,
# normalize() for §6.2.2, == (which compares normalized) for equivalence.
# No offsets.
import os
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
harness = __import__("python-harness")
import rfc3986

warnings.simplefilter("ignore")  # is_valid is deprecated in 1.x in favour of validators, and still what they share


def valid(rule, text):
    uri = rfc3986.uri_reference(text)
    if not uri.is_valid():
        return False
    if rule == "URI":
        return uri.scheme is not None
    if rule == "absolute-URI":
        return uri.scheme is not None and uri.fragment is None
    if rule == "relative-ref":
        return uri.scheme is None
    return True


def run(r):
    op = r["op"]
    if op == "valid":
        return {"valid": valid(r["rule"], r["input"])}
    if op == "resolve":
        return {"target": rfc3986.uri_reference(r["ref"]).resolve_with(r["base"], strict=True).unsplit()}
    if op == "normalize":
        return {"output": rfc3986.uri_reference(r["input"]).normalize().unsplit()}
    if op == "equivalent":
        return {"equivalent": rfc3986.uri_reference(r["a"]) == rfc3986.uri_reference(r["b"])}
    return {"skipped": True, "reason": "%s is not claimed" % op}


harness.serve(
    {"name": "python rfc3986", "version": rfc3986.__version__, "language": "python", "homepage": "https://github.com/python-hyper/rfc3986"},
    {"ops": ["valid", "resolve", "normalize", "equivalent"], "grammars": {"rfc3986": ["URI-reference", "URI", "absolute-URI", "relative-ref"]}},
    run,
)
