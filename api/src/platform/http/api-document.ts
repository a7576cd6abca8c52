import type { INestApplication } from '@nestjs/common';
import { ApiProperty, DECORATORS, DocumentBuilder, SwaggerModule, type ApiPropertyOptions, type OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { apiErrorSchemas, ApiErrorView } from './api-errors.js';

/** Every API route is under /api; crawlers look for these two at the site root (modules/catalogue/sitemap.controller.ts). */
export function useApiPrefix(app: INestApplication): void {
  app.setGlobalPrefix('api', { exclude: ['robots.txt', 'sitemap.xml'] });
}

/**
 * The OpenAPI document of every route, served at /api/docs and turned into the web's types
 * (web/src/shared/api/openapi.gen.ts, by `npm run api:types`). Request DTOs are described by
 * their class-validator rules; responses by the view classes in each module's dto/.
 */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  describeValidatedModels();
  const document = pathParametersInOrder(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Bookshop API')
        .setDescription(
          "Storefront and back office calls of the children's bookshop (see docs/ in the repository). " +
            'Money is in major units of the shop currency (12.5 is €12.50); every failed call answers the ApiErrorView body, ' +
            'and each error code has its own schema (…Error) with the fields it adds.',
        )
        .addBearerAuth()
        .build(),
      { extraModels: [ApiErrorView] },
    ),
  );
  // The schema of each error of the catalogue, which @ApiErrors names from the routes.
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...apiErrorSchemas() } };
  return document;
}

/**
 * Lists each route's path parameters in the order the path names them. Nest's order depends on
 * how the compiler (tsc for the build, SWC for the tests) ran the parameter decorators, and the
 * generated web types must not.
 */
function pathParametersInOrder(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item) as { parameters?: { name?: string; in?: string }[] }[]) {
      const place = (parameter: { name?: string; in?: string }) =>
        parameter.in === 'path' ? path.indexOf(`{${parameter.name}}`) : Number.MAX_SAFE_INTEGER;
      operation?.parameters?.sort((a, b) => place(a) - place(b));
    }
  }
  return document;
}

type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/** What a class-validator rule says about a property's schema. */
function schemaOf(rule: ValidationMetadata): Record<string, unknown> {
  const [first] = rule.constraints ?? [];
  switch (rule.type === 'conditionalValidation' ? 'isOptional' : rule.name) {
    case 'isOptional':
      return { required: false };
    case 'isIn':
      return rule.each ? { enum: first, isArray: true } : { enum: first };
    case 'maxLength':
      return { maxLength: first };
    case 'minLength':
      return { minLength: first };
    case 'min':
      return { minimum: first };
    case 'max':
      return { maximum: first };
    case 'arrayMinSize':
      return { minItems: first };
    case 'arrayMaxSize':
      return { maxItems: first };
    case 'matches':
      return { pattern: (first as RegExp).source };
    case 'isEmail':
    case 'isEmailAddress':
      return { format: 'email' };
    case 'isUuid':
      return { format: 'uuid' };
    case 'isInt':
      return { type: 'integer' };
    case 'isBoolean':
      return { type: 'boolean' };
    default:
      return {};
  }
}

/**
 * Describes every property that has class-validator rules by those rules (type, required, enum,
 * bounds, pattern, format), so a DTO's rules are written once. `@ApiProperty` on the property adds
 * to this (an example, a description, the item class of a list) and wins where both speak.
 * Running it again changes nothing, so each app (and each test) may build the document.
 */
function describeValidatedModels(): void {
  const storage = getMetadataStorage() as unknown as { validationMetadatas?: Map<{ prototype: object }, ValidationMetadata[]> };
  if (!(storage.validationMetadatas instanceof Map)) {
    throw new Error('class-validator keeps its rules differently now: update describeValidatedModels (platform/http/api-document.ts)');
  }
  for (const [target, rules] of storage.validationMetadatas) {
    const byProperty = new Map<string, Record<string, unknown>>();
    for (const rule of rules) byProperty.set(rule.propertyName, { ...byProperty.get(rule.propertyName), ...schemaOf(rule) });
    for (const [property, schema] of byProperty) {
      const declared: Record<string, unknown> = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, target.prototype, property) ?? {};
      // A type TypeScript only knows loosely (Object for a union or alias, Number for an integer) yields to the rules'.
      const loose = declared.type === Object || (declared.type === Number && schema.type !== undefined);
      const { type, ...rest } = declared;
      ApiProperty({ ...schema, ...rest, ...(type !== undefined && !loose ? { type } : {}) } as ApiPropertyOptions)(
        target.prototype,
        property,
      );
    }
  }
}
