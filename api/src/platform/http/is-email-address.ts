import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isEmailAddress } from '@bookshop/contracts/email-address';

/** The shop's one e-mail rule (`isEmailAddress`, shared with the web forms) as a DTO check. */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isEmailAddress', validator: { validate: (value) => typeof value === 'string' && isEmailAddress(value) } },
    options,
  );
}
