/**
 * Grammar equivalence (see test/proof/equivalence.test.ts) for the grammars of
 * grammar/grammars.json that extend another (`base`: RFC 3987, RFC 6874),
 * apart so that jest runs them beside the rest.
 */
import { grammarEntries } from '../support/abnf';
import { equivalenceSuite } from '../support/equivalence-suite';

equivalenceSuite(grammarEntries().filter((g) => g.base !== undefined).map((g) => g.name));
