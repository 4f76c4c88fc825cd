import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, apiUrl, readErrorMessage } from '@stairs/api-client';
import {
  API,
  type BlogArticle,
  type BlogArticleInput,
  type BlogArticleUpdate,
  type MainPageScanResult,
} from '@stairs/contracts';
import { showCallFailure, useAdminRequest } from '@stairs/site';
import { toast } from '@stairs/ui';
import { BLOG_ADMIN_TEXTS } from '../lib/blog-admin';

export const ADMIN_BLOG_QUERY_KEY = apiQueryKey(API.adminBlogArticles);

/** Every article, drafts first (admin session). */
export function useAdminBlogArticles() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: ADMIN_BLOG_QUERY_KEY,
    queryFn: async () =>
      (
        await request<{ articles: BlogArticle[] }>(
          API.adminBlogArticles.method,
          apiUrl(API.adminBlogArticles),
        )
      ).articles,
  });
}

const success = (title: string) => toast({ title, variant: 'success' });

/** Create, update (incl. publishing) and delete with the spec's toasts; the lists refresh afterwards. */
export function useBlogArticleActions() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  // The admin list and the public lists (the blog and the upload page show published articles).
  const refreshAll = () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === ADMIN_BLOG_QUERY_KEY[0] ||
        String(query.queryKey[0]).startsWith(API.blogArticles.path),
    });

  const create = useMutation({
    mutationFn: (input: BlogArticleInput) =>
      request<BlogArticle>(API.createBlogArticle.method, apiUrl(API.createBlogArticle), input),
    onSuccess: () => success(BLOG_ADMIN_TEXTS.created),
    onError: (error) => showCallFailure(error, BLOG_ADMIN_TEXTS.retry, BLOG_ADMIN_TEXTS.createFailed),
    onSettled: refreshAll,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: BlogArticleUpdate }) =>
      request<BlogArticle>(
        API.updateBlogArticle.method,
        apiUrl(API.updateBlogArticle, { params: { id }, body: input }),
        input,
      ),
    onSuccess: () => success(BLOG_ADMIN_TEXTS.updated),
    // The spec's one-line toast 'Fehler beim Aktualisieren: {message}', with the same rule for the message.
    onError: (error) =>
      toast({
        title: BLOG_ADMIN_TEXTS.updateFailed(readErrorMessage(error, BLOG_ADMIN_TEXTS.retry)),
        variant: 'destructive',
      }),
    onSettled: refreshAll,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      request<unknown>(API.deleteBlogArticle.method, apiUrl(API.deleteBlogArticle, { params: { id } })),
    onSuccess: () => success(BLOG_ADMIN_TEXTS.deleted),
    onError: (error) => showCallFailure(error, BLOG_ADMIN_TEXTS.retry, BLOG_ADMIN_TEXTS.deleteFailed),
    onSettled: refreshAll,
  });
  return { create, update, remove };
}

/** 'Hauptseite scannen': drafts from the main site's new sections; the list shows them afterwards. */
export function useMainPageScan() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<MainPageScanResult>(API.scanMainPage.method, apiUrl(API.scanMainPage)),
    onSuccess: (result) =>
      toast({
        title: BLOG_ADMIN_TEXTS.scanDone,
        description: result.foundNewContent
          ? BLOG_ADMIN_TEXTS.scanFound(result.createdArticles)
          : BLOG_ADMIN_TEXTS.scanNothingNew,
        variant: 'success',
      }),
    onError: (error) => showCallFailure(error, BLOG_ADMIN_TEXTS.retry, BLOG_ADMIN_TEXTS.scanFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_QUERY_KEY }),
  });
}
