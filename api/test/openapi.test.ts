import { beforeAll, describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import fs from 'node:fs';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { openApiDocument, webApiTypes, WEB_API_TYPES_FILE } from '../src/openapi.js';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  required?: string[];
  properties?: Record<string, Schema>;
};
type Operation = {
  parameters?: { name: string; in: string; example?: unknown; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema; examples?: object }> }>;
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operationsOf(document: OpenAPIObject): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation as Operation]),
  );
}

/** A property described by another schema (a nested object or a list of them) has its examples there. */
const describedElsewhere = (schema: Schema) => Boolean(schema.$ref ?? schema.allOf ?? schema.items?.$ref) || schema.format === 'binary';

describe('the OpenAPI document (/api/docs) and the web types generated from it', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await openApiDocument();
  });

  it('matches web/src/shared/api/openapi.gen.ts, so the web compiles against the API as it is', async () => {
    const committed = fs.readFileSync(WEB_API_TYPES_FILE, 'utf8');
    const fresh = await webApiTypes(document);
    if (fresh !== committed) {
      throw new Error(
        'web/src/shared/api/openapi.gen.ts is out of date with the API (a DTO, view or route changed): run `npm run api:types` and commit the file',
      );
    }
  });

  it('gives every request body, query parameter and response a schema, and every error the schemas of its codes', () => {
    const problems: string[] = [];
    for (const [name, operation] of operationsOf(document)) {
      for (const [type, body] of Object.entries(operation.requestBody?.content ?? {})) {
        if (!body.schema.$ref) problems.push(`${name}: the ${type} body has no schema`);
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && parameter.schema?.example === undefined)
          problems.push(`${name}: query ${parameter.name} has no example`);
      }
      const statuses = Object.keys(operation.responses);
      if (!statuses.some((status) => status.startsWith('2'))) problems.push(`${name}: no success answer`);
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response.content?.['application/json'];
        // Health and readiness answer 503 with their own body, for load balancers.
        if (Number(status) >= 400 && name !== 'GET /api/health' && name !== 'GET /api/health/ready') {
          // Each code's own schema (…Error), or the one error body for an answer of the framework with no code.
          const schemas = json?.schema.oneOf ?? (json ? [json.schema] : []);
          const named = schemas.every((schema) => /^#\/components\/schemas\/(\w+Error|ApiErrorView)$/.test(schema.$ref ?? ''));
          if (schemas.length === 0 || !named || Object.keys(json?.examples ?? {}).length !== schemas.length)
            problems.push(`${name}: ${status} does not name the schema of each of its errors, with an example each`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has an example for every property of every schema', () => {
    const missing = Object.entries(document.components?.schemas ?? {}).flatMap(([model, schema]) =>
      Object.entries((schema as Schema).properties ?? {})
        .filter(([, property]) => property.example === undefined && !describedElsewhere(property))
        .map(([property]) => `${model}.${property}`),
    );
    expect(missing).toEqual([]);
  });

  it('describes a body by its DTO rules and an answer by its view, e.g. placing an order', () => {
    const place = document.paths['/api/orders'].post as unknown as Operation;
    expect(place.requestBody?.content['application/json'].schema.$ref).toBe('#/components/schemas/CreateOrderDto');
    expect(place.responses['201'].content?.['application/json'].schema.$ref).toBe('#/components/schemas/PlacedOrderView');
    expect(Object.keys(place.responses)).toEqual(expect.arrayContaining(['400', '409', '422', '429', '503']));
    const order = document.components?.schemas?.CreateOrderDto as { required: string[]; properties: Record<string, object> };
    expect(order.required).toEqual(expect.arrayContaining(['customer_name', 'customer_email', 'items', 'total_amount']));
    expect(order.required).not.toContain('language');
    expect(order.properties.customer_email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(order.properties.items).toMatchObject({ minItems: 1, maxItems: 50, items: { $ref: '#/components/schemas/OrderItemDto' } });
    expect(order.properties.language).toMatchObject({ enum: ['ar', 'en', 'nl'] });
  });

  it("lists each route's error codes, each with its own schema showing the fields it adds", () => {
    const schemas = document.components?.schemas as Record<string, Schema>;
    const refsOf = (path: string, method: 'get' | 'post' | 'delete', status: string) => {
      const json = (document.paths[path][method] as unknown as Operation).responses[status].content?.['application/json'];
      return (json?.schema.oneOf ?? [json?.schema]).map((schema) => schema?.$ref?.replace('#/components/schemas/', ''));
    };
    expect(refsOf('/api/orders', 'post', '409')).toEqual(['PriceChangedError', 'OutOfStockError', 'RequestInProgressError']);
    expect(refsOf('/api/orders', 'post', '422')).toEqual([
      'CountryNotSupportedError',
      'VatRateMissingError',
      'BooksNotSoldError',
      'IdempotencyKeyReusedError',
    ]);
    expect(schemas.OutOfStockError).toMatchObject({
      required: ['statusCode', 'error', 'message', 'code', 'book_ids', 'available'],
      properties: {
        statusCode: { enum: [409] },
        code: { enum: ['out_of_stock'] },
        book_ids: { type: 'array', items: { type: 'string' } },
        available: { type: 'array', items: { type: 'object', properties: { book_id: { type: 'string' }, stock: { type: 'integer' } } } },
      },
    });
    // A code answered with two statuses has a schema for each.
    expect(schemas.BooksNotSoldError.properties).toMatchObject({ statusCode: { enum: [422] }, code: { enum: ['book_not_found'] } });
    expect(refsOf('/api/books/{id}', 'get', '404')).toEqual(['BookNotFoundError']);
    expect(schemas.BookNotFoundError.properties).toMatchObject({ statusCode: { enum: [404] }, code: { enum: ['book_not_found'] } });

    // The resend's own 429s and its rate limit's, from two decorators, in one list.
    expect(refsOf('/api/emails/send', 'post', '429')).toEqual(['ResendLimitError', 'ResendCooldownError', 'TooManyRequestsError']);
    expect(schemas.ResendCooldownError.required).toContain('retry_after');
    expect(schemas.ResendCooldownError.properties?.retry_after).toMatchObject({ type: 'integer', example: 15 });
    // Renaming one of the shop's templates names the field; deleting one does not.
    expect(schemas.TemplateProtectedError.required).not.toContain('fields');
    expect(schemas.TemplateProtectedError.properties?.fields).toMatchObject({ type: 'object', additionalProperties: { type: 'string' } });
    // Codes kept from the first version of the API keep their spaces.
    expect(refsOf('/api/admin/admins/{id}', 'delete', '400')).toEqual(['CannotDeleteSelfError', 'CannotDeleteLastAdminError']);
    expect(schemas.CannotDeleteSelfError.properties?.code.enum).toEqual(['cannot delete self']);
  });

  it('documents every error of the catalogue on a route that answers it', () => {
    const named = new Set(
      operationsOf(document).flatMap(([, operation]) =>
        Object.values(operation.responses).flatMap((response) => {
          const schema = response.content?.['application/json']?.schema;
          return (schema?.oneOf ?? [schema]).map((inner) => inner?.$ref?.replace('#/components/schemas/', ''));
        }),
      ),
    );
    const undocumented = Object.keys(API_ERRORS)
      .map((name) => `${name[0].toUpperCase()}${name.slice(1)}Error`)
      .filter((schema) => !named.has(schema));
    // GET /api/metrics is for Prometheus and /sitemap.xml for crawlers, both left out of the document.
    expect(undocumented.sort()).toEqual(['InvalidMetricsTokenError', 'SitemapNotFoundError']);
  });

  it('describes the back office book upload as a multipart form with its files', () => {
    const create = document.paths['/api/admin/books'].post as unknown as Operation;
    expect(Object.keys(create.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const form = document.components?.schemas?.BookFormUpload as { properties: Record<string, Schema> };
    expect(form.properties.cover_image).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.title_ar).toMatchObject({ type: 'string', maxLength: 200 });
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '413']));
  });
});
