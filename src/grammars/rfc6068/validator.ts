/**
 * The DFAs of RFC 6068's rules (generated/rfc6068.validator.ts) ready to run: the
 * one validator that the RFC 6068 API and the modules of this folder share.
 */
import { createValidator } from '../../core/dfa.js';
import { VALIDATOR } from '../../../generated/rfc6068.validator.js';

export const validator = /* @__PURE__ */ createValidator(VALIDATOR);
