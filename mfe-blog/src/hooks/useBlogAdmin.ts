import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type BlogArticle,
  type BlogArticleInput,
  type BlogArticleUpdate,
  ADMIN_API,
} from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { adminQueryOptions, useAdminCall } from '@stairs/site/admin';
import { toast } from '@stairs/ui';
import { BLOG_ADMIN_TEXTS } from '../lib/blog-admin';

const ADMIN_BLOG_ARTICLES = adminQueryOptions(ADMIN_API.adminBlogArticles);
const articlesOf = (answer: { articles: BlogArticle[] }) => answer.articles;
export const ADMIN_BLOG_QUERY_KEY = ADMIN_BLOG_ARTICLES.queryKey;

/** Every article, drafts first (admin session). */
export function useAdminBlogArticles() {
  return useQuery({ ...ADMIN_BLOG_ARTICLES, select: articlesOf });
}

const success = (title: string) => toast({ title, variant: 'success' });

/** Create, update (incl. publishing) and delete with the spec's toasts; the lists refresh afterwards. */
export function useBlogArticleActions() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  // The admin list and the public lists (the blog and the upload page show published articles).
  const refreshAll = () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === ADMIN_BLOG_QUERY_KEY[0] ||
        String(query.queryKey[0]).startsWith(API.blogArticles.path),
    });

  const create = useMutation({
    mutationFn: (input: BlogArticleInput) => call(ADMIN_API.createBlogArticle, { body: input }),
    onSuccess: () => success(BLOG_ADMIN_TEXTS.created),
    onError: (error) => showCallFailure(error, BLOG_ADMIN_TEXTS.retry, BLOG_ADMIN_TEXTS.createFailed),
    onSettled: refreshAll,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: BlogArticleUpdate }) =>
      call(ADMIN_API.updateBlogArticle, { params: { id }, body: input }),
    onSuccess: () => success(BLOG_ADMIN_TEXTS.updated),
    // The spec's one-line toast 'Fehler beim Aktualisieren: {message}'.
    onError: (error) => showCallFailure(error, BLOG_ADMIN_TEXTS.retry, BLOG_ADMIN_TEXTS.updateFailed),
    onSettled: refreshAll,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(ADMIN_API.deleteBlogArticle, { params: { id } }),
    onSuccess: () => success(BLOG_ADMIN_TEXTS.deleted),
    onError: (error) => showCallFailure(error, BLOG_ADMIN_TEXTS.retry, BLOG_ADMIN_TEXTS.deleteFailed),
    onSettled: refreshAll,
  });
  return { create, update, remove };
}

/** 'Hauptseite scannen': drafts from the main site's new sections; the list shows them afterwards. */
export function useMainPageScan() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ADMIN_API.scanMainPage),
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
