/**
 * The DFAs of RFC 8089's rules (generated/rfc8089.validator.ts) ready to run: the
 * one validator that the RFC 8089 API and the modules of this folder share.
 */
import { createValidator } from '../../core/dfa.js';
import { VALIDATOR } from '../../../generated/rfc8089.validator.js';

export const validator = /* @__PURE__ */ createValidator(VALIDATOR);
