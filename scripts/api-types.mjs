// `npm run api:types`: writes web/src/shared/api/openapi.gen.ts from the API's OpenAPI document
// (built from the compiled modules, without a database). api/test/openapi.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

buildIfStale(['@bookshop/contracts', 'api']);
const { openApiDocument, webApiTypes, WEB_API_TYPES_FILE } = await import(
  pathToFileURL(path.join(ROOT, 'api/dist/api/src/openapi.js')).href
);
fs.writeFileSync(WEB_API_TYPES_FILE, await webApiTypes(await openApiDocument()));
console.log(`wrote ${path.relative(ROOT, WEB_API_TYPES_FILE)}`);
