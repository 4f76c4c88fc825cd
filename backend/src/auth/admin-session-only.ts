import { AUTH_MESSAGES } from '@stairs/contracts';
import { type RequestHandler } from 'express';
import { isAdminSession } from './session';

/**
 * The default-deny of AdminGuard for what Express serves outside Nest's controllers (the queue board, the API
 * documentation): the same 401 answer, and nothing of the tool (page, script, data) without the session.
 */
export const adminSessionOnly: RequestHandler = (req, res, next) => {
  if (isAdminSession(req)) {
    next();
    return;
  }
  res.status(401).json({ statusCode: 401, message: AUTH_MESSAGES.unauthorized, error: 'Unauthorized' });
};
