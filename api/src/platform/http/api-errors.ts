import { ApiProperty, ApiPropertyOptional, ApiResponse, DECORATORS, getSchemaPath, type SchemaObject } from '@nestjs/swagger';
import { API_ERRORS, type ApiErrorName, type ApiErrorSpec, type ApiErrorStatus, type ExtraShape } from '@bookshop/contracts/api-errors';
import { STATUS_CODES } from 'node:http';
import type { ErrorAnswer } from './api-exception.filter.js';

/** The body every failed call answers, as the API documents it; each code has its own schema besides (below). */
export class ApiErrorView implements ErrorAnswer {
  [extra: string]: unknown;

  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ description: 'English, for logs and developers', example: 'Invalid or missing fields: customer_email' })
  message: string;

  @ApiPropertyOptional({
    description: 'What went wrong, for programs: one of the codes of the error schemas (…Error)',
    example: API_ERRORS.validationFailed.code,
  })
  code?: string;

  @ApiPropertyOptional({
    description: "Each invalid field's translation key (web/src/shared/i18n)",
    type: 'object',
    additionalProperties: { type: 'string' },
    example: API_ERRORS.validationFailed.extra.fields.example,
  })
  fields?: Record<string, string>;

  @ApiPropertyOptional({ description: 'Seconds to wait, with 429', example: 30 })
  retry_after?: number;
}

/** An answer of the framework itself, which carries no code (e.g. a path parameter outside its enum). */
export interface FrameworkError {
  status: ApiErrorStatus;
  message: string;
}

type DocumentedError = ApiErrorSpec | FrameworkError;

const isCoded = (error: DocumentedError): error is ApiErrorSpec => 'code' in error;

/** The component name of an error's schema, from its name in the catalogue: orderNotFound → OrderNotFoundError. */
function schemaName(name: ApiErrorName): string {
  return `${name[0].toUpperCase()}${name.slice(1)}Error`;
}

const NAMES = new Map<ApiErrorSpec, ApiErrorName>(
  (Object.entries(API_ERRORS) as [ApiErrorName, ApiErrorSpec][]).map(([name, error]) => [error, name]),
);

function nameOf(error: ApiErrorSpec): ApiErrorName {
  const name = NAMES.get(error);
  if (!name) throw new Error(`${error.code} is not an entry of API_ERRORS (libs/contracts/src/api-errors.ts)`);
  return name;
}

function shapeSchema(shape: ExtraShape): SchemaObject {
  switch (shape.type) {
    case 'array':
      return { type: 'array', items: shapeSchema(shape.items) };
    case 'object':
      return 'properties' in shape
        ? {
            type: 'object',
            required: Object.keys(shape.properties),
            properties: Object.fromEntries(Object.entries(shape.properties).map(([name, inner]) => [name, shapeSchema(inner)])),
          }
        : { type: 'object', additionalProperties: shapeSchema(shape.additionalProperties) };
    default:
      return { type: shape.type };
  }
}

/** One schema per error of the catalogue (`OrderNotFoundError`, …): its status and code as constants, its extra fields. */
export function apiErrorSchemas(): Record<string, SchemaObject> {
  return Object.fromEntries(
    (Object.entries(API_ERRORS) as [ApiErrorName, ApiErrorSpec][]).map(([name, error]) => {
      const extra = Object.entries(error.extra ?? {});
      const schema: SchemaObject = {
        type: 'object',
        description: `${error.status} ${error.code}`,
        required: ['statusCode', 'error', 'message', 'code', ...extra.filter(([, field]) => !field.optional).map(([field]) => field)],
        properties: {
          statusCode: { type: 'integer', enum: [error.status], example: error.status },
          error: { type: 'string', example: STATUS_CODES[error.status] },
          message: { type: 'string', description: 'English, for logs and developers', example: error.message },
          code: { type: 'string', enum: [error.code], example: error.code },
          ...Object.fromEntries(
            extra.map(([field, { description, example, ...shape }]) => [
              field,
              { ...shapeSchema(shape as ExtraShape), description, example },
            ]),
          ),
        },
      };
      return [schemaName(name), schema];
    }),
  );
}

function exampleBody(error: DocumentedError): Record<string, unknown> {
  const base = { statusCode: error.status, error: STATUS_CODES[error.status], message: error.message };
  if (!isCoded(error)) return base;
  const extras = Object.entries(error.extra ?? {}).map(([field, { example }]) => [field, example]);
  return { ...base, code: error.code, ...Object.fromEntries(extras) };
}

const DOCUMENTED = Symbol('api-errors');

/**
 * Documents the errors a route (or every route of a controller) can answer, by their entries in
 * the catalogue: each status lists its codes, each code with its own schema and an example. Admin-only
 * routes get 401 from AdminOnly and rate-limited ones 429 from RateLimit; a status listed by two
 * decorators of one route shows the errors of both.
 */
export function ApiErrors(...errors: DocumentedError[]): MethodDecorator & ClassDecorator {
  return (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder: object = descriptor?.value ?? target;
    const all: DocumentedError[] = [...((Reflect.getOwnMetadata(DOCUMENTED, holder) as DocumentedError[] | undefined) ?? []), ...errors];
    Reflect.defineMetadata(DOCUMENTED, all, holder);
    for (const status of new Set(all.map((error) => error.status))) {
      const cases = all.filter((error) => error.status === status);
      const refs = cases.map((error) => ({
        $ref: isCoded(error) ? `#/components/schemas/${schemaName(nameOf(error))}` : getSchemaPath(ApiErrorView),
      }));
      const examples: Record<string, { summary: string; value: unknown }> = Object.fromEntries(
        cases.map((error) => [isCoded(error) ? error.code : STATUS_CODES[status], { summary: error.message, value: exampleBody(error) }]),
      );
      // Swagger would merge this status's earlier entry into the new one: drop it, the new one lists them all.
      const { [status]: _earlier, ...others } =
        (Reflect.getMetadata(DECORATORS.API_RESPONSE, holder) as Record<number, unknown> | undefined) ?? {};
      Reflect.defineMetadata(DECORATORS.API_RESPONSE, others, holder);
      const document = ApiResponse({
        status,
        description: cases.map((error) => (isCoded(error) ? error.code : error.message)).join(', '),
        schema: refs.length === 1 ? refs[0] : { oneOf: refs },
        examples,
      }) as (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => void;
      document(target, key, descriptor);
    }
  };
}
