import { apiQueryKey, apiUrl } from '@stairs/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type AiDescriptionResponse,
  type DescribePictureRequest,
  type GalleryCategory,
  type GalleryImage,
  type GalleryImageInput,
} from '@stairs/contracts';
import { showCallFailure, useAdminRequest, wasRefused } from '@stairs/site';
import { toast } from '@stairs/ui';
import { GALLERY_ADMIN_TEXTS } from '../lib/gallery-admin';
import { useLogQueryError } from './useLogQueryError';

/** Every admin gallery list (all categories and each filter) shares this prefix. */
export const ADMIN_GALLERY_QUERY_KEY = apiQueryKey(API.adminGalleryImages);

function listInput(category: GalleryCategory | undefined) {
  return category ? { query: { category } } : undefined;
}

/** The admin list (source filter on the server, not the active filter), optionally one category. */
export function useAdminGalleryImages(category?: GalleryCategory) {
  const request = useAdminRequest();
  const query = useQuery({
    queryKey: [...ADMIN_GALLERY_QUERY_KEY, category ?? 'all'],
    queryFn: () =>
      request<GalleryImage[]>(
        API.adminGalleryImages.method,
        apiUrl(API.adminGalleryImages, listInput(category)),
      ),
  });
  useLogQueryError('Galerie', query.error, query.errorUpdatedAt);
  return query;
}

/** Create, update, delete and AI description, with the spec's toasts. */
export function useGalleryImageActions() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_GALLERY_QUERY_KEY });

  const create = useMutation({
    mutationFn: (input: GalleryImageInput) =>
      request<GalleryImage>(API.createGalleryImage.method, apiUrl(API.createGalleryImage), input),
    onSuccess: () =>
      toast({
        title: GALLERY_ADMIN_TEXTS.added,
        description: GALLERY_ADMIN_TEXTS.addedDescription,
        variant: 'success',
      }),
    onError: (error) => showCallFailure(error, GALLERY_ADMIN_TEXTS.addFailed),
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: GalleryImageInput }) =>
      request<GalleryImage>(
        API.updateGalleryImage.method,
        apiUrl(API.updateGalleryImage, { params: { id }, body: input }),
        input,
      ),
    onSuccess: () =>
      toast({
        title: GALLERY_ADMIN_TEXTS.updated,
        description: GALLERY_ADMIN_TEXTS.updatedDescription,
        variant: 'success',
      }),
    // docs/product.md §4: an update the server refused says why; one without an answer is uncertain (it may have
    // been stored): the list is refreshed.
    onError: (error) =>
      wasRefused(error)
        ? showCallFailure(error, GALLERY_ADMIN_TEXTS.updateUncertain)
        : toast({
            title: GALLERY_ADMIN_TEXTS.updateUncertainTitle,
            description: GALLERY_ADMIN_TEXTS.updateUncertain,
          }),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: string) =>
      request<unknown>(API.deleteGalleryImage.method, apiUrl(API.deleteGalleryImage, { params: { id } })),
    onSuccess: () => toast({ title: GALLERY_ADMIN_TEXTS.deleted, variant: 'success' }),
    onError: (error) => showCallFailure(error, GALLERY_ADMIN_TEXTS.deleteFailed),
    onSettled: refresh,
  });

  /** A stored gallery image by id, or a freshly uploaded picture of the add form. */
  const describe = useMutation({
    mutationFn: (target: { id: string } | DescribePictureRequest) =>
      'id' in target
        ? request<AiDescriptionResponse>(
            API.galleryAiDescription.method,
            apiUrl(API.galleryAiDescription, { params: { id: target.id } }),
          )
        : request<AiDescriptionResponse>(API.describePicture.method, apiUrl(API.describePicture), target),
    onSuccess: () => toast({ title: GALLERY_ADMIN_TEXTS.aiDone, variant: 'success' }),
    onError: (error) => showCallFailure(error, GALLERY_ADMIN_TEXTS.aiFailed),
  });

  return { create, update, remove, describe, refresh };
}
