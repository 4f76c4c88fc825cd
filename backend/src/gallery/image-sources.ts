import { Injectable } from '@nestjs/common';
import { type AppConfig, InjectConfig } from '../config';

/** Path prefix of the site's own stored images (served by the objects controller). */
export const OBJECTS_PREFIX = '/objects/';

/** A stored object's path: lower-case segments, no '..', no double slash, no query. */
const OBJECT_PATH = /^\/objects\/[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** The host (with port) of a URL and its www / non-www twin. */
function hostVariants(url: string): string[] {
  const host = new URL(url).host.toLowerCase();
  return host.startsWith('www.') ? [host, host.slice(4)] : [host, `www.${host}`];
}

/**
 * Which image URLs the site shows (docs/product.md §4, "Gallery visibility"): its own stored objects under
 * /objects/, https URLs of its own hosts (with or without www) and of the configured IMAGE_SOURCE_HOSTS.
 */
export function createImageSourcePolicy(
  hosts: Iterable<string>,
): (url: string | null | undefined) => boolean {
  const allowed = new Set([...hosts].map((host) => host.toLowerCase()));
  return (url) => {
    if (typeof url !== 'string' || url === '') return false;
    if (url.startsWith(OBJECTS_PREFIX)) return OBJECT_PATH.test(url) && !url.includes('..');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.username || parsed.password) return false;
    // http only for a local development host; everything public is https.
    const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
    if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) return false;
    return allowed.has(parsed.host.toLowerCase());
  };
}

@Injectable()
export class ImageSources {
  readonly isAllowed: (url: string | null | undefined) => boolean;

  constructor(@InjectConfig() config: AppConfig) {
    this.isAllowed = createImageSourcePolicy([
      ...hostVariants(config.site.mainSiteUrl),
      ...hostVariants(config.site.publicUrl),
      ...config.imageSourceHosts,
    ]);
  }
}
