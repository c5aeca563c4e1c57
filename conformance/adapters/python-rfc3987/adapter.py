# python rfc3987 (Debian python3-rfc3987): one regular expression per rule of
# RFC 3986 and RFC 3987, written from their ABNF; match(string, rule) is None
# when the whole string does not match. Rule names have "_" for "-". Every
# rule it has is claimed; resolve(base, ref) for RFC 3986 §5.2. No offsets.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
harness = __import__("python-harness")
import rfc3987

# The rules of rfc3987's patterns, by the RFC's names (an IRI rule for RFC 3987, a URI rule for RFC 3986).
OWN = {name for name in rfc3987.patterns}


def rules_of(names):
    return [n for n in names if n.replace("-", "_") in OWN]


RFC3986 = ["URI", "hier-part", "URI-reference", "absolute-URI", "relative-ref", "relative-part", "scheme", "authority", "userinfo", "host", "port",
           "IP-literal", "IPvFuture", "IPv6address", "h16", "ls32", "IPv4address", "dec-octet", "reg-name", "path", "path-abempty", "path-absolute",
           "path-noscheme", "path-rootless", "path-empty", "segment", "segment-nz", "segment-nz-nc", "pchar", "query", "fragment", "pct-encoded",
           "unreserved", "reserved", "gen-delims", "sub-delims"]
RFC3987 = ["IRI", "ihier-part", "IRI-reference", "absolute-IRI", "irelative-ref", "irelative-part", "iauthority", "iuserinfo", "ihost", "ireg-name",
           "ipath", "ipath-abempty", "ipath-absolute", "ipath-noscheme", "ipath-rootless", "ipath-empty", "isegment", "isegment-nz", "isegment-nz-nc",
           "ipchar", "iquery", "ifragment", "iunreserved", "ucschar", "iprivate", "scheme", "port", "IP-literal", "IPvFuture", "IPv6address", "h16",
           "ls32", "IPv4address", "dec-octet", "pct-encoded", "unreserved", "reserved", "gen-delims", "sub-delims"]


def run(r):
    op = r["op"]
    if op == "valid":
        return {"valid": rfc3987.match(r["input"], rule=r["rule"].replace("-", "_")) is not None}
    if op == "resolve":
        return {"target": rfc3987.resolve(r["base"], r["ref"], strict=True)}
    return {"skipped": True, "reason": "%s is not claimed" % op}


harness.serve(
    {"name": "python rfc3987", "version": getattr(rfc3987, "__version__", "1.3.8"), "language": "python", "homepage": "https://github.com/dgerber/rfc3987"},
    {"ops": ["valid", "resolve"], "grammars": {"rfc3986": rules_of(RFC3986), "rfc3987": rules_of(RFC3987)}},
    run,
)
