import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  type Type,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import { type PublicFormName } from '@stairs/contracts';
import { type Request, type Response } from 'express';
import { type Observable, of } from 'rxjs';
import { createValidationPipe } from '../common/validation';
import { FORMS_PATH } from '../forms/form-body';
import { SpamCounter } from './spam-counter.service';
import { SpamDecoys } from './spam-decoys.service';
import { isSpam, takeSpamSignals } from './spam-signals';

const SPAM_CHECKED_FORM = 'stairs:spam-checked-form';

/**
 * A public form's route, JSON or no-script post: its posts are checked for spam (spam-signals.ts) by the global
 * SpamCheckInterceptor, counted under `form`. Every public form's routes carry it (test/spam.int.test.ts).
 */
export const SpamChecked = (form: PublicFormName): MethodDecorator => SetMetadata(SPAM_CHECKED_FORM, form);

/** The class of a handler's `@Body()` parameter, from Nest's route metadata and the emitted parameter types. */
function bodyType(context: ExecutionContext): Type | undefined {
  const handler = context.getHandler().name;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler) ?? {}) as Record<
    string,
    { index: number }
  >;
  const body = Object.entries(args).find(([key]) => key.startsWith(`${RouteParamtypes.BODY}:`))?.[1];
  const types = Reflect.getMetadata('design:paramtypes', context.getClass().prototype, handler) as
    Type[] | undefined;
  return body === undefined ? undefined : types?.[body.index];
}

/**
 * Runs before the validation pipe (interceptors precede pipes): takes the signals out of the body, and when they
 * say spam, counts the post and answers with the route's decoy instead of running it (nothing stored, mailed or
 * queued). A JSON body is first checked with the route's DTO like a person's, so bad input gets the same 400.
 */
@Injectable()
export class SpamCheckInterceptor implements NestInterceptor {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly reflector: Reflector,
    private readonly counter: SpamCounter,
    private readonly decoys: SpamDecoys,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const form = this.reflector.get<PublicFormName | undefined>(SPAM_CHECKED_FORM, context.getHandler());
    if (context.getType() !== 'http' || !form) return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const channel = request.path.startsWith(`${FORMS_PATH}/`) ? 'form' : 'json';
    if (!isSpam(takeSpamSignals(request.body), channel)) return next.handle();

    if (channel === 'form') {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const location = await this.decoys.location(form, body);
      await this.counter.count(form);
      const response = context.switchToHttp().getResponse<Response>();
      response.setHeader('Cache-Control', 'no-store');
      response.redirect(303, location);
      return of(undefined);
    }
    const metatype = bodyType(context);
    const dto: unknown = await this.validation.transform(request.body, { type: 'body', metatype });
    await this.counter.count(form);
    return of(await this.decoys.answer(form, dto as object, request.params as Record<string, string>));
  }
}
