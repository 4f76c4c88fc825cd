import { HttpException } from '@nestjs/common';
import { type ErrorRequestHandler } from 'express';
import { API_MESSAGES } from '@stairs/contracts';
import { GERMAN_DEFAULTS } from './all-exceptions.filter';
import { INVALID_UTF8 } from './utf8-body';

/** Errors of the express body parsers (http-errors with a `type`): malformed JSON, too large, bad charset, no UTF-8. */
function isBodyParserError(error: unknown): error is { type: string; status: number } {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { type?: unknown; status?: unknown };
  return typeof candidate.type === 'string' && typeof candidate.status === 'number';
}

function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(Z_|ERR__|ERR_BROTLI)/.test(code);
}

/**
 * Placed right after the body parsers: turns their errors into HttpExceptions with German messages before
 * Nest's error handler sees them (which would pass on the parser's English text, e.g. "Unexpected token").
 */
export const bodyParserErrorHandler: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  // A body that says it is gzip/deflate/br but is not: zlib's own error, without an HTTP status.
  if (isZlibError(error)) {
    next(new HttpException(API_MESSAGES.invalidEncoding, 400));
    return;
  }
  if (!isBodyParserError(error) || error.status < 400 || error.status >= 500) {
    next(error);
    return;
  }
  const message =
    error.type === 'entity.parse.failed'
      ? API_MESSAGES.invalidJson
      : error.type === INVALID_UTF8
        ? API_MESSAGES.invalidCharacters
        : (GERMAN_DEFAULTS[error.status] ?? API_MESSAGES.badRequest);
  next(new HttpException(message, error.status));
};
