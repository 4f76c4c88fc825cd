import { type BlogArticle, type BlogArticleInput, plural } from '@stairs/contracts';
import { type ListTexts } from '@stairs/ui';

/** The blog admin's texts (docs/product.md §8). */
export const BLOG_ADMIN_TEXTS = {
  titleAndContentRequired: 'Titel und Inhalt sind erforderlich!',
  createFailed: 'Fehler beim Erstellen des Artikels',
  updateFailed: (message: string) => `Fehler beim Aktualisieren: ${message}`,
  /** A failure's text when the server gave no reason (no answer, 5xx); the upload page's too. */
  retry: 'Bitte versuchen Sie es erneut.',
  deleteFailed: 'Fehler beim Löschen des Artikels',
  created: 'Artikel erfolgreich erstellt!',
  updated: 'Artikel erfolgreich aktualisiert!',
  deleted: 'Artikel erfolgreich gelöscht!',
  deleteConfirm: 'Sind Sie sicher, dass Sie diesen Artikel löschen möchten?',
  scanDone: 'Scan abgeschlossen!',
  scanFailed: 'Fehler beim Scannen der Hauptseite',
  scanFound: (count: number) =>
    plural(count, { one: '# neuer Entwurf wurde angelegt.', other: '# neue Entwürfe wurden angelegt.' }),
  scanNothingNew: 'Keine neuen Inhalte gefunden.',
} as const;

/** The states of 'Artikel verwalten'. */
export const ARTICLES_LIST_TEXTS: ListTexts = {
  loadingLabel: 'Artikel werden geladen...',
  errorMessage: 'Artikel konnten nicht geladen werden.',
  emptyText: 'Noch keine Artikel.',
};

/** The create and edit form: text fields as typed. */
export interface ArticleFormValues {
  title: string;
  excerpt: string;
  keywords: string;
  metaDescription: string;
  content: string;
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '',
  excerpt: '',
  keywords: '',
  metaDescription: '',
  content: '',
};

export function articleFormFrom(article: BlogArticle): ArticleFormValues {
  return {
    title: article.title,
    excerpt: article.excerpt ?? '',
    keywords: article.keywords ?? '',
    metaDescription: article.metaDescription ?? '',
    content: article.content,
  };
}

/** Title and content are required (docs/product.md §5); blanks do not count. */
export function hasTitleAndContent(values: ArticleFormValues): boolean {
  return values.title.trim() !== '' && values.content.trim() !== '';
}

export function toArticleInput(values: ArticleFormValues): BlogArticleInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    title: values.title.trim(),
    content: values.content,
    excerpt: optional(values.excerpt),
    keywords: optional(values.keywords),
    metaDescription: optional(values.metaDescription),
  };
}
