// Loaded only when an upload dialog opens (React.lazy): Uppy and its styles never reach any other screen.
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { useEffect, useRef, useState } from 'react';
import Uppy, { type Body, type Meta, type UppyFile } from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import XHRUpload from '@uppy/xhr-upload';
import German from '@uppy/locales/lib/de_DE.js';
import { ApiError } from '@stairs/api-client';
import {
  GALLERY_LIMITS,
  GALLERY_UPLOAD_SIZE,
  PICTURE_PICKER_TYPES,
  type GalleryUploadResponse,
  uploadSizeProblem,
} from '@stairs/contracts';

type UploadBody = Body & Partial<GalleryUploadResponse> & { message?: string };

export interface UploadDashboardProps {
  /** 'optimized': each file is POSTed as multipart field `image`; 'direct': each file is PUT to a one-time URL. */
  mode: 'optimized' | 'direct';
  /** The one-time URL of a direct upload (POST /api/objects/upload). */
  directUploadUrl?: () => Promise<string>;
  endpoint: string;
  onBatchStart?: (count: number) => void;
  onFileDone: (fileName: string, response: UploadBody) => void;
  onFileFailed: (fileName: string, failure: ApiError) => void;
  onBatchDone?: (succeeded: number, failed: number) => void;
}

/** A file's failed upload as the API client reports any failed call, so the one error rule gives its text. */
function failureOf(response: { status?: number; body?: UploadBody } | undefined): ApiError {
  return new ApiError(response?.status ?? 0, '', JSON.stringify(response?.body ?? {}));
}

/** Uppy's Dashboard inline: a progress bar per file, at most 10 files of 10 MB, nothing starts by itself. */
export default function UploadDashboard(props: UploadDashboardProps) {
  const target = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [uppy] = useState(() => {
    const instance: Uppy<Meta, UploadBody> = new Uppy<Meta, UploadBody>({
      // The operators speak German: Uppy's own German texts ('Dateien hier ablegen …', 'Eine Datei hochladen').
      locale: German,
      autoProceed: false,
      // A too large file is refused when it is picked, in the API's words (the shared check), not Uppy's.
      onBeforeFileAdded: (file) => {
        const problem = uploadSizeProblem({ size: file.size ?? 0 }, GALLERY_UPLOAD_SIZE);
        if (problem) instance.info(`${file.name ?? 'Bild'}: ${problem}`, 'error', 6000);
        return problem === undefined;
      },
      restrictions: {
        maxNumberOfFiles: GALLERY_LIMITS.uploadMaxFiles,
        // What the server takes (it checks the bytes again); not SVG or BMP, which it refuses.
        allowedFileTypes: [...PICTURE_PICKER_TYPES],
      },
    });
    return instance;
  });

  useEffect(() => {
    if (!target.current) return undefined;
    const { mode, endpoint, directUploadUrl } = latest.current;
    uppy.use(Dashboard, {
      inline: true,
      target: target.current,
      height: 380,
      width: '100%',
      proudlyDisplayPoweredByUppy: false,
      hideProgressDetails: false,
    });
    uppy.use(XHRUpload, {
      endpoint: mode === 'direct' && directUploadUrl ? () => directUploadUrl() : endpoint,
      method: mode === 'direct' ? 'PUT' : 'POST',
      formData: mode === 'optimized',
      fieldName: 'image',
      // One file at a time: the server checks and stores each before the next arrives.
      limit: 1,
      // The session cookie goes along on a same-origin request anyway; 4xx answers carry a German message.
      getResponseData: (xhr) => {
        try {
          return JSON.parse(xhr.responseText) as UploadBody;
        } catch {
          return {} as UploadBody;
        }
      },
    });
    const onUpload = (_id: string, files: UppyFile<Meta, UploadBody>[]) =>
      latest.current.onBatchStart?.(files.length);
    const onSuccess = (file: UppyFile<Meta, UploadBody> | undefined, response: { body?: UploadBody }) =>
      latest.current.onFileDone(file?.name ?? 'Bild', response.body ?? ({} as UploadBody));
    const onError = (
      file: UppyFile<Meta, UploadBody> | undefined,
      _error: { message: string },
      response?: { status?: number; body?: UploadBody },
    ) => latest.current.onFileFailed(file?.name ?? 'Bild', failureOf(response));
    const onComplete = (result: { successful?: unknown[]; failed?: unknown[] }) =>
      latest.current.onBatchDone?.(result.successful?.length ?? 0, result.failed?.length ?? 0);
    uppy.on('upload', onUpload);
    uppy.on('upload-success', onSuccess);
    uppy.on('upload-error', onError);
    uppy.on('complete', onComplete);
    return () => {
      uppy.destroy();
    };
  }, [uppy]);

  return <div ref={target} />;
}
