import { apiQueryKey } from '@stairs/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_NAMES,
  type DescribePictureRequest,
  type GalleryCategory,
  type GalleryImageInput,
  ADMIN_API,
} from '@stairs/contracts';
import { showCallFailure, wasRefused } from '@stairs/site';
import { adminQueryOptions, useAdminCall } from '@stairs/site/admin';
import { toast } from '@stairs/ui';
import { GALLERY_ADMIN_TEXTS, GALLERY_ADMIN_WRITE_TEXTS, type GalleryWriteTexts } from '../lib/gallery-admin';
import { useLogQueryError } from './useLogQueryError';

/** Every admin gallery list (all categories and each filter) shares this prefix. */
export const ADMIN_GALLERY_QUERY_KEY = apiQueryKey(ADMIN_API.adminGalleryImages);

/** The admin list (source filter on the server, not the active filter), optionally one category. */
export function useAdminGalleryImages(category?: GalleryCategory) {
  const query = useQuery({
    ...adminQueryOptions(ADMIN_API.adminGalleryImages, { query: { category } }),
    // One key per filter under the list's key, so refreshing ADMIN_GALLERY_QUERY_KEY refreshes every filter.
    queryKey: [...ADMIN_GALLERY_QUERY_KEY, category ?? 'all'],
  });
  useLogQueryError(PAGE_NAMES.gallery, query.error, query.errorUpdatedAt);
  return query;
}

/** Create, update, delete and AI description, with the toasts of the screen that writes (`texts`). */
export function useGalleryImageActions(texts: GalleryWriteTexts = GALLERY_ADMIN_WRITE_TEXTS) {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_GALLERY_QUERY_KEY });

  const create = useMutation({
    mutationFn: (input: GalleryImageInput) => call(ADMIN_API.createGalleryImage, { body: input }),
    // 'saved as inactive' is said only of an image created inactive (the dialog may create it active).
    onSuccess: (_created, input) =>
      toast({
        title: texts.created,
        description: input.isActive ? undefined : texts.createdDescription,
        variant: 'success',
      }),
    onError: (error) => showCallFailure(error, texts.createFailed),
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: GalleryImageInput }) =>
      call(ADMIN_API.updateGalleryImage, { params: { id }, body: input }),
    onSuccess: () =>
      toast({ title: texts.updated, description: texts.updatedDescription, variant: 'success' }),
    // docs/product.md §4: an update the server refused says why; one without an answer is uncertain (it may have
    // been stored): the list is refreshed.
    onError: (error) =>
      wasRefused(error)
        ? showCallFailure(error, texts.updateFailed)
        : toast({
            title: GALLERY_ADMIN_TEXTS.updateUncertainTitle,
            description: GALLERY_ADMIN_TEXTS.updateUncertain,
          }),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: string) => call(ADMIN_API.deleteGalleryImage, { params: { id } }),
    onSuccess: () => toast({ title: texts.deleted, variant: 'success' }),
    onError: (error) => showCallFailure(error, texts.deleteFailed),
    onSettled: refresh,
  });

  /** A stored gallery image by id, or a freshly uploaded picture of a new image. */
  const describe = useMutation({
    mutationFn: (target: { id: string } | DescribePictureRequest) =>
      'id' in target
        ? call(ADMIN_API.galleryAiDescription, { params: { id: target.id } })
        : call(ADMIN_API.describePicture, { body: target }),
    onSuccess: () => toast({ title: GALLERY_ADMIN_TEXTS.aiDone, variant: 'success' }),
    onError: (error) => showCallFailure(error, GALLERY_ADMIN_TEXTS.aiFailed),
  });

  return { create, update, remove, describe, refresh };
}
