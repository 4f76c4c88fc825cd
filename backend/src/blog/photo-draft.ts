import { BLOG_LIMITS } from '@stairs/contracts';
import { shorten } from './email-draft';

/** What a draft from a photo holds once its text is written; the admin edits and publishes it. */
export interface PhotoDraft {
  content: string;
  excerpt: string;
  metaDescription: string;
  keywords: string;
}

export interface PhotoDraftSource {
  title: string;
  imageUrl: string;
  /** What the sender wrote about the photo, if anything. */
  description: string | null;
  /** The AI provider's description of the picture (differs with the picture). */
  pictureDescription: string;
}

/** The title of a draft from a photo: the sender's description's first sentence, else the file's name. */
/** A photo draft's title when neither the sender's words nor the file's name give one; the operator edits it. */
export const PHOTO_DRAFT_FALLBACK_TITLE = 'Neues Foto';

export function photoDraftTitle(description: string | null, titleFromFile: string): string {
  const firstSentence =
    description
      ?.replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? '';
  return shorten(
    firstSentence || titleFromFile || PHOTO_DRAFT_FALLBACK_TITLE,
    Math.min(90, BLOG_LIMITS.titleMaxLength),
  );
}

/** The photo as the article's first markdown block (brackets would end the alt text). */
function photoMarkdown(title: string, imageUrl: string): string {
  return `![${title.replace(/[[\]]/g, '')}](${imageUrl})`;
}

/** A photo draft's content until the worker has written its text: the photo and the sender's words. */
export function pendingPhotoDraftContent(
  title: string,
  imageUrl: string,
  description: string | null,
): string {
  return [photoMarkdown(title, imageUrl), description, '*Der Text wird gerade geschrieben.*']
    .filter(Boolean)
    .join('\n\n');
}

/** A markdown article around the photo: the picture, the sender's words, the description and a call to action. */
export function composePhotoDraft({
  title,
  imageUrl,
  description,
  pictureDescription,
}: PhotoDraftSource): PhotoDraft {
  const senderText = description?.replace(/\r\n?/g, '\n').trim();
  const content = [
    photoMarkdown(title, imageUrl),
    senderText,
    '## Was das Bild zeigt',
    pictureDescription,
    '## Ihre Treppe in Wien',
    'Sie planen eine ähnliche Treppe oder möchten Ihre bestehende Treppe renovieren? Mit unserem ' +
      '[Preisrechner](/concrete-calculator) sehen Sie in wenigen Minuten, womit Sie rechnen können.',
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
  const summary = pictureDescription.replace(/\s+/g, ' ').trim();
  return {
    content,
    excerpt: shorten(summary, 200),
    metaDescription: shorten(summary, 155),
    keywords: 'Treppe, Wien, Treppenrenovierung',
  };
}
