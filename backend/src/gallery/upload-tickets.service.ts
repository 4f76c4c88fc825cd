import { randomBytes } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { GALLERY_MESSAGES } from '@stairs/contracts';
import type Redis from 'ioredis';
import { type AppConfig, InjectConfig } from '../config';
import { InjectRedis } from '../redis/redis.module';

/** A direct-upload URL is good for one file within this time. */
const TICKET_TTL_SECONDS = 15 * 60;

/** One-time tickets of the direct upload: POST /api/objects/upload hands one out, the PUT to it uses it up. */
@Injectable()
export class UploadTickets {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private key(token: string): string {
    return `${this.config.redis.prefix}:upload:${token}`;
  }

  async issue(): Promise<string> {
    const token = randomBytes(24).toString('hex');
    await this.redis.set(this.key(token), '1', 'EX', TICKET_TTL_SECONDS);
    return token;
  }

  /** Uses the ticket up; a second PUT to the same URL, an expired or a made-up one gets a German 400. */
  async redeem(token: string): Promise<void> {
    const valid = /^[0-9a-f]{48}$/.test(token) && (await this.redis.del(this.key(token))) === 1;
    if (!valid) throw new BadRequestException(GALLERY_MESSAGES.uploadLinkInvalid);
  }
}
