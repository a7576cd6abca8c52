import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

/** A malformed id names nothing, so it is a 404 like an unknown one (never a 400 or a 500). */
export function notFoundOnBadUuid(code: string, message = 'Not found'): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code, message }) });
}
