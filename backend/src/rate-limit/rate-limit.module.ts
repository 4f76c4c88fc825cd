import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PublicWriteLimitGuard } from './public-write-limit';
import { PublicWriteLimiter } from './public-write-limiter.service';

/**
 * Rate limits of the public writes (`@PublicWriteLimit(...)`), API process only. AppModule imports it after the
 * feature modules, so its global guard runs after AdminGuard.
 */
@Module({
  providers: [PublicWriteLimiter, { provide: APP_GUARD, useClass: PublicWriteLimitGuard }],
  exports: [PublicWriteLimiter],
})
export class RateLimitModule {}
