import { apiQueryKey, apiUrl } from '@stairs/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type DemoContentRemoval,
  type GalleryImage,
  type GalleryImageInput,
  type ReferenceProject,
  type ReferenceProjectInput,
} from '@stairs/contracts';
import { showCallFailure, useAdminRequest } from '@stairs/site';
import { toast } from '@stairs/ui';
import { REFERENCES_ADMIN_TEXTS } from '../lib/references-admin';
import { ADMIN_GALLERY_QUERY_KEY } from './useAdminGallery';
import { useLogQueryError } from './useLogQueryError';

export const ADMIN_REFERENCES_QUERY_KEY = apiQueryKey(API.adminReferenceProjects);

export function useAdminReferenceProjects() {
  const request = useAdminRequest();
  const query = useQuery({
    queryKey: ADMIN_REFERENCES_QUERY_KEY,
    queryFn: () =>
      request<ReferenceProject[]>(API.adminReferenceProjects.method, apiUrl(API.adminReferenceProjects)),
  });
  useLogQueryError('Referenzprojekte', query.error, query.errorUpdatedAt);
  return query;
}

const success = (title: string) => toast({ title, variant: 'success' });

/** Create, update and delete of reference projects with the spec's toasts. */
export function useReferenceProjectActions() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_REFERENCES_QUERY_KEY });
  const t = REFERENCES_ADMIN_TEXTS;

  const create = useMutation({
    mutationFn: (input: ReferenceProjectInput) =>
      request<ReferenceProject>(API.createReferenceProject.method, apiUrl(API.createReferenceProject), input),
    onSuccess: () => success(t.projectCreated),
    onError: (error) => showCallFailure(error, t.projectCreateFailed),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReferenceProjectInput }) =>
      request<ReferenceProject>(
        API.updateReferenceProject.method,
        apiUrl(API.updateReferenceProject, { params: { id }, body: input }),
        input,
      ),
    onSuccess: () => success(t.projectUpdated),
    onError: (error) => showCallFailure(error, t.projectUpdateFailed),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      request<unknown>(
        API.deleteReferenceProject.method,
        apiUrl(API.deleteReferenceProject, { params: { id } }),
      ),
    onSuccess: () => success(t.projectDeleted),
    onError: (error) => showCallFailure(error, t.projectDeleteFailed),
    onSettled: refresh,
  });
  return { create, update, remove };
}

/** The references admin's gallery tab writes under /api/gallery-images (same records as /admin-gallery). */
export function useReferencesGalleryActions() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_GALLERY_QUERY_KEY });
  const t = REFERENCES_ADMIN_TEXTS;

  const create = useMutation({
    mutationFn: (input: GalleryImageInput) =>
      request<GalleryImage>(
        API.referencesCreateGalleryImage.method,
        apiUrl(API.referencesCreateGalleryImage),
        input,
      ),
    onSuccess: () => success(t.imageCreated),
    onError: (error) => showCallFailure(error, t.imageCreateFailed),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: GalleryImageInput }) =>
      request<GalleryImage>(
        API.referencesUpdateGalleryImage.method,
        apiUrl(API.referencesUpdateGalleryImage, { params: { id }, body: input }),
        input,
      ),
    onSuccess: () => success(t.imageUpdated),
    onError: (error) => showCallFailure(error, t.imageUpdateFailed),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      request<unknown>(
        API.referencesDeleteGalleryImage.method,
        apiUrl(API.referencesDeleteGalleryImage, { params: { id } }),
      ),
    onSuccess: () => success(t.imageDeleted),
    onError: (error) => showCallFailure(error, t.imageDeleteFailed),
    onSettled: refresh,
  });
  return { create, update, remove };
}

/** Removes the demo content of a new installation (gallery images and reference projects). */
export function useRemoveDemoContent() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<DemoContentRemoval>(API.removeDemoContent.method, apiUrl(API.removeDemoContent)),
    onSuccess: (removed) =>
      toast({
        title: REFERENCES_ADMIN_TEXTS.demoRemoved,
        description: REFERENCES_ADMIN_TEXTS.demoRemovedDescription(
          removed.galleryImages,
          removed.referenceProjects,
        ),
        variant: 'success',
      }),
    onError: (error) => showCallFailure(error, REFERENCES_ADMIN_TEXTS.demoRemoveFailed),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_REFERENCES_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_GALLERY_QUERY_KEY });
    },
  });
}
