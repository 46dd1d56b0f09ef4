// In CI, a story whose test failed is played once more before it counts as failed: beside the
// end-to-end shards on two busy cores, a story that renders in a second alone has taken over 30 s.
// A story that fails twice fails the run; one that passed on its second try is listed at the end
// of the run (.ci/tools/retried-tests.mjs), so a flaky story stays in sight. A picture that did not
// match on the first try still fails the run (Jest counts the unmatched snapshot).
import { jest } from '@jest/globals';

jest.retryTimes(1, { logErrorsBeforeRetry: true });
