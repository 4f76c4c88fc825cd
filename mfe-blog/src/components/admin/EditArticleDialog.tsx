import { useState, type FormEvent } from 'react';
import { type BlogArticle } from '@stairs/contracts';
import { Button, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, toast } from '@stairs/ui';
import { useBlogArticleActions } from '../../hooks/useBlogAdmin';
import {
  articleFormFrom,
  BLOG_ADMIN_TEXTS,
  hasTitleAndContent,
  toArticleInput,
  type ArticleFormValues,
} from '../../lib/blog-admin';
import { ArticleFormFields } from './ArticleFormFields';

export interface EditArticleDialogProps {
  /** The article being edited; null: closed. */
  article: BlogArticle | null;
  onClose: () => void;
}

/** The edit dialog: the form's fields; the slug stays, so links to the article keep working. */
export function EditArticleDialog({ article, onClose }: EditArticleDialogProps) {
  return (
    <Dialog open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {article ? <EditForm key={article.id} article={article} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ article, onDone }: { article: BlogArticle; onDone: () => void }) {
  const [values, setValues] = useState<ArticleFormValues>(() => articleFormFrom(article));
  const { update } = useBlogArticleActions();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!hasTitleAndContent(values)) {
      toast({ title: BLOG_ADMIN_TEXTS.titleAndContentRequired, variant: 'destructive' });
      return;
    }
    update.mutate({ id: article.id, input: toArticleInput(values) }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Artikel bearbeiten</DialogTitle>
      </DialogHeader>
      <ArticleFormFields
        values={values}
        onChange={(next) => setValues((current) => ({ ...current, ...next }))}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Speichert...' : 'Speichern'}
        </Button>
      </DialogFooter>
    </form>
  );
}
