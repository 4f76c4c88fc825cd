import { createReadStream } from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertObjectKey, type ObjectBody, type ObjectStorage } from './object-storage';

export interface S3Settings {
  /** e.g. http://127.0.0.1:9000 (MinIO), https://<account>.r2.cloudflarestorage.com; unset: AWS S3. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted servers want path-style URLs (bucket in the path, not the host name). */
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2): for a site on more than one machine. */
export class S3ObjectStorage implements ObjectStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // An upload is streamed from its file; by default the SDK would send a stream as aws-chunked with a
      // trailing checksum, which not every S3-compatible server takes (it stored the chunk framing as the
      // object). The length is known, so a plain body will do.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: ObjectBody, contentType: string): Promise<void> {
    assertObjectKey(key);
    // A file is streamed: the SDK needs its length up front then.
    const content = Buffer.isBuffer(body)
      ? { Body: body }
      : { Body: createReadStream(body.path), ContentLength: body.size };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ...content,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertObjectKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!result.Body) return null;
      return Buffer.from(await result.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertObjectKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
