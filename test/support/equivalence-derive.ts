/**
 * `node <this file, bundled> UNIT...`: derives the equivalence answers of
 * each unit ("grammar rule") that the shared cache lacks, and writes them
 * there (support/equivalence-cache.ts). The test files run it in a child
 * process: the oracle's automata run about twice as fast there as in the
 * module sandbox of a jest worker.
 */
import { deriveUnits } from './equivalence';

deriveUnits(process.argv.slice(2));
