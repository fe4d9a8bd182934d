import { readFileSync } from 'node:fs';
import { solveVariant } from '../src/engine/variant/solve.ts';
for (const file of process.argv.slice(2)) for (const p of JSON.parse(readFileSync(file, 'utf8'))) solveVariant(p.rules, p.givens, 2, Infinity);
