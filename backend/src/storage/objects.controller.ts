import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { Public } from '../auth/public.decorator';
import { contentTypeOfKey, isObjectKey, OBJECT_STORAGE, type ObjectStorage } from './object-storage';

export const OBJECTS_ROUTE = 'objects';
const NOT_FOUND = 'Die Datei wurde nicht gefunden.';

/**
 * GET /objects/{key}: stored images, outside the /api prefix. Names are server-made and never reused, so they
 * are cached for a year; the content type comes from the server's own extension list and nosniff forbids
 * guessing, and a CSP sandbox keeps anything opened directly from running script.
 */
@ApiTags('objects')
@Controller(OBJECTS_ROUTE)
export class ObjectsController {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @Public()
  @Get('*key')
  @ApiOperation({ summary: 'A stored image (uploads and their optimized versions)' })
  async read(@Param('key') key: string | string[], @Res() res: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    const contentType = contentTypeOfKey(path);
    if (!isObjectKey(path) || !contentType) throw new NotFoundException(NOT_FOUND);
    const body = await this.storage.get(path);
    if (!body) throw new NotFoundException(NOT_FOUND);
    res.set({
      'Content-Type': contentType,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-site',
    });
    res.end(body);
  }
}
