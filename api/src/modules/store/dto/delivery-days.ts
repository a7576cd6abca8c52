import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min, registerDecorator, ValidateIf, type ValidationArguments } from 'class-validator';
import { DEFAULT_DELIVERY_DAYS, DELIVERY_DAYS_LIMITS } from '@bookshop/contracts/shipping';

const MESSAGE = 'admin.shipping.deliveryDaysInvalid';

/** The longest delivery time is not below the shortest (a named check of numbers, reading no text). */
function NotBelowShortest(shortest: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'deliveryDaysOrder',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [shortest],
      options: { message: MESSAGE },
      validator: {
        validate(value: unknown, args: ValidationArguments): boolean {
          const other = (args.object as Record<string, unknown>)[args.constraints[0] as string];
          return typeof value === 'number' && (typeof other !== 'number' || value >= other);
        },
      },
    });
}

/**
 * A delivery time's bound, in whole days (DELIVERY_DAYS_LIMITS). Both bounds are given together or
 * neither (then a new config takes DEFAULT_DELIVERY_DAYS and an edit keeps what it had); `shortest`
 * names the other field on the longest bound, which may not be below it.
 */
export function DeliveryDaysBound(pair: readonly [string, string], shortest?: string) {
  const given = (o: Record<string, unknown>) => o[pair[0]] !== undefined || o[pair[1]] !== undefined;
  const isLongest = shortest !== undefined;
  return applyDecorators(
    ValidateIf(given),
    IsInt({ message: MESSAGE }),
    Min(DELIVERY_DAYS_LIMITS.min, { message: MESSAGE }),
    Max(DELIVERY_DAYS_LIMITS.max, { message: MESSAGE }),
    ...(isLongest ? [NotBelowShortest(shortest)] : []),
    ApiPropertyOptional({
      type: 'integer',
      minimum: DELIVERY_DAYS_LIMITS.min,
      maximum: DELIVERY_DAYS_LIMITS.max,
      description: isLongest
        ? `The longest delivery time in days, not below ${shortest}; given together with it`
        : `The shortest delivery time in days; given together with ${pair[1]}`,
      example: isLongest ? DEFAULT_DELIVERY_DAYS.delivery_days_max : DEFAULT_DELIVERY_DAYS.delivery_days_min,
    }),
  );
}
