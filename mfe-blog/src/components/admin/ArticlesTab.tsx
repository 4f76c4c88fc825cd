import { useState } from 'react';
import { Link } from '@stairs/router';
import { type BlogArticle, BLOG_STATUS_LABELS, pagePath } from '@stairs/contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EditButton,
  EntryList,
  RefreshCwIcon,
} from '@stairs/ui';
import { useAdminBlogArticles, useBlogArticleActions, useMainPageScan } from '../../hooks/useBlogAdmin';
import { formatArticleDate } from '../../lib/format';
import { ARTICLES_LIST_TEXTS, articleFormFrom, BLOG_ADMIN_TEXTS, toArticleInput } from '../../lib/blog-admin';
import { EditArticleDialog } from './EditArticleDialog';

/** 'Artikel verwalten': every article with its status; edit, publish or withdraw, delete (confirmed). */
export function ArticlesTab() {
  const query = useAdminBlogArticles();
  const { update, remove } = useBlogArticleActions();
  const scan = useMainPageScan();
  const [editing, setEditing] = useState<BlogArticle | null>(null);
  const [deleting, setDeleting] = useState<BlogArticle | null>(null);

  const setStatus = (article: BlogArticle, status: BlogArticle['status']) =>
    update.mutate({ id: article.id, input: { ...toArticleInput(articleFormFrom(article)), status } });

  return (
    <section aria-label="Artikel verwalten" className="grid gap-4">
      <div className="flex justify-end">
        <Button variant="outline" disabled={scan.isPending} onClick={() => scan.mutate()}>
          <RefreshCwIcon aria-hidden="true" className={scan.isPending ? 'animate-spin' : undefined} />
          {scan.isPending ? 'Hauptseite wird gescannt...' : 'Hauptseite scannen'}
        </Button>
      </div>
      <EntryList query={query} texts={ARTICLES_LIST_TEXTS} entryClassName="p-4">
        {(article) => (
          <>
            <div className="grid flex-1 gap-1">
              <span className="font-semibold">{article.title}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant={article.status === 'draft' ? 'secondary' : 'outline'}>
                  {BLOG_STATUS_LABELS[article.status]}
                </Badge>
                {article.publishedAt ? formatArticleDate(article.publishedAt) : null}
                {article.status === 'published' ? (
                  <Link
                    to={pagePath('blogArticle', { slug: article.slug })}
                    className="underline underline-offset-4"
                  >
                    /blog/{article.slug}
                  </Link>
                ) : null}
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={update.isPending}
                onClick={() => setStatus(article, article.status === 'draft' ? 'published' : 'draft')}
              >
                {article.status === 'draft' ? 'Veröffentlichen' : 'Zurückziehen'}
              </Button>
              <EditButton onClick={() => setEditing(article)} />
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                aria-label={`${article.title} löschen`}
                onClick={() => setDeleting(article)}
              >
                Löschen
              </Button>
            </div>
          </>
        )}
      </EntryList>
      <EditArticleDialog article={editing} onClose={() => setEditing(null)} />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Artikel löschen?</DialogTitle>
            <DialogDescription>{BLOG_ADMIN_TEXTS.deleteConfirm}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Abbrechen
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
              }}
            >
              Löschen
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
