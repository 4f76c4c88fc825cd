import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  Optional,
} from '@nestjs/common';
import { type Request, type Response } from 'express';
import { API_MESSAGES, AUTH_MESSAGES, type ApiErrorBody } from '@stairs/contracts';
import { isDatabaseUnavailable } from './database-unavailable';
import { TooManyRequestsException } from './http-errors';

/** German text for a status when the error itself carries only the framework's English default. */
export const GERMAN_DEFAULTS: Partial<Record<number, string>> = {
  400: API_MESSAGES.badRequest,
  401: AUTH_MESSAGES.unauthorized,
  403: 'Zugriff verweigert.',
  404: API_MESSAGES.notFound,
  405: 'Diese Methode ist hier nicht erlaubt.',
  413: API_MESSAGES.payloadTooLarge,
  415: API_MESSAGES.unsupportedMediaType,
  429: API_MESSAGES.tooManyRequests,
  500: API_MESSAGES.internalError,
  503: API_MESSAGES.serviceUnavailable,
};

function reasonPhrase(status: number): string {
  const name = HttpStatus[status];
  if (!name) return 'Error';
  return name
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join(' ');
  return typeof message === 'string' ? message : exception.message;
}

/** The validation pipe's messages per field (ApiErrorBody.fields), when the exception carries them. */
function fieldsOf(exception: HttpException): Record<string, string> | undefined {
  const response = exception.getResponse();
  if (typeof response !== 'object' || response === null || !('fields' in response)) return undefined;
  const { fields } = response as { fields: unknown };
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Nest's and Express's own English texts are replaced by German ones: status defaults ("Not Found"), the
 * unknown-route 404 ("Cannot GET /api/x") and a malformed percent-encoding in a path ("URI malformed",
 * "Failed to decode param ...").
 */
function isFrameworkDefault(status: number, message: string): boolean {
  return (
    message === '' ||
    message === reasonPhrase(status) ||
    /^Cannot [A-Z]+ \//.test(message) ||
    message === 'URI malformed' ||
    message.startsWith('Failed to decode param')
  );
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = messageOf(exception);
    const fields = fieldsOf(exception);
    return {
      statusCode: status,
      message: isFrameworkDefault(status, message) ? (GERMAN_DEFAULTS[status] ?? message) : message,
      error: reasonPhrase(status),
      ...(fields ? { fields } : {}),
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: 503, message: API_MESSAGES.serviceUnavailable, error: 'Service Unavailable' };
  }
  return { statusCode: 500, message: API_MESSAGES.internalError, error: 'Internal Server Error' };
}

/**
 * Routes that answer people rather than programs (a share link, opened in a browser): their errors are small
 * pages with the same German message instead of JSON.
 */
export interface HtmlErrorPages {
  claims(request: Request): boolean;
  /** Sends the page; the status and Retry-After are already set on the response. */
  send(request: Request, response: Response, error: ApiErrorBody): Promise<void>;
}

export const HTML_ERROR_PAGES = Symbol('HTML_ERROR_PAGES');

/**
 * Every error leaves the API as `{statusCode, message, error}` with a German message (or, on the routes of the
 * HtmlErrorPages, as a page with that message). Unexpected errors become a generic 500 and a log line with the
 * stack; their details never reach the client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(@Optional() @Inject(HTML_ERROR_PAGES) private readonly htmlPages?: HtmlErrorPages) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = toErrorBody(exception);

    // The request's id (request-log.ts) ties the line to the request's own log line.
    const what = `${request.method} ${request.originalUrl} (request ${String(request.id)})`;
    if (body.statusCode === 503) {
      this.logger.warn(`${what}: database unavailable (${(exception as Error).message})`);
    } else if (body.statusCode >= 500) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(`${what} failed: ${detail}`);
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    if (exception instanceof TooManyRequestsException) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    response.status(body.statusCode);
    if (this.htmlPages?.claims(request)) {
      this.htmlPages.send(request, response, body).catch((error: unknown) => {
        // The page could not be made (its frame unreadable mid-read): the message still reaches the visitor.
        this.logger.error(
          `${what}: error page failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (!response.headersSent) response.type('text/plain').send(body.message);
        else response.end();
      });
      return;
    }
    response.json(body);
  }
}
