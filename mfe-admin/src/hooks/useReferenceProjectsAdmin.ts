import { apiQueryKey } from '@stairs/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_NAMES, type ReferenceProjectInput, ADMIN_API } from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { adminQueryOptions, useAdminCall } from '@stairs/site/admin';
import { toast } from '@stairs/ui';
import { REFERENCES_ADMIN_TEXTS } from '../lib/references-admin';
import { ADMIN_GALLERY_QUERY_KEY } from './useAdminGallery';
import { useLogQueryError } from './useLogQueryError';

export const ADMIN_REFERENCES_QUERY_KEY = apiQueryKey(ADMIN_API.adminReferenceProjects);

export function useAdminReferenceProjects() {
  const query = useQuery(adminQueryOptions(ADMIN_API.adminReferenceProjects));
  useLogQueryError(PAGE_NAMES.references, query.error, query.errorUpdatedAt);
  return query;
}

const success = (title: string) => toast({ title, variant: 'success' });

/** Create, update and delete of reference projects with the spec's toasts. */
export function useReferenceProjectActions() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_REFERENCES_QUERY_KEY });
  const t = REFERENCES_ADMIN_TEXTS;

  const create = useMutation({
    mutationFn: (input: ReferenceProjectInput) => call(ADMIN_API.createReferenceProject, { body: input }),
    onSuccess: () => success(t.projectCreated),
    onError: (error) => showCallFailure(error, t.projectCreateFailed),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReferenceProjectInput }) =>
      call(ADMIN_API.updateReferenceProject, { params: { id }, body: input }),
    onSuccess: () => success(t.projectUpdated),
    onError: (error) => showCallFailure(error, t.projectUpdateFailed),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(ADMIN_API.deleteReferenceProject, { params: { id } }),
    onSuccess: () => success(t.projectDeleted),
    onError: (error) => showCallFailure(error, t.projectDeleteFailed),
    onSettled: refresh,
  });
  return { create, update, remove };
}

/** Removes the demo content of a new installation (gallery images and reference projects). */
export function useRemoveDemoContent() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ADMIN_API.removeDemoContent),
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
