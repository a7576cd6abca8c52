import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import openapiTS, { astToString } from 'openapi-typescript';
import os from 'node:os';
import path from 'node:path';
import { AppModule } from './app.module.js';
import { loadConfig } from './platform/config/app-config.js';
import { createApiDocument, useApiPrefix } from './platform/http/api-document.js';
import { REPO_ROOT } from './platform/paths.js';

/** The web's types of every call, generated from the OpenAPI document by `npm run api:types`. */
export const WEB_API_TYPES_FILE = path.join(REPO_ROOT, 'web/src/shared/api/openapi.gen.ts');

/**
 * The document /api/docs serves, built from the modules' metadata alone: in preview mode Nest
 * creates no provider, so nothing connects to PostgreSQL or Redis.
 */
export async function openApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir() });
  const app = await NestFactory.create(AppModule.forRoot(config, 'postgres://preview.invalid/unused'), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    useApiPrefix(app);
    return createApiDocument(app);
  } finally {
    await app.close();
  }
}

/** The text of WEB_API_TYPES_FILE for a document. */
export async function webApiTypes(document: OpenAPIObject): Promise<string> {
  const header = "// Generated from the API's OpenAPI document by `npm run api:types`: do not edit; change the DTOs instead.\n\n";
  return header + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
}
