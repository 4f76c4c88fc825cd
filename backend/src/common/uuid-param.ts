import { BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';
import { API_MESSAGES } from '@stairs/contracts';

/**
 * Route parameter that must be a UUID. Without it a malformed id reaches Postgres and fails there as a 500
 * (invalid input syntax for type uuid); with it the client gets a German 400.
 */
export const UuidParam = (name = 'id'): ParameterDecorator =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_MESSAGES.invalidId) }));
