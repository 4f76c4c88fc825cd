import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import { API_MESSAGES, GALLERY_LIMITS, GALLERY_MESSAGES } from '@stairs/contracts';
import { type Request, type Response } from 'express';
import multer from 'multer';
import { inputProblem } from '../common/input-guard';
import { utf8OfLatin1 } from '../common/utf8-body';

/**
 * One file in the multipart field `image`, at most 10 MB, held in memory (it is checked before it is stored).
 * Text fields arrive as latin1, like the file's name, so their bytes can be checked for UTF-8 (utf8Fields).
 */
const uploadOptions: multer.Options & { defCharset: string } = {
  storage: multer.memoryStorage(),
  // Handed on to busboy by multer 2 (its type declarations do not name it yet).
  defCharset: 'latin1',
  limits: { fileSize: GALLERY_LIMITS.uploadMaxBytes, files: 1, fields: 10, parts: 12 },
};
const singleImage = multer(uploadOptions).single('image');

export interface UploadedFile {
  bytes: Buffer;
  originalName: string | undefined;
}

function uploadError(error: unknown): HttpException {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE')
      return new PayloadTooLargeException(GALLERY_MESSAGES.uploadTooLarge);
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
      return new BadRequestException(GALLERY_MESSAGES.uploadTooManyFiles);
    }
  }
  return new BadRequestException(API_MESSAGES.badRequest);
}

/** Multipart fields (text, or lists and objects of it) as UTF-8, or undefined when one's bytes are none. */
function utf8Fields(value: unknown): unknown {
  if (typeof value === 'string') return utf8OfLatin1(value);
  if (Array.isArray(value)) {
    const items = value.map(utf8Fields);
    return items.includes(undefined) ? undefined : items;
  }
  if (typeof value !== 'object' || value === null) return value;
  const decoded: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = utf8OfLatin1(key);
    const text = utf8Fields(item);
    if (name === undefined || text === undefined) return undefined;
    decoded[name] = text;
  }
  return decoded;
}

/** Reads the multipart upload of POST /api/admin/gallery-images/upload; German 4xx for every way it can fail. */
export function readMultipartImage(req: Request, res: Response): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    singleImage(req, res, (error: unknown) => {
      if (error) return reject(uploadError(error));
      const file = req.file;
      if (!file || file.size === 0) return reject(new BadRequestException(GALLERY_MESSAGES.uploadMissing));
      // busboy hands the name over as latin1; browsers send UTF-8.
      const originalName = utf8OfLatin1(file.originalname);
      const fields = utf8Fields(req.body as unknown);
      if (originalName === undefined || fields === undefined)
        return reject(new BadRequestException(API_MESSAGES.invalidCharacters));
      // The fields and the file's name are text like any other input (checked before anything is stored).
      const problem = inputProblem({ fields, originalName });
      if (problem) return reject(new BadRequestException(problem));
      resolve({ bytes: file.buffer, originalName });
    });
  });
}

/** How large an upload may be (bytes on the wire, pixels once decoded), and what a larger one is told. */
export interface UploadLimit {
  maxBytes: number;
  tooLargeMessage: string;
  maxPixels: number;
  tooManyPixelsMessage: string;
}

/** The gallery's 10 MB and 80 megapixels. */
export const GALLERY_UPLOAD_LIMIT: UploadLimit = {
  maxBytes: GALLERY_LIMITS.uploadMaxBytes,
  tooLargeMessage: GALLERY_MESSAGES.uploadTooLarge,
  maxPixels: GALLERY_LIMITS.uploadMaxPixels,
  tooManyPixelsMessage: GALLERY_MESSAGES.uploadTooManyPixels,
};

/** Reads a raw request body (a direct upload's PUT), refusing more than the limit before and while it arrives. */
export function readRawImage(req: Request, uploadLimit: UploadLimit = GALLERY_UPLOAD_LIMIT): Promise<Buffer> {
  const limit = uploadLimit.maxBytes;
  const tooLarge = () => new PayloadTooLargeException(uploadLimit.tooLargeMessage);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  // A body the JSON or form parser has read already (sent with such a content type) is no picture; waiting for
  // its bytes would wait for ever.
  if (req.readableEnded) return Promise.reject(new BadRequestException(GALLERY_MESSAGES.uploadNotAnImage));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(new HttpException(API_MESSAGES.badRequest, HttpStatus.BAD_REQUEST)));
  });
}
