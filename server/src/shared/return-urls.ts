/** The shop's rule for return addresses (no open redirects), shared with the mock shop. */
export { isAllowedReturnUrl } from '../domain.js';
