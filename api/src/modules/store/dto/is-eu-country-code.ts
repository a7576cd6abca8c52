import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isEuCountry } from '@bookshop/contracts/countries';

/** The shop delivers to EU member states only, so only they can have a shipping config. */
@ValidatorConstraint({ name: 'isEuCountryCode' })
export class IsEuCountryCode implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isEuCountry(value);
  }
  defaultMessage(): string {
    return 'admin.shipping.euOnly';
  }
}
