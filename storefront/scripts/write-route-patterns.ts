import { writeFileSync } from 'node:fs';
import { routePatternsSource } from './route-patterns.js';

const target = new URL('../app/route-patterns.ts', import.meta.url);
writeFileSync(target, routePatternsSource());
console.log(`Wrote ${target.pathname}`);
