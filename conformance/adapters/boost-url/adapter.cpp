// Boost.URL (C++): the conformance protocol's adapter (docs/conformance.md).
// Boost.URL has a function or a grammar rule for RFC 3986's rules:
// parse_uri_reference, parse_uri, parse_absolute_uri, parse_relative_ref,
// parse_authority, and ipv4_address_rule, ipv6_address_rule, query_rule with
// grammar::parse. Its errors are codes, with no position: no offsets.
// resolve (RFC 3986 §5.2), url::normalize (§6.2.2), == (which compares the
// normalized URLs) for the other operations.
//
//   c++ -std=c++17 -O1 -o adapter adapter.cpp -lboost_url
//
// The requests, flat JSON objects of strings and numbers, are read by the
// small reader below; a string's \u escapes become UTF-8 (a lone surrogate its
// generalized UTF-8 bytes).
#include <boost/url.hpp>
#include <boost/url/grammar/parse.hpp>
#include <boost/url/rfc/ipv4_address_rule.hpp>
#include <boost/url/rfc/ipv6_address_rule.hpp>
#include <boost/version.hpp>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>

namespace urls = boost::urls;

// ----- Reading a request -----

static void utf8(std::string &out, unsigned long c) {
  if (c < 0x80) out += char(c);
  else if (c < 0x800) { out += char(0xC0 | (c >> 6)); out += char(0x80 | (c & 63)); }
  else if (c < 0x10000) { out += char(0xE0 | (c >> 12)); out += char(0x80 | ((c >> 6) & 63)); out += char(0x80 | (c & 63)); }
  else { out += char(0xF0 | (c >> 18)); out += char(0x80 | ((c >> 12) & 63)); out += char(0x80 | ((c >> 6) & 63)); out += char(0x80 | (c & 63)); }
}

static bool readString(const std::string &s, size_t &i, std::string &out) {
  if (i >= s.size() || s[i] != '"') return false;
  for (i++; i < s.size() && s[i] != '"'; ) {
    char c = s[i++];
    if (c != '\\') { out += c; continue; }
    if (i >= s.size()) return false;
    char e = s[i++];
    switch (e) {
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'u': {
        if (i + 4 > s.size()) return false;
        unsigned long c1 = std::stoul(s.substr(i, 4), nullptr, 16);
        i += 4;
        if (c1 >= 0xD800 && c1 <= 0xDBFF && i + 6 <= s.size() && s[i] == '\\' && s[i + 1] == 'u') {
          unsigned long c2 = std::stoul(s.substr(i + 2, 4), nullptr, 16);
          if (c2 >= 0xDC00 && c2 <= 0xDFFF) { c1 = 0x10000 + ((c1 - 0xD800) << 10) + (c2 - 0xDC00); i += 6; }
        }
        utf8(out, c1);
        break;
      }
      default: out += e;
    }
  }
  if (i >= s.size()) return false;
  i++;
  return true;
}

static void space(const std::string &s, size_t &i) {
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) i++;
}

/** A flat JSON object: its values as strings (a number as its text). */
static bool readRequest(const std::string &s, std::map<std::string, std::string> &r) {
  size_t i = 0;
  space(s, i);
  if (i >= s.size() || s[i++] != '{') return false;
  space(s, i);
  if (i < s.size() && s[i] == '}') return true;
  for (;;) {
    space(s, i);
    std::string key, value;
    if (!readString(s, i, key)) return false;
    space(s, i);
    if (i >= s.size() || s[i++] != ':') return false;
    space(s, i);
    if (i < s.size() && s[i] == '"') {
      if (!readString(s, i, value)) return false;
    } else {
      size_t start = i;
      while (i < s.size() && s[i] != ',' && s[i] != '}') i++;
      value = s.substr(start, i - start);
    }
    r[key] = value;
    space(s, i);
    if (i >= s.size()) return false;
    char c = s[i++];
    if (c == '}') return true;
    if (c != ',') return false;
  }
}

// ----- Writing an answer -----

