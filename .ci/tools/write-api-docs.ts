// Writes docs/api.md and docs/openapi.json from the contract (`npm run docs:api`).
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../../src/contract/openapi.js';
import { buildApiMarkdown } from '../../src/contract/markdown.js';

writeFileSync(new URL('../../docs/api.md', import.meta.url), buildApiMarkdown());
writeFileSync(new URL('../../docs/openapi.json', import.meta.url), `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log('wrote docs/api.md and docs/openapi.json');
