import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@stairs/api-client';
import { API, type SpamSignals, type SuccessResponse } from '@stairs/contracts';
import { type GalleryQuoteRequestBody } from '../lib/types';

export interface GalleryQuoteRequestCallbacks {
  onSuccess?: (response: SuccessResponse, body: GalleryQuoteRequestBody) => void;
  onError?: (error: Error, body: GalleryQuoteRequestBody) => void;
}

/**
 * POST /api/gallery-quote-request (docs/product.md §7); mutations are never retried. The callbacks are the
 * mutation's own (not mutate()'s), so the visitor still gets the toast when the dialog closed meanwhile.
 */
export function useGalleryQuoteRequest({ onSuccess, onError }: GalleryQuoteRequestCallbacks = {}) {
  return useMutation({
    mutationFn: (body: GalleryQuoteRequestBody & SpamSignals) => apiCall(API.galleryQuoteRequest, { body }),
    onSuccess: (response, body) => onSuccess?.(response, body),
    onError: (error, body) => onError?.(error, body),
  });
}
