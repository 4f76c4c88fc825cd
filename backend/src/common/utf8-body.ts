import { isUtf8 } from 'node:buffer';
import { type IncomingMessage, type ServerResponse } from 'node:http';

/** The `type` of the error a body parser's `verify` throws for bytes that are no UTF-8 (body-parser-errors.ts). */
export const INVALID_UTF8 = 'entity.invalid.utf8';

function invalidUtf8(): Error {
  return Object.assign(new Error('The body is not valid UTF-8'), { status: 400, type: INVALID_UTF8 });
}

/**
 * The parsers would decode bytes that are no UTF-8 into U+FFFD and store that instead of what the visitor sent;
 * such a body is refused before it is parsed, with the German 400 of other text Postgres cannot store.
 */
export function verifyJsonUtf8(
  _req: IncomingMessage,
  _res: ServerResponse,
  body: Buffer,
  encoding: string,
): void {
  if (encoding === 'utf-8' && !isUtf8(body)) throw invalidUtf8();
}

/**
 * Multipart text arrives as latin1 (one character per byte: the upload reader's `defCharset`): the UTF-8 text it
 * is, or undefined when its bytes are no UTF-8.
 */
export function utf8OfLatin1(latin1: string): string | undefined {
  const bytes = Buffer.from(latin1, 'latin1');
  return isUtf8(bytes) ? bytes.toString('utf8') : undefined;
}
