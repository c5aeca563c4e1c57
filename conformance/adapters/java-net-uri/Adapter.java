// java.net.URI: the conformance protocol's adapter (docs/conformance.md).
// java.net.URI implements RFC 2396 as amended by RFC 2732 (IPv6 literals),
// with deviations its documentation lists; scored against RFC 2396's rules
// (URI-reference, absoluteURI, relativeURI) and RFC 3986's (URI-reference,
// URI, absolute-URI, relative-ref). new URI(s) throws URISyntaxException with
// the index of the error (a char index: a UTF-16 offset). resolve(), normalize()
// (dot segments only, as its documentation says) and equals() for the other
// operations.
//
//   javac -d BUILD Adapter.java && java -cp BUILD Adapter
//
// Java has no JSON reader in its standard library: the requests, flat JSON
// objects of strings and numbers, are read by the small reader below.
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

public class Adapter {
  /** A flat JSON object: its string values, and its other values as their text. */
  static Map<String, String> read(String line) {
    Map<String, String> out = new HashMap<>();
    int[] at = {0};
    skip(line, at);
    expect(line, at, '{');
    skip(line, at);
    if (line.charAt(at[0]) == '}') return out;
    for (;;) {
      skip(line, at);
      String key = string(line, at);
      skip(line, at);
      expect(line, at, ':');
      skip(line, at);
      String value;
      if (line.charAt(at[0]) == '"') value = string(line, at);
      else {
        int start = at[0];
        while (at[0] < line.length() && ",}".indexOf(line.charAt(at[0])) < 0) at[0]++;
        value = line.substring(start, at[0]).trim();
      }
      out.put(key, value);
      skip(line, at);
      char c = line.charAt(at[0]++);
      if (c == '}') return out;
      if (c != ',') throw new IllegalArgumentException("expected , or } at " + (at[0] - 1));
    }
  }

  static void skip(String s, int[] at) {
    while (at[0] < s.length() && Character.isWhitespace(s.charAt(at[0]))) at[0]++;
  }

  static void expect(String s, int[] at, char c) {
    if (at[0] >= s.length() || s.charAt(at[0]) != c) throw new IllegalArgumentException("expected " + c + " at " + at[0]);
    at[0]++;
  }

  /** A JSON string; \\u escapes are UTF-16 code units, as Java's strings are (a lone surrogate stays one). */
  static String string(String s, int[] at) {
    expect(s, at, '"');
    StringBuilder b = new StringBuilder();
    for (;;) {
      char c = s.charAt(at[0]++);
      if (c == '"') return b.toString();
      if (c != '\\') {
        b.append(c);
        continue;
      }
      char e = s.charAt(at[0]++);
      switch (e) {
        case 'b': b.append('\b'); break;
        case 'f': b.append('\f'); break;
        case 'n': b.append('\n'); break;
        case 'r': b.append('\r'); break;
        case 't': b.append('\t'); break;
        case 'u': b.append((char) Integer.parseInt(s.substring(at[0], at[0] + 4), 16)); at[0] += 4; break;
        default: b.append(e);
      }
    }
  }

  static String quote(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20 || (c >= 0xD800 && c <= 0xDFFF)) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }

  /** The answer to a valid request: the rule by what new URI finds, or the error's index. */
  static String valid(String grammar, String rule, String input) {
    URI uri;
    try {
      uri = new URI(input);
    } catch (URISyntaxException e) {
      // The index is the reference's: for the narrower rules it need not be theirs.
      boolean reference = rule.equals("URI-reference");
      return "\"valid\":false" + (reference && e.getIndex() >= 0 ? ",\"offset\":" + e.getIndex() : "");
    }
    boolean scheme = uri.getScheme() != null;
    boolean fragment = uri.getRawFragment() != null;
    boolean ok;
    switch (rule) {
      case "URI": ok = scheme; break;
      case "absolute-URI": ok = scheme && !fragment; break;
      case "absoluteURI": ok = scheme && !fragment; break;
      case "relative-ref": case "relativeURI": ok = !scheme && !(rule.equals("relativeURI") && fragment); break;
      default: ok = true;
    }
    return "\"valid\":" + ok;
  }

  static String run(Map<String, String> r) {
    String op = r.get("op");
    try {
      switch (op) {
        case "valid":
          return valid(r.get("grammar"), r.get("rule"), r.get("input"));
        case "resolve":
          return "\"target\":" + quote(new URI(r.get("base")).resolve(new URI(r.get("ref"))).toString());
        case "normalize":
          return "\"output\":" + quote(new URI(r.get("input")).normalize().toString());
        case "equivalent":
          return "\"equivalent\":" + new URI(r.get("a")).equals(new URI(r.get("b")));
        default:
          return "\"skipped\":true,\"reason\":" + quote(op + " is not claimed");
      }
    } catch (URISyntaxException e) {
      String key = op.equals("resolve") ? "target" : op.equals("normalize") ? "output" : "equivalent";
      return "\"" + key + "\":null,\"message\":" + quote(e.getMessage());
    }
  }

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (line.trim().isEmpty()) continue;
      String answer;
      try {
        Map<String, String> r = read(line);
        String cmd = r.get("cmd");
        if ("start".equals(cmd)) {
          answer = "{\"ready\":true,\"version\":1,\"implementation\":{\"name\":\"java.net.URI\",\"version\":" + quote(System.getProperty("java.version"))
              + ",\"language\":\"java\",\"homepage\":\"https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/net/URI.html\"},"
              + "\"claims\":{\"ops\":[\"valid\",\"resolve\",\"normalize\",\"equivalent\"],\"grammars\":{"
              + "\"rfc3986\":[\"URI-reference\",\"URI\",\"absolute-URI\",\"relative-ref\"],\"rfc2396\":[\"URI-reference\",\"absoluteURI\",\"relativeURI\"]}}}";
        } else if ("stop".equals(cmd)) {
          break;
        } else if ("run".equals(cmd)) {
          String body;
          try {
            body = run(r);
          } catch (RuntimeException e) {
            body = "\"errored\":true,\"message\":" + quote(e.toString());
          }
          answer = "{\"seq\":" + r.get("seq") + "," + body + "}";
        } else {
          answer = "{\"seq\":" + r.get("seq") + ",\"errored\":true,\"message\":\"unknown command\"}";
        }
      } catch (RuntimeException e) {
        answer = "{\"errored\":true,\"message\":" + quote("the request is not a flat JSON object: " + e) + "}";
      }
      out.write(answer);
      out.newLine();
      if (!in.ready()) out.flush();
    }
    out.flush();
  }
}
