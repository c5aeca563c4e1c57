/** The hostile input shapes of scripts/shapes.cjs, for ES module scripts (scripts/bench.mjs). */
export { BAD, fill, shapes } from './shapes.cjs';
