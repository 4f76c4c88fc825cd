import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_LIST_LIMITS,
  ADMIN_LIST_MESSAGES,
  type AdminListPage,
  type AdminListQuery,
} from '@stairs/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { type ObjectLiteral, type Repository } from 'typeorm';
import { Checks, toWholeNumber } from './validation';

/**
 * Where a page of a newest-first list ends: its last entry's place in the list's order as a whole number (a time in
 * microseconds, a quote's sequence number) and its key (an id, a file name), which breaks ties. The cursor is opaque
 * to callers (base64url): they pass back what they got, never build one; each list checks that the key is one of
 * its own.
 */
export interface ListPosition {
  rank: string;
  key: string;
}

const POSITION_TEXT = /^(\d{1,17})_([A-Za-z0-9.-]{1,80})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeListCursor(position: ListPosition): string {
  return Buffer.from(`${position.rank}_${position.key}`).toString('base64url');
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeListCursor(cursor: string): ListPosition | null {
  const match = POSITION_TEXT.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  return match?.[1] && match[2] ? { rank: match[1], key: match[2] } : null;
}

/** The query's cursor as a position whose key passes the list's own check; a German 400 otherwise. */
export function listPositionOf(query: AdminListQuery, isKey: (key: string) => boolean): ListPosition | null {
  if (query.cursor === undefined) return null;
  const position = decodeListCursor(query.cursor);
  if (!position || !isKey(position.key)) throw new BadRequestException(ADMIN_LIST_MESSAGES.cursorInvalid);
  return position;
}

/** `?limit&cursor` of a paged admin list; bad values are a German 400 (the global validation pipe). */
export class AdminListQueryDto implements AdminListQuery {
  @ApiPropertyOptional({
    default: ADMIN_LIST_LIMITS.pageSize,
    minimum: 1,
    maximum: ADMIN_LIST_LIMITS.maxPageSize,
  })
  @Checks(
    Transform(toWholeNumber),
    IsOptional(),
    IsInt({ message: ADMIN_LIST_MESSAGES.limitInvalid }),
    Min(1, { message: ADMIN_LIST_MESSAGES.limitInvalid }),
    Max(ADMIN_LIST_LIMITS.maxPageSize, { message: ADMIN_LIST_MESSAGES.limitInvalid }),
  )
  limit?: number;

  @ApiPropertyOptional({ description: "a previous page's nextCursor" })
  @Checks(
    IsOptional(),
    IsString({ message: ADMIN_LIST_MESSAGES.cursorInvalid }),
    MaxLength(ADMIN_LIST_LIMITS.cursorMaxLength, { message: ADMIN_LIST_MESSAGES.cursorInvalid }),
    ValidateBy(
      {
        name: 'adminListCursor',
        validator: { validate: (value) => decodeListCursor(String(value)) !== null },
      },
      { message: ADMIN_LIST_MESSAGES.cursorInvalid },
    ),
  )
  cursor?: string;
}

/**
 * One page of a table's rows, newest first by `timeColumn` (ties by id), after the cursor's position, and the
 * table's total. Keyset paging: each page is one range of the `(timeColumn, id)` index, as fast deep in the list
 * as at its start, and an entry that arrives or is deleted meanwhile shifts no other entry into or out of the
 * next page (OFFSET would repeat or skip one). The total is an exact count (index only once the table is
 * vacuumed), read beside the page.
 */
export async function readAdminListPage<E extends ObjectLiteral & { id: string }, T>(
  repository: Repository<E>,
  timeColumn: string,
  query: AdminListQuery,
  present: (row: E) => T,
): Promise<AdminListPage<T>> {
  const limit = query.limit ?? ADMIN_LIST_LIMITS.pageSize;
  // The time is in whole microseconds since 1970: Postgres keeps microseconds and a JS Date only milliseconds, so
  // it is read as an integer in SQL, never through a Date (a cursor rounded to the millisecond would skip or
  // repeat entries of the same millisecond).
  const after = listPositionOf(query, (key) => UUID.test(key));

  const time = `entry.${timeColumn}`;
  const page = repository
    .createQueryBuilder('entry')
    .addSelect(`(extract(epoch from ${time}) * 1000000)::bigint::text`, 'position_micros')
    .orderBy(time, 'DESC')
    .addOrderBy('entry.id', 'DESC')
    // One more than asked tells whether a next page follows (the count is read apart and may differ by then).
    .limit(limit + 1);
  if (after) {
    page.where(
      `(${time}, entry.id) < (timestamptz 'epoch' + CAST(:micros AS bigint) * interval '1 microsecond', CAST(:id AS uuid))`,
      { micros: after.rank, id: after.key },
    );
  }
  const [{ entities, raw }, total] = await Promise.all([page.getRawAndEntities(), repository.count()]);
  const rows = entities.slice(0, limit);
  const last = rows.length < entities.length ? rows.at(-1) : undefined;
  const lastMicros = (raw as { position_micros: string }[])[rows.length - 1]?.position_micros;
  return {
    items: rows.map(present),
    nextCursor: last && lastMicros ? encodeListCursor({ rank: lastMicros, key: last.id }) : null,
    total,
  };
}
