import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import {
  API_MESSAGES,
  GALLERY_LIMITS,
  GALLERY_MESSAGES,
  GALLERY_UPLOAD_SIZE,
  type UploadSizeLimit,
} from '@stairs/contracts';
import { type Request, type Response } from 'express';
import multer from 'multer';
import { inputProblem } from '../common/input-guard';
import { utf8OfLatin1 } from '../common/utf8-body';

/**
 * An upload's bytes in a temporary file: a body (up to 50 MB) is never held whole in memory, so many at once
 * cost disk, not the API's memory. `withRawImage`/`withMultipartImage` remove the file in every path.
 */
export interface StagedUpload {
  path: string;
  size: number;
}

/** Uploads wait in the system's temporary directory (TMPDIR) while they are checked and stored. */
function stagedName(): string {
  return `stairs-upload-${randomUUID()}`;
}

/**
 * One file in the multipart field `image`, at most 10 MB, written to a temporary file (checked before it is
 * stored). Text fields arrive as latin1, like the file's name, so their bytes can be checked for UTF-8
 * (utf8Fields).
 */
const uploadOptions: multer.Options & { defCharset: string } = {
  storage: multer.diskStorage({
    destination: (_req, _file, done) => done(null, tmpdir()),
    filename: (_req, _file, done) => done(null, stagedName()),
  }),
  // Handed on to busboy by multer 2 (its type declarations do not name it yet).
  defCharset: 'latin1',
  limits: { fileSize: GALLERY_LIMITS.uploadMaxBytes, files: 1, fields: 10, parts: 12 },
};
const singleImage = multer(uploadOptions).single('image');

export interface UploadedFile extends StagedUpload {
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

/** Removes a staged file (gone before the answer leaves); a failure to remove it is no answer of its own. */
async function removeStaged(file: string | undefined): Promise<void> {
  if (file) await rm(file, { force: true }).catch(() => undefined);
}

/** Runs `use` on a staged upload and removes its file afterwards, whatever happened. */
async function usingStaged<U extends StagedUpload, T>(
  staging: Promise<U>,
  use: (upload: U) => Promise<T>,
): Promise<T> {
  const upload = await staging;
  try {
    return await use(upload);
  } finally {
    await removeStaged(upload.path);
  }
}

/** Reads the multipart upload of POST /api/admin/gallery-images/upload; German 4xx for every way it can fail. */
function stageMultipartImage(req: Request, res: Response): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    singleImage(req, res, (error: unknown) => {
      // multer removes a file it wrote before failing; one it finished is removed here.
      const file = req.file;
      const refuse = (problem: HttpException) => {
        void removeStaged(file?.path).then(() => reject(problem));
      };
      if (error) return refuse(uploadError(error));
      if (!file || file.size === 0) return refuse(new BadRequestException(GALLERY_MESSAGES.uploadMissing));
      // busboy hands the name over as latin1; browsers send UTF-8.
      const originalName = utf8OfLatin1(file.originalname);
      const fields = utf8Fields(req.body as unknown);
      if (originalName === undefined || fields === undefined)
        return refuse(new BadRequestException(API_MESSAGES.invalidCharacters));
      // The fields and the file's name are text like any other input (checked before anything is stored).
      const problem = inputProblem({ fields, originalName });
      if (problem) return refuse(new BadRequestException(problem));
      resolve({ path: file.path, size: file.size, originalName });
    });
  });
}

/** The multipart upload's file for `use`, removed afterwards. */
export function withMultipartImage<T>(
  req: Request,
  res: Response,
  use: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  return usingStaged(stageMultipartImage(req, res), use);
}

/** How large an upload may be (bytes on the wire, pixels once decoded), and what a larger one is told. */
export interface UploadLimit extends UploadSizeLimit {
  maxPixels: number;
  tooManyPixelsMessage: string;
}

/** The gallery's 10 MB and 80 megapixels. */
export const GALLERY_UPLOAD_LIMIT: UploadLimit = {
  ...GALLERY_UPLOAD_SIZE,
  maxPixels: GALLERY_LIMITS.uploadMaxPixels,
  tooManyPixelsMessage: GALLERY_MESSAGES.uploadTooManyPixels,
};

/**
 * Writes a raw request body (a direct upload's PUT, the blog's photo) to a temporary file, refusing more than
 * the limit before and while it arrives. A refused body is still read to its end (and thrown away), so the
 * client reads the refusal instead of a reset connection.
 */
function stageRawImage(req: Request, uploadLimit: UploadLimit): Promise<StagedUpload> {
  const limit = uploadLimit.maxBytes;
  const tooLarge = () => new PayloadTooLargeException(uploadLimit.tooLargeMessage);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  // A body the JSON or form parser has read already (sent with such a content type) is no picture; waiting for
  // its bytes would wait for ever.
  if (req.readableEnded) return Promise.reject(new BadRequestException(GALLERY_MESSAGES.uploadNotAnImage));
  const target = path.join(tmpdir(), stagedName());
  const file = createWriteStream(target, { flags: 'wx' });
  return new Promise<StagedUpload>((resolve, reject) => {
    let size = 0;
    let failed = false;
    // A refusal (HttpException) or what failed on this side (the disk: a 500).
    const fail = (problem: unknown) => {
      if (failed) return;
      failed = true;
      req.off('data', write);
      req.resume();
      file.destroy();
      void removeStaged(target).then(() => reject(problem));
    };
    function write(chunk: Buffer): void {
      size += chunk.length;
      if (size > limit) return fail(tooLarge());
      // The disk is slower than the network at times: the body waits in the socket, not here.
      if (!file.write(chunk)) {
        req.pause();
        file.once('drain', () => req.resume());
      }
    }
    req.on('data', write);
    req.on('end', () => {
      if (failed) return;
      file.end((error?: Error | null) => (error ? fail(error) : resolve({ path: target, size })));
    });
    // The client went away before its body ended.
    req.on('close', () => {
      if (!req.readableEnded) fail(new BadRequestException(API_MESSAGES.badRequest));
    });
    req.on('error', () => fail(new BadRequestException(API_MESSAGES.badRequest)));
    file.on('error', fail);
  });
}

/** A raw request body's file for `use` (see stageRawImage), removed afterwards. */
export function withRawImage<T>(
  req: Request,
  use: (upload: StagedUpload) => Promise<T>,
  uploadLimit: UploadLimit = GALLERY_UPLOAD_LIMIT,
): Promise<T> {
  return usingStaged(stageRawImage(req, uploadLimit), use);
}
