import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES } from '@stairs/contracts';
import { type Request } from 'express';
import { IS_PUBLIC_KEY } from './public.decorator';
import { isAdminSession } from './session';

/**
 * Global guard (docs/decisions.md): every route needs the admin session unless it is marked
 * @Public(). Guards run before pipes, so an unauthenticated call never learns whether its input was valid.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    if (isAdminSession(context.switchToHttp().getRequest<Request>())) return true;
    throw new UnauthorizedException({
      statusCode: 401,
      message: AUTH_MESSAGES.unauthorized,
      error: 'Unauthorized',
    });
  }
}
