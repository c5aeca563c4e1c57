/**
 * The DFAs of RFC 3986's rules (generated/rfc3986.validator.ts) ready to run:
 * the one validator that the RFC 3986 API and the modules below it share.
 */
import { createValidator } from '../../core/dfa.js';
import { VALIDATOR } from '../../../generated/rfc3986.validator.js';

export const validator = /* @__PURE__ */ createValidator(VALIDATOR);
