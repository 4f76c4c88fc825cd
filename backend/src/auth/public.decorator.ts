import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'stairs:public';

/**
 * Marks a route as reachable without an admin session. Everything else needs one (AdminGuard is global),
 * so a forgotten marker fails closed: a new route is admin-only until someone decides otherwise.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);
