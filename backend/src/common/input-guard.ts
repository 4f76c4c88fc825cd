import { BadRequestException } from '@nestjs/common';
import { type RequestHandler } from 'express';
import { API_MESSAGES } from '@stairs/contracts';

/** Deeper than any form of the site; validation recurses, so a body 2,500 levels deep must never reach it. */
export const MAX_JSON_DEPTH = 32;

/** Keys that would reach an object's prototype in careless code; no form of the site has them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** U+0000 (Postgres text cannot store it) and UTF-16 halves without their partner (not valid Unicode). */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with parsed input (a JSON or form body, a query, multipart fields), if anything: too deep, a
 * forbidden key, or text Postgres cannot store. Walks with an explicit stack (no recursion), so a hostile body
 * cannot overflow the call stack here either.
 */
export function inputProblem(body: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      if (INVALID_TEXT.test(value)) return API_MESSAGES.invalidCharacters;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return API_MESSAGES.tooDeeplyNested;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return `${API_MESSAGES.unknownField}: ${key}.`;
      if (INVALID_TEXT.test(key)) return API_MESSAGES.invalidCharacters;
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return undefined;
}

const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;

/**
 * What is wrong with the text of a URL (its path, whence route parameters, and its query), if anything. Each
 * part is decoded as the router and the query parser would: a part that is no UTF-8 (an encoded lone surrogate,
 * say, which the query parser would quietly turn into U+FFFD) or that decodes to U+0000 is refused.
 */
export function urlProblem(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const parts = [...path.split('/'), ...query.replace(/\+/g, ' ').split(/[&=]/)];
  for (const part of parts) {
    // A stray '%' is left to the router (which answers 400) and the query parser (which keeps a literal '%';
    // the parsed query is checked by inputProblem too).
    if (MALFORMED_ESCAPE.test(part)) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return API_MESSAGES.invalidCharacters;
    }
    if (INVALID_TEXT.test(decoded)) return API_MESSAGES.invalidCharacters;
  }
  return undefined;
}

/**
 * After the body parsers, one check of everything a request says in text: the path (whence route parameters),
 * the query and the body. Too deep, a prototype key or text Postgres cannot store is refused with a German 400
 * before the session, the guards, validation or a handler that stores a file see it. A visitor's form never
 * loses data to a 500 this way: they get a message they can act on. Multipart fields are parsed later, by the
 * upload's handler, and checked there with inputProblem.
 */
export const inputGuard: RequestHandler = (req, _res, next) => {
  const problem =
    urlProblem(req.originalUrl) ??
    inputProblem(req.query) ??
    (req.body === undefined ? undefined : inputProblem(req.body));
  next(problem ? new BadRequestException(problem) : undefined);
};
