// Writes docs/openapi.json from the procedures; a test fails when it drifts.
import fs from 'node:fs';
import { openApiDocument } from '../src/server/trpc/openapi.ts';

fs.mkdirSync('docs', { recursive: true });
fs.writeFileSync('docs/openapi.json', `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log('Wrote docs/openapi.json');
