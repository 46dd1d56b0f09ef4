/** The shared PostgreSQL these tests need, refused loudly when missing (they are never skipped). */
import type { TestProject } from 'vitest/node';
import setup from '../support/global-setup.js';

export default function processesSetup(project: TestProject) {
  if (!process.env.DATABASE_URL)
    throw new Error('Tests of several server processes need a PostgreSQL server: export DATABASE_URL="$(bash .ci/postgres.sh start)" and run them again.');
  return setup(project);
}
