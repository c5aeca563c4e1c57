// Go's net/url: the conformance protocol's adapter (docs/conformance.md).
// url.Parse reads a URL "in the form of RFC 3986" with Go's own leniency,
// scored as such: an input is accepted when Parse returns no error; its
// Scheme tells URI from relative-ref, a "#" absolute-URI from URI.
// ResolveReference for RFC 3986 §5.2. No offsets: its errors carry none.
// encoding/json reads a lone surrogate as U+FFFD, so such an input is taken
// from inputHex.
package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"runtime"
	"strings"
)

type request struct {
	Cmd      string  `json:"cmd"`
	Seq      float64 `json:"seq"`
	Op       string  `json:"op"`
	Rule     string  `json:"rule"`
	Input    string  `json:"input"`
	InputHex string  `json:"inputHex"`
	Base     string  `json:"base"`
	Ref      string  `json:"ref"`
}

func valid(rule, input string) bool {
	u, err := url.Parse(input)
	if err != nil {
		return false
	}
	switch rule {
	case "URI":
		return u.Scheme != ""
	case "absolute-URI":
		return u.Scheme != "" && !strings.Contains(input, "#")
	case "relative-ref":
		return u.Scheme == ""
	}
	return true
}

func run(r request) map[string]interface{} {
	switch r.Op {
	case "valid":
		input := r.Input
		if r.InputHex != "" {
			if b, err := hex.DecodeString(r.InputHex); err == nil {
				input = string(b)
			}
		}
		return map[string]interface{}{"valid": valid(r.Rule, input)}
	case "resolve":
		base, err := url.Parse(r.Base)
		if err != nil {
			return map[string]interface{}{"target": nil, "message": err.Error()}
		}
		ref, err := url.Parse(r.Ref)
		if err != nil {
			return map[string]interface{}{"target": nil, "message": err.Error()}
		}
		return map[string]interface{}{"target": base.ResolveReference(ref).String()}
	}
	return map[string]interface{}{"skipped": true, "reason": r.Op + " is not claimed"}
}

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for {
		line, err := in.ReadString('\n')
		if strings.TrimSpace(line) != "" {
			var r request
			var answer map[string]interface{}
			if e := json.Unmarshal([]byte(line), &r); e != nil {
				answer = map[string]interface{}{"errored": true, "message": "the request is not JSON: " + e.Error()}
			} else if r.Cmd == "start" {
				answer = map[string]interface{}{
					"ready": true, "version": 1,
					"implementation": map[string]interface{}{"name": "go net/url", "version": strings.TrimPrefix(runtime.Version(), "go"), "language": "go", "homepage": "https://pkg.go.dev/net/url"},
					"claims": map[string]interface{}{"ops": []string{"valid", "resolve"}, "grammars": map[string][]string{"rfc3986": {"URI-reference", "URI", "absolute-URI", "relative-ref"}}},
				}
			} else if r.Cmd == "stop" {
				out.Flush()
				return
			} else {
				answer = run(r)
				answer["seq"] = r.Seq
			}
			if e := enc.Encode(answer); e != nil {
				fmt.Fprintln(os.Stderr, e)
			}
			if in.Buffered() == 0 {
				out.Flush()
			}
		}
		if err != nil {
			out.Flush()
			return
		}
	}
}
