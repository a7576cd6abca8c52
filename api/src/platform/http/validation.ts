import { type HttpException, ValidationPipe } from '@nestjs/common';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { getMetadataStorage, ValidationError, type ValidatorOptions } from 'class-validator';
import { apiError } from './api-error.js';

/**
 * DTO validation for every route. Each constraint's message is a translation key (e.g.
 * `cart.validation.name`), so the web app can show it under its field; the English `message`
 * names the fields.
 *
 * Lengths and counts are checked before anything else looks at a value: a pattern, an e-mail
 * check or a nested item is only examined once its field is within its `@MaxLength` or
 * `@ArrayMaxSize`. So a huge value costs one length comparison, never a slow pattern match.
 */
export function createValidationPipe(): ValidationPipe {
  return new BoundsFirstValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => validationFailed(collectFields(errors)),
  });
}

export function validationFailed(fields: Record<string, string>): HttpException {
  return apiError(API_ERRORS.validationFailed, { message: `Invalid or missing fields: ${Object.keys(fields).join(', ')}`, fields });
}

class BoundsFirstValidationPipe extends ValidationPipe {
  protected override validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> | ValidationError[] {
    const tooLarge = oversizedFields(object);
    return tooLarge.length > 0 ? tooLarge : super.validate(object, validatorOptions);
  }
}

interface Bound {
  property: string;
  /** `maxLength` for strings, `arrayMaxSize` for lists. */
  kind: 'maxLength' | 'arrayMaxSize';
  max: number;
  message: string;
}

/** A DTO class, as class-validator keys its metadata. */
type DtoClass = abstract new (...args: never[]) => unknown;

const boundsByClass = new Map<DtoClass, { bounds: Bound[]; nested: string[] }>();

/** The length and count bounds a DTO class declares, and which of its properties hold nested DTOs. */
function boundsOf(target: DtoClass): { bounds: Bound[]; nested: string[] } {
  let known = boundsByClass.get(target);
  if (known) return known;
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  known = {
    bounds: metadatas
      .filter((metadata) => metadata.name === 'maxLength' || metadata.name === 'arrayMaxSize')
      .map((metadata) => ({
        property: metadata.propertyName,
        kind: metadata.name as Bound['kind'],
        max: metadata.constraints[0] as number,
        message: typeof metadata.message === 'string' ? metadata.message : `${metadata.propertyName} is too long`,
      })),
    nested: metadatas.filter((metadata) => metadata.type === 'nestedValidation').map((metadata) => metadata.propertyName),
  };
  boundsByClass.set(target, known);
  return known;
}

/** Fields over their bound, as class-validator reports errors (nested ones as children). */
function oversizedFields(object: object): ValidationError[] {
  const { bounds, nested } = boundsOf(object.constructor as DtoClass);
  const values = object as Record<string, unknown>;
  const errors: ValidationError[] = [];
  const failed = new Set<string>();
  for (const bound of bounds) {
    const value = values[bound.property];
    const size = bound.kind === 'maxLength' ? (typeof value === 'string' ? value.length : 0) : Array.isArray(value) ? value.length : 0;
    if (size <= bound.max || failed.has(bound.property)) continue;
    failed.add(bound.property);
    errors.push(validationError(object, bound.property, value, { [bound.kind]: bound.message }));
  }
  for (const property of nested) {
    if (failed.has(property)) continue;
    const value = values[property];
    const children = Array.isArray(value)
      ? value.flatMap((item, index) => {
          const inner = isObject(item) ? oversizedFields(item) : [];
          return inner.length > 0 ? [validationError(value, String(index), item, undefined, inner)] : [];
        })
      : isObject(value)
        ? oversizedFields(value)
        : [];
    if (children.length > 0) errors.push(validationError(object, property, value, undefined, children));
  }
  return errors;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function validationError(
  target: object,
  property: string,
  value: unknown,
  constraints?: Record<string, string>,
  children: ValidationError[] = [],
): ValidationError {
  return Object.assign(new ValidationError(), { target, property, value, constraints, children });
}

function collectFields(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const name = prefix + error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) fields[name] = messages[messages.length - 1];
    if (error.children?.length) Object.assign(fields, collectFields(error.children, `${name}.`));
  }
  return fields;
}
