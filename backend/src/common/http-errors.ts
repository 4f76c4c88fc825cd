import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 that also tells the client when to retry (the filter turns it into a Retry-After header). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message, error: 'Too Many Requests' }, 429);
  }
}
