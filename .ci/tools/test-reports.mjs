// The JSON reports a run of npm test wrote (vitest's json reporter, jest's --json for Storybook's
// test-runner), one per suite, named `<suite>.json`: read by the run's summary tools.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every report in `folder` as `{ suite, report }`; a file that is not readable JSON has `report: null`. */
export function readReports(folder) {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((name) => {
      const suite = name.replace(/\.json$/, '');
      try {
        return { suite, report: JSON.parse(readFileSync(join(folder, name), 'utf8')) };
      } catch {
        return { suite, report: null };
      }
    });
}
