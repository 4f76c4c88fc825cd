import { tooManyRequestsMessage } from '@stairs/contracts';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { type Request } from 'express';
import { TooManyRequestsException } from '../common/http-errors';
import { type PublicWriteBucket } from '../config';
import { rateLimitClientKey } from './client-key';
import { PublicWriteLimiter } from './public-write-limiter.service';

export const PUBLIC_WRITE_BUCKET_KEY = 'stairs:public-write-bucket';

/**
 * Global guard (RateLimitModule, API process only): counts a request to a `@PublicWriteLimit(bucket)` route
 * against the client's bucket (config `publicWriteRateLimit`) and answers 429 with Retry-After when it is used
 * up; other routes pass untouched. Registered after AdminGuard and, like every guard, before validation, so
 * malformed floods count too. Never refuses because Redis is unavailable (PublicWriteLimiter fails open).
 */
@Injectable()
export class PublicWriteLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: PublicWriteLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const bucket = this.reflector.getAllAndOverride<PublicWriteBucket | undefined>(PUBLIC_WRITE_BUCKET_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!bucket) return true;
    const request = context.switchToHttp().getRequest<Request>();
    // req.ip follows TRUST_PROXY: the gateway's X-Forwarded-For is believed only from a trusted proxy.
    const client = rateLimitClientKey(request.ip ?? request.socket.remoteAddress);
    const decision = await this.limiter.consume(bucket, client);
    if (decision.allowed) return true;
    throw new TooManyRequestsException(
      tooManyRequestsMessage(decision.retryAfterSeconds),
      decision.retryAfterSeconds,
    );
  }
}

/**
 * Rate limit of a public visitor write: `calculation` (the calculators) or `lead` (phone, detailed quote, quote by e-mail,
 * contact — the writes that reach the operator's inbox). Every public write except login/logout carries it
 * (test/route-guard.int.test.ts checks). Metadata only: the global PublicWriteLimitGuard enforces it, so the worker,
 * which loads the same controllers without HTTP or a shared Redis client, needs no limiter.
 */
export const PublicWriteLimit = (bucket: PublicWriteBucket): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(PUBLIC_WRITE_BUCKET_KEY, bucket),
    ApiTooManyRequestsResponse({
      description: `Too many requests from this address (bucket "${bucket}"); Retry-After says when to retry`,
    }),
  );
