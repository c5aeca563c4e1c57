/**
 * The smallest input that shows a failing validity case: the case's input
 * with as much taken out as still leaves the grammar and the adapter
 * disagreeing the same way (the grammar says valid and the adapter invalid,
 * or the reverse). The grammar decides every candidate at once, by its DFA;
 * only a candidate the grammar still judges as it judged the case is asked of
 * the adapter, within a budget of questions. Chunks of half the input, then
 * a quarter, down to one character (delta debugging), never splitting a
 * surrogate pair. The candidates the grammar judges are bounded too
 * (`MAX_CANDIDATES`), so that shrinking is linear in the input's length.
 */
import type { Shrunk } from './protocol.js';

/** What the grammar says of an input: valid, or its syntax error offset. */
export type GrammarVerdict = (input: string) => { valid: boolean; offset?: number };
/** What the adapter answers for an input. */
export type Ask = (input: string) => Promise<Record<string, unknown>>;

/** The candidates the grammar judges per case, at most: each costs a DFA run over the candidate. */
export const MAX_CANDIDATES = 4096;

/** Whether taking [from, to) out of `s` splits a surrogate pair. */
function splitsPair(s: string, from: number, to: number): boolean {
  const inside = (i: number) => i > 0 && i < s.length && /[\uD800-\uDBFF]/.test(s[i - 1]!) && /[\uDC00-\uDFFF]/.test(s[i]!);
  return inside(from) || inside(to);
}

/** The smallest input found, or null when no smaller input keeps the disagreement. */
export async function shrink(input: string, expected: boolean, answered: boolean, grammar: GrammarVerdict, ask: Ask, budget: number): Promise<Shrunk | null> {
  let best = input;
  let bestAnswer: Record<string, unknown> | null = null;
  let asked = 0;
  let judged = 0;
  for (let chunk = Math.max(1, Math.floor(best.length / 2)); chunk >= 1 && asked < budget && judged < MAX_CANDIDATES; chunk = Math.floor(chunk / 2)) {
    for (let from = 0; from + chunk <= best.length && asked < budget && judged < MAX_CANDIDATES; ) {
      const to = from + chunk;
      if (splitsPair(best, from, to)) {
        from++;
        continue;
      }
      const candidate = best.slice(0, from) + best.slice(to);
      judged++;
      if (grammar(candidate).valid === expected) {
        asked++;
        const answer = await ask(candidate);
        if (answer.valid === answered) {
          best = candidate;
          bestAnswer = answer;
          continue; // the same place again, in what is left
        }
      }
      from++;
    }
    if (chunk === 1) break;
  }
  if (bestAnswer === null) return null;
  const verdict = grammar(best);
  const { seq: _seq, ...answer } = bestAnswer;
  return { input: best, valid: verdict.valid, ...(verdict.offset !== undefined ? { offset: verdict.offset } : {}), answer };
}
