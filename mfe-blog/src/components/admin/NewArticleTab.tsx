import { useState, type FormEvent } from 'react';
import { Button, toast } from '@stairs/ui';
import { useBlogArticleActions } from '../../hooks/useBlogAdmin';
import {
  BLOG_ADMIN_TEXTS,
  EMPTY_ARTICLE_FORM,
  hasTitleAndContent,
  toArticleInput,
  type ArticleFormValues,
} from '../../lib/blog-admin';
import { ArticleFormFields } from './ArticleFormFields';

/** 'Neuer Artikel': published at once; the server makes the slug from the title. The form resets after success. */
export function NewArticleTab() {
  const [values, setValues] = useState<ArticleFormValues>(EMPTY_ARTICLE_FORM);
  const { create } = useBlogArticleActions();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!hasTitleAndContent(values)) {
      toast({ title: BLOG_ADMIN_TEXTS.titleAndContentRequired, variant: 'destructive' });
      return;
    }
    create.mutate(toArticleInput(values), { onSuccess: () => setValues(EMPTY_ARTICLE_FORM) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Neuer Artikel">
      <ArticleFormFields
        values={values}
        onChange={(next) => setValues((current) => ({ ...current, ...next }))}
      />
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? 'Wird erstellt...' : 'Artikel erstellen'}
      </Button>
    </form>
  );
}
