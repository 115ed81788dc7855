/** `npm run mock:readme`: prints the persona and demo token tables into mock-server/README.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import { withTables } from './readme.ts';

const readme = new URL('../README.md', import.meta.url);
writeFileSync(readme, withTables(readFileSync(readme, 'utf8')));
