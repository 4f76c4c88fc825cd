import { PICTURE_FORMATS } from '@stairs/contracts';

/** Injection token of the configured storage driver. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/**
 * Where uploaded and generated images live. Keys are server-made (`gallery/<uuid>.webp`), never a visitor's
 * file name; the driver is the local directory by default or an S3-compatible bucket for several machines.
 */
/** What is stored: bytes made here (optimized versions), or a file that is streamed (an upload, see upload-body). */
export type ObjectBody = Buffer | { path: string; size: number };

export interface ObjectStorage {
  put(key: string, body: ObjectBody, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** A key is lower-case path segments with a file extension: nothing a path or URL could be tricked with. */
const OBJECT_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*(\.[a-z0-9]+)+$/;

export function isObjectKey(key: string): boolean {
  return key.length <= 200 && OBJECT_KEY.test(key);
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`Invalid object key ${JSON.stringify(key)}`);
}

/** Content types of what the site stores (the picture formats an upload may be); anything else is never served. */
export const OBJECT_CONTENT_TYPES: Readonly<Record<string, string>> = PICTURE_FORMATS;

export function contentTypeOfKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.prototype.hasOwnProperty.call(OBJECT_CONTENT_TYPES, extension)
    ? OBJECT_CONTENT_TYPES[extension]
    : undefined;
}

/** The public URL path of a stored object. */
export function objectUrl(key: string): string {
  return `/objects/${key}`;
}

/** The key behind a URL path of the site's own objects, or undefined for any other URL. */
export function objectKeyOfUrl(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('/objects/')) return undefined;
  const key = url.slice('/objects/'.length);
  return isObjectKey(key) ? key : undefined;
}
