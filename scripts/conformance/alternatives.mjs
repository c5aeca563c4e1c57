// The ABNF alternatives of a rule (RFC 5234 §3.2) and, for each, the shortest
// string whose derivation goes through it: the cases that take every
// alternative of a rule and of the rules it refers to. Over the syntax trees
// of scripts/dfa.mjs `readGrammar` (alt, cat, rep, ref, set, range, empty).
// test/proof/conformance-suite.test.ts counts the same alternatives with the
// independent ABNF matcher (test/support/abnf.ts) and checks that the suite
// takes each of them.

const PREFERRED = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The code point of [lo, hi] a case prefers: a lower-case letter or digit, é, else the first. */
function pick(lo, hi) {
  for (const c of PREFERRED) {
    const u = c.charCodeAt(0);
    if (u >= lo && u <= hi) return u;
  }
  if (lo <= 0xe9 && 0xe9 <= hi) return 0xe9;
  return lo;
}

/** A grammar's alternatives and the shortest strings through them. */
export function alternativesOf(rules) {
  const shortestMemo = new Map();
  const ruleNode = (name) => {
    const r = rules.get(name.toLowerCase());
    if (!r) throw new Error(`ABNF: rule ${name} is not defined`);
    return r.node;
  };

  /** The shortest string of a node's language (the first alternative among equals). */
  function shortest(node) {
    if (shortestMemo.has(node)) return shortestMemo.get(node);
    let out;
    switch (node.t) {
      case 'set':
        out = String.fromCodePoint(pickIn(node.ranges));
        break;
      case 'range':
        out = String.fromCodePoint(pick(node.lo, node.hi));
        break;
      case 'empty':
        out = '';
        break;
      case 'cat':
        out = node.items.map(shortest).join('');
        break;
      case 'alt':
        out = node.items.map(shortest).reduce((a, b) => (b.length < a.length ? b : a));
        break;
      case 'rep':
        out = node.max === 0 ? '' : shortest(node.item).repeat(node.min);
        break;
      case 'ref':
        out = shortest(ruleNode(node.name));
        break;
      default:
        throw new Error(`no string of an ABNF ${node.t}`);
    }
    shortestMemo.set(node, out);
    return out;
  }

  /** Whether a derivation of the node can go through `target` (an alt node and an index). */
  const reachMemo = new Map();
  function reaches(node, target) {
    const key = node;
    let memo = reachMemo.get(target.node);
    if (!memo) reachMemo.set(target.node, (memo = new Map()));
    if (memo.has(key)) return memo.get(key);
    memo.set(key, false); // the grammars are not recursive; this guards the walk anyway
    let r;
    switch (node.t) {
      case 'alt':
        r = node === target.node || node.items.some((n) => reaches(n, target));
        break;
      case 'cat':
        r = node.items.some((n) => reaches(n, target));
        break;
      case 'rep':
        r = node.max > 0 && reaches(node.item, target);
        break;
      case 'ref':
        r = reaches(ruleNode(node.name), target);
        break;
      default:
        r = false;
    }
    memo.set(key, r);
    return r;
  }

  /** The shortest string of the node whose derivation goes through `target` (the node must reach it). */
  function through(node, target) {
    switch (node.t) {
      case 'alt': {
        if (node === target.node) return shortest(node.items[target.index]);
        const options = node.items.filter((n) => reaches(n, target)).map((n) => through(n, target));
        return options.reduce((a, b) => (b.length < a.length ? b : a));
      }
      case 'cat': {
        // The item that goes through the target: the one giving the shortest whole.
        let best = null;
        node.items.forEach((item, i) => {
          if (!reaches(item, target)) return;
          const s = node.items.map((n, j) => (j === i ? through(n, target) : shortest(n))).join('');
          if (best === null || s.length < best.length) best = s;
        });
        return best;
      }
      case 'rep': {
        const n = Math.max(node.min, 1);
        return through(node.item, target) + shortest(node.item).repeat(n - 1);
      }
      case 'ref':
        return through(ruleNode(node.name), target);
      default:
        throw new Error(`an ABNF ${node.t} has no alternative`);
    }
  }
  /**
   * The alternatives reachable from a rule, each once: the rule's own, then
   * those of the rules it refers to, depth first, as test/support/abnf.ts
   * `alternativesOf` lists them. Each: `{ rule, index, count, text, node }`.
   */
  function reachable(ruleName) {
    const out = [];
    const seenRules = new Set();
    const visitRule = (name) => {
      const key = name.toLowerCase();
      if (seenRules.has(key)) return;
      seenRules.add(key);
      const rule = rules.get(key);
      const refs = [];
      const visit = (node) => {
        switch (node.t) {
          case 'alt':
            node.items.forEach((item, index) => {
              out.push({ rule: rule.name, index, count: node.items.length, text: abnfText(item), node });
              visit(item);
            });
            return;
          case 'cat':
            return node.items.forEach(visit);
          case 'rep':
            if (node.max > 0) visit(node.item);
            return;
          case 'ref':
            refs.push(node.name);
            return;
          default:
            return;
        }
      };
      visit(rule.node);
      for (const r of refs) visitRule(r);
    };
    visitRule(ruleName);
    return out;
  }

  return {
    reachable,
    /** The shortest string of `rule` through alternative `alt` (an entry of `reachable`). */
    through: (ruleName, alt) => through(ruleNode(ruleName), { node: alt.node, index: alt.index }),
    shortest: (ruleName) => shortest(ruleNode(ruleName)),
  };
}

/** The preferred code point of a set of ranges. */
function pickIn(ranges) {
  for (const [lo, hi] of ranges) {
    const u = pick(lo, hi);
    if (PREFERRED.includes(String.fromCodePoint(u))) return u;
  }
  return ranges[0][0];
}

/** An ABNF node as text, for a case's `why`. */
export function abnfText(node) {
  if (node.source?.char !== undefined) return JSON.stringify(node.source.char);
  switch (node.t) {
    case 'alt':
      return `( ${node.items.map(abnfText).join(' / ')} )`;
    case 'cat':
      return node.items.map(abnfText).join(' ');
    case 'rep': {
      const inner = abnfText(node.item);
      if (node.min === 0 && node.max === 1) return `[ ${inner} ]`;
      if (node.min === node.max) return `${node.min}${inner}`;
      return `${node.min === 0 ? '' : node.min}*${node.max === Infinity ? '' : node.max}${inner}`;
    }
    case 'ref':
      return node.name;
    case 'set':
      return JSON.stringify(String.fromCodePoint(node.ranges[0][0]));
    case 'range':
      return node.lo === node.hi ? `%x${hex(node.lo)}` : `%x${hex(node.lo)}-${hex(node.hi)}`;
    case 'empty':
      return '""';
    default:
      return `<${node.t}>`;
  }
}

const hex = (n) => n.toString(16).toUpperCase().padStart(2, '0');
