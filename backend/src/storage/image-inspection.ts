import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { GALLERY_LIMITS, GALLERY_MESSAGES, PICTURE_FORMATS, type PictureExtension } from '@stairs/contracts';
import sharp from 'sharp';
import { GALLERY_UPLOAD_LIMIT, type StagedUpload, type UploadLimit } from './upload-body';

export interface InspectedImage {
  /** File extension of the stored original (from the bytes, never from the name). */
  extension: PictureExtension;
  contentType: string;
  width: number;
  height: number;
}

/**
 * How every stored picture is decoded (the worker's optimizer and picture descriptions): corrupt bytes fail, and
 * libvips refuses to decode more pixels than any upload may have, whatever reached the storage before this check.
 */
export const DECODE_OPTIONS: sharp.SharpOptions = {
  failOn: 'error',
  limitInputPixels: GALLERY_LIMITS.uploadMaxPixels,
};

const RASTER_FORMATS: Readonly<Record<string, PictureExtension>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
  tiff: 'tif',
};

/**
 * What an upload really is, read from its bytes by libvips (sharp): a raster image of a supported format, or a
 * German 4xx. SVG is refused: it can carry script, and a gallery photo never needs it. Width and height come
 * from the header (`metadata()` decodes no pixel), so a picture of too many pixels is refused before anything
 * decodes it; libvips reads the same header the worker's decoder will, so the two never disagree on the size.
 */
export async function inspectImage(
  upload: StagedUpload,
  limit: UploadLimit = GALLERY_UPLOAD_LIMIT,
): Promise<InspectedImage> {
  if (upload.size === 0) throw new BadRequestException(GALLERY_MESSAGES.uploadMissing);
  if (upload.size > limit.maxBytes) throw new PayloadTooLargeException(limit.tooLargeMessage);
  let metadata: sharp.Metadata;
  try {
    // From the file: libvips reads the header, not the whole upload.
    metadata = await sharp(upload.path, { failOn: 'error' }).metadata();
  } catch {
    throw new BadRequestException(GALLERY_MESSAGES.uploadNotAnImage);
  }
  if (metadata.format === 'svg') throw new BadRequestException(GALLERY_MESSAGES.uploadSvgRefused);
  const extension = metadata.format ? RASTER_FORMATS[metadata.format] : undefined;
  // heif covers HEIC too, which browsers cannot show; only its AV1 flavour (AVIF) is taken.
  const isHeic = metadata.format === 'heif' && metadata.compression !== 'av1';
  if (!extension || isHeic || !metadata.width || !metadata.height) {
    throw new BadRequestException(GALLERY_MESSAGES.uploadNotAnImage);
  }
  // Every frame of an animation is decoded: its pixels count too.
  if (metadata.width * metadata.height * (metadata.pages ?? 1) > limit.maxPixels) {
    throw new BadRequestException(limit.tooManyPixelsMessage);
  }
  return {
    extension,
    contentType: PICTURE_FORMATS[extension],
    width: metadata.width,
    height: metadata.height,
  };
}
