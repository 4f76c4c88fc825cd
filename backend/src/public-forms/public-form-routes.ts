import { Body, Controller, HttpCode, type OnModuleInit, Param, Post, Req, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Request } from 'express';
import { Public } from '../auth/public.decorator';
import { apiRoute } from '../common/api-route';
import { createValidationPipe } from '../common/validation';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { SpamCounter } from '../spam/spam-counter.service';
import { isSpam, takeSpamSignals } from '../spam/spam-signals';
import { type PublicFormHandler, type ServiceTokens, type Services } from './public-form';

const pascal = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * The route of one public form, from its declaration: its JSON post, public and rate-limited in the form's bucket
 * (the page server sends a post without script here too). It first takes the spam signals out of the body
 * (spam-signals.ts); a caught post is counted and answered with the form's decoy (the same status and texts as a
 * person's) without storing anything. The body is checked with the form's DTO either way, so bad input gets a
 * person's 400 and is not counted.
 */
export function publicFormController(handler: PublicFormHandler): Type {
  const { form } = handler;
  const validation = createValidationPipe();

  @Controller()
  class PublicFormController implements OnModuleInit {
    private services: Services<ServiceTokens> = {};

    constructor(
      private readonly moduleRef: ModuleRef,
      private readonly counter: SpamCounter,
    ) {}

    /** The form's services, from whichever module provides them; the spam counts name the form from now on. */
    onModuleInit(): void {
      this.counter.announce(form.name, handler.label);
      this.services = Object.fromEntries(
        Object.entries(handler.services).map(([name, token]) => [
          name,
          this.moduleRef.get<unknown>(token, { strict: false }),
        ]),
      );
    }

    @Public()
    @PublicWriteLimit(form.rateLimit)
    @Post(apiRoute(form.json.path))
    @HttpCode(handler.status ?? 200)
    @ApiTags(handler.openApi.tag)
    @ApiBody({ type: handler.dto })
    @ApiOperation({ summary: handler.openApi.json })
    async json(
      @Body() body: unknown,
      @Param() params: Record<string, string>,
      @Req() req: Request,
    ): Promise<unknown> {
      const spam = isSpam(takeSpamSignals(body));
      const dto = (await validation.transform(body, { type: 'body', metatype: handler.dto })) as object;
      // req.ip follows TRUST_PROXY: the gateway's X-Forwarded-For only from a trusted proxy.
      const request = { params, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unbekannt' };
      if (!spam) return handler.answer(dto, this.services, request);
      await this.counter.count(form.name);
      return handler.decoy(dto, this.services, request);
    }
  }
  Object.defineProperty(PublicFormController, 'name', { value: `${pascal(form.name)}FormController` });
  return PublicFormController;
}
