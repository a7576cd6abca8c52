import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * DTO validation for every route. Each constraint's message is a translation key of the specs
 * (e.g. `cart.validation.name`), so the web app can show it under its field; the English
 * `message` names the fields.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => validationFailed(collectFields(errors)),
  });
}

export function validationFailed(fields: Record<string, string>): BadRequestException {
  const names = Object.keys(fields);
  return new BadRequestException({
    code: 'validation_failed',
    message: `Invalid or missing fields: ${names.join(', ')}`,
    fields,
  });
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