static std::string quote(boost::core::string_view s) {
  std::string out = "\"";
  for (char ch : s) {
    unsigned char c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') { out += '\\'; out += ch; }
    else if (c < 0x20) { char buf[8]; std::snprintf(buf, sizeof buf, "\\u%04x", c); out += buf; }
    else out += ch;
  }
  return out + "\"";
}

// ----- The operations -----

static bool valid(const std::string &rule, boost::core::string_view input) {
  if (rule == "URI-reference") return urls::parse_uri_reference(input).has_value();
  if (rule == "URI") return urls::parse_uri(input).has_value();
  if (rule == "absolute-URI") return urls::parse_absolute_uri(input).has_value();
  if (rule == "relative-ref") return urls::parse_relative_ref(input).has_value();
  if (rule == "authority") return urls::parse_authority(input).has_value();
  if (rule == "IPv4address") return urls::grammar::parse(input, urls::ipv4_address_rule).has_value();
  if (rule == "IPv6address") return urls::grammar::parse(input, urls::ipv6_address_rule).has_value();
  return false;
}

static std::string run(std::map<std::string, std::string> &r) {
  const std::string &op = r["op"];
  if (op == "valid") return std::string("\"valid\":") + (valid(r["rule"], r["input"]) ? "true" : "false");
  if (op == "resolve") {
    auto base = urls::parse_uri_reference(r["base"]);
    auto ref = urls::parse_uri_reference(r["ref"]);
    if (!base || !ref) return "\"target\":null,\"message\":\"the base or the reference does not parse\"";
    urls::url dest;
    auto done = urls::resolve(*base, *ref, dest);
    if (!done) return "\"target\":null,\"message\":" + quote(done.error().message());
    return "\"target\":" + quote(dest.buffer());
  }
  if (op == "normalize") {
    auto u = urls::parse_uri_reference(r["input"]);
    if (!u) return "\"output\":null,\"message\":\"the input does not parse\"";
    urls::url n(*u);
    n.normalize();
    return "\"output\":" + quote(n.buffer());
  }
  if (op == "equivalent") {
    auto a = urls::parse_uri_reference(r["a"]);
    auto b = urls::parse_uri_reference(r["b"]);
    if (!a || !b) return "\"equivalent\":null,\"message\":\"a or b does not parse\"";
    return std::string("\"equivalent\":") + (*a == *b ? "true" : "false");
  }
  return "\"skipped\":true,\"reason\":\"not claimed\"";
}

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    std::map<std::string, std::string> r;
    std::string answer;
    if (!readRequest(line, r)) {
      answer = "{\"errored\":true,\"message\":\"the request is not a flat JSON object\"}";
    } else if (r["cmd"] == "start") {
      answer = std::string("{\"ready\":true,\"version\":1,\"implementation\":{\"name\":\"Boost.URL\",\"version\":\"") + std::to_string(BOOST_VERSION / 100000) + "." +
               std::to_string(BOOST_VERSION / 100 % 1000) + "." + std::to_string(BOOST_VERSION % 100) +
               "\",\"language\":\"c++\",\"homepage\":\"https://www.boost.org/libs/url/\"},\"claims\":{\"ops\":[\"valid\",\"resolve\",\"normalize\",\"equivalent\"],"
               "\"grammars\":{\"rfc3986\":[\"URI-reference\",\"URI\",\"absolute-URI\",\"relative-ref\",\"authority\",\"IPv4address\",\"IPv6address\"]}}}";
    } else if (r["cmd"] == "stop") {
      break;
    } else if (r["cmd"] == "run") {
      try {
        answer = "{\"seq\":" + r["seq"] + "," + run(r) + "}";
      } catch (const std::exception &e) {
        answer = "{\"seq\":" + r["seq"] + ",\"errored\":true,\"message\":" + quote(e.what()) + "}";
      }
    } else {
      answer = "{\"seq\":" + r["seq"] + ",\"errored\":true,\"message\":\"unknown command\"}";
    }
    std::cout << answer << '\n';
    if (std::cin.rdbuf()->in_avail() <= 0) std::cout.flush();
  }
  std::cout.flush();
  return 0;
}
