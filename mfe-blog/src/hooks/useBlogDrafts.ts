import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@stairs/api-client';
import { showCallFailure } from '@stairs/site';
import {
  API,
  BLOG_EMAIL_FORM_TEXTS,
  type BlogDraftCreated,
  type EmailToBlogInput,
  type SpamSignals,
} from '@stairs/contracts';
import { toast } from '@stairs/ui';
import { useState } from 'react';
import { uploadPhoto } from '../lib/upload-photo';
import { BLOG_ADMIN_TEXTS } from '../lib/blog-admin';
import { LATEST_ARTICLES_QUERY_KEY } from './useLatestArticles';

/** The upload page's own toasts; the e-mail form's success and approval note are BLOG_EMAIL_FORM_TEXTS. */
export const DRAFT_TEXTS = {
  photoCreated: 'Blog-Artikel erstellt!',
  uploadFailed: 'Upload fehlgeschlagen',
  emailFailed: 'E-Mail-Verarbeitung fehlgeschlagen',
  retry: BLOG_ADMIN_TEXTS.retry,
} as const;

function useRefreshLatest() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: LATEST_ARTICLES_QUERY_KEY });
}

/** 'E-Mail zu Blog': a draft from subject and body. */
export function useEmailToBlog() {
  const refreshLatest = useRefreshLatest();
  return useMutation({
    mutationFn: (input: EmailToBlogInput & SpamSignals) => apiCall(API.blogFromEmail, { body: input }),
    onSuccess: ({ article }: BlogDraftCreated) => {
      toast({
        title: BLOG_EMAIL_FORM_TEXTS.successTitle,
        description: BLOG_EMAIL_FORM_TEXTS.awaitsApproval(article.title),
        variant: 'success',
      });
      refreshLatest();
    },
    onError: (error) => showCallFailure(error, DRAFT_TEXTS.retry, DRAFT_TEXTS.emailFailed),
  });
}

/** The photo upload with its progress (0–1, null while idle). */
export function usePhotoUpload() {
  const refreshLatest = useRefreshLatest();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, description }: { file: File; description: string }) => {
      setProgress(0);
      return uploadPhoto(file, description, setProgress);
    },
    onSuccess: ({ article }: BlogDraftCreated) => {
      toast({
        title: DRAFT_TEXTS.photoCreated,
        description: BLOG_EMAIL_FORM_TEXTS.awaitsApproval(article.title),
        variant: 'success',
      });
      refreshLatest();
    },
    onError: (error) => showCallFailure(error, DRAFT_TEXTS.retry, DRAFT_TEXTS.uploadFailed),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
