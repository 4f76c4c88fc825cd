import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  type OnModuleInit,
  Param,
  Post,
  Req,
  Res,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { apiRoute } from '../common/api-route';
import { createValidationPipe } from '../common/validation';
import { URLENCODED } from '../forms/form-body';
import { FormResponder } from '../forms/form-responder';
import { PublicWriteLimit } from '../rate-limit/public-write-limit';
import { SpamCounter } from '../spam/spam-counter.service';
import { isSpam, takeSpamSignals } from '../spam/spam-signals';
import { type PublicFormHandler, type ServiceTokens, type Services } from './public-form';

const pascal = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * The routes of one public form, from its declaration: the JSON post, the no-script post and, if it has one, its
 * thank-you page, each public and (the posts) rate-limited in the form's bucket. Both posts first take the spam
 * signals out of the body (spam-signals.ts); a caught post is counted and answered with the form's decoy (the same
 * status and texts, or the same 303, as a person's) without storing anything. The JSON body is checked with the
 * form's DTO either way, so bad input gets a person's 400 and is not counted.
 */
export function publicFormController(handler: PublicFormHandler): Type {
  const { form } = handler;
  const validation = createValidationPipe();
  const { post, decoyLocation, sentPage } = handler;
  const noop = (): void => undefined;
  // A form the site's pages answer without script (answeredBySite) has no no-script routes here.
  const FormRoute =
    post && decoyLocation
      ? applyDecorators(
          Public(),
          PublicWriteLimit(form.rateLimit),
          Post(apiRoute(form.action)),
          ApiTags('forms'),
          ApiConsumes(URLENCODED),
          ApiProduces('text/html'),
          ApiOperation({ summary: handler.openApi.form ?? `${form.name}: the form without script` }),
        )
      : noop;
  const SentPageRoute = sentPage
    ? applyDecorators(
        Public(),
        Get(`${apiRoute(form.action)}/sent`),
        ApiTags('forms'),
        ApiProduces('text/html'),
        ApiOperation({ summary: handler.openApi.sentPage ?? `${form.name}: thank-you page` }),
      )
    : noop;

  @Controller()
  class PublicFormController implements OnModuleInit {
    private services: Services<ServiceTokens> = {};

    constructor(
      private readonly moduleRef: ModuleRef,
      private readonly counter: SpamCounter,
      private readonly responder: FormResponder,
    ) {}

    /** The form's services, from whichever module provides them. */
    onModuleInit(): void {
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
      const spam = isSpam(takeSpamSignals(body), 'json');
      const dto = (await validation.transform(body, { type: 'body', metatype: handler.dto })) as object;
      // req.ip follows TRUST_PROXY: the gateway's X-Forwarded-For only from a trusted proxy.
      const request = { params, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unbekannt' };
      if (!spam) return handler.answer(dto, this.services, request);
      await this.counter.count(form.name);
      return handler.decoy(dto, this.services, request);
    }

    @FormRoute
    async form(@Body() body: unknown, @Res() res: Response): Promise<void> {
      if (!post || !decoyLocation) return;
      if (isSpam(takeSpamSignals(body), 'form')) {
        const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
        const location = await decoyLocation.call(handler, fields, this.services);
        await this.counter.count(form.name);
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(303, location);
        return;
      }
      await this.responder.send(res, await post.call(handler, body, this.services));
    }

    @SentPageRoute
    async sent(@Res() res: Response): Promise<void> {
      if (sentPage) await this.responder.send(res, sentPage.call(handler, this.services));
    }
  }
  Object.defineProperty(PublicFormController, 'name', { value: `${pascal(form.name)}FormController` });
  return PublicFormController;
}
