import { randomUUID } from 'node:crypto';
import { imageVersionNames, PICTURE_FORMATS } from '@stairs/contracts';
import { type EntityManager } from 'typeorm';
import { objectKeyOfUrl } from './object-storage';

/**
 * The stem of a stored picture: its key up to the first dot of the file name (`gallery/<uuid>` of
 * `gallery/<uuid>.jpg` and of `gallery/<uuid>.w1920.webp`). The original and its optimized versions share it.
 */
export function objectStem(key: string): string {
  const slash = key.lastIndexOf('/');
  const dot = key.indexOf('.', slash + 1);
  return dot === -1 ? key : key.slice(0, dot);
}

/** Every key a picture of this stem may be stored under: the original in any taken format, and its versions. */
export function objectFamily(stem: string): string[] {
  return [
    ...Object.keys(PICTURE_FORMATS).map((extension) => `${stem}.${extension}`),
    ...Object.values(imageVersionNames(stem)),
  ];
}

/**
 * Notes the stored pictures behind `urls` (those of the site's own storage) for deletion, in the transaction of
 * `manager` that deletes their record; returns the rows' ids to dispatch once it has committed (Outbox
 * 'objectDeletions'). The job deletes them unless another record still shows them.
 */
export async function noteObjectDeletions(
  manager: EntityManager,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<string[]> {
  const stems = new Set(
    urls.map((url) => objectKeyOfUrl(url)).flatMap((key) => (key ? [objectStem(key)] : [])),
  );
  const ids: string[] = [];
  for (const stem of stems) {
    const id = randomUUID();
    await manager.query('INSERT INTO object_deletions (id, object_key) VALUES ($1, $2)', [id, stem]);
    ids.push(id);
  }
  return ids;
}

/**
 * The pictures of `before` that `after` no longer shows (a record's replaced pictures), compared by stem: the
 * original and its versions are one picture.
 */
export function replacedPictures(
  before: ReadonlyArray<string | null | undefined>,
  after: ReadonlyArray<string | null | undefined>,
): string[] {
  const stemOf = (url: string | null | undefined): string | undefined => {
    const key = objectKeyOfUrl(url);
    return key === undefined ? undefined : objectStem(key);
  };
  const kept = new Set(after.map(stemOf));
  return before.filter((url): url is string => {
    const stem = stemOf(url);
    return stem !== undefined && !kept.has(stem);
  });
}

/** The URLs of /objects/ pictures named in a text (a blog article's HTML). */
export function objectUrlsIn(text: string | null | undefined): string[] {
  return text?.match(/\/objects\/[a-z0-9][a-z0-9_/.-]*/g) ?? [];
}

/** Whether any record still shows a picture of this stem (the same upload may be used twice). */
export async function isStemInUse(manager: EntityManager, stem: string): Promise<boolean> {
  // Stems are lower-case letters, digits, '-', '_' and '/': only '_' needs escaping for LIKE.
  const prefix = `/objects/${stem.replace(/_/g, '\\_')}.%`;
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM gallery_images
      WHERE image_url LIKE $1 OR thumbnail_url LIKE $1 OR before_image_url LIKE $1 OR after_image_url LIKE $1
     UNION ALL SELECT 1 FROM blog_articles WHERE image_url LIKE $1 OR content LIKE '%' || $1
     UNION ALL SELECT 1 FROM reference_projects WHERE image_url LIKE $1
     LIMIT 1`,
    [prefix],
  );
  return rows.length > 0;
}
