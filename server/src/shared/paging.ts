/** The contract's page meta, worked out once for the server and the mock shop. */
export { pageMeta } from 'otthon/contract';
