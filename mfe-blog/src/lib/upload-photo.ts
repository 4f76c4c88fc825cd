import { ApiError, apiUrl } from '@stairs/api-client';
import {
  API,
  BLOG_MESSAGES,
  BLOG_PHOTO_UPLOAD_SIZE,
  type BlogDraftCreated,
  uploadSizeProblem,
} from '@stairs/contracts';

/** What the upload page says before sending a file the server would refuse anyway (the size: in its words). */
export const PHOTO_CHECK_MESSAGES = {
  notAnImage: 'Bitte wählen Sie ein Bild (JPG oder PNG) aus.',
  tooLarge: BLOG_MESSAGES.photoTooLarge,
} as const;

/** Why a picked file cannot be sent, or undefined when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
    return PHOTO_CHECK_MESSAGES.notAnImage;
  return uploadSizeProblem(file, BLOG_PHOTO_UPLOAD_SIZE);
}

/**
 * Sends the photo as the request body (POST /api/blog/quick-upload?filename&description). XMLHttpRequest
 * rather than fetch: only it reports upload progress, which a 20 MB phone photo on mobile data needs.
 * Rejects with ApiError like every other call, so readErrorMessage gives the toast its text.
 */
export function uploadPhoto(
  file: File,
  description: string,
  onProgress: (fraction: number) => void,
): Promise<BlogDraftCreated> {
  const query = description.trim() === '' ? { filename: file.name } : { filename: file.name, description };
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(API.blogFromPhoto, { query }));
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as BlogDraftCreated);
        } catch {
          reject(new ApiError(request.status, request.statusText, request.responseText));
        }
      } else reject(new ApiError(request.status, request.statusText, request.responseText));
    };
    request.onerror = () => reject(new ApiError(0, 'Network Error', ''));
    request.send(file);
  });
}
