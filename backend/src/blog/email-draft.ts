import { BLOG_LIMITS } from '@stairs/contracts';

/** What a draft made from an e-mail holds; the admin edits and publishes it. */
export interface EmailDraft {
  title: string;
  content: string;
  excerpt: string;
}

const TITLE_LENGTH = 90;
const EXCERPT_LENGTH = 200;

/** At most `length` characters, cut at a word boundary, with an ellipsis when cut. */
export function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2));
  return `${atWord.trimEnd()}…`;
}

/**
 * A draft from an e-mail's subject and body (one may be missing): the subject is the title, else the body's first
 * sentence; the body becomes the text in paragraphs (markdown), else the subject; the excerpt is its beginning.
 */
export function draftFromEmail(subject: string | undefined, body: string | undefined): EmailDraft {
  const text = (body ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const plain = text.replace(/\s+/g, ' ');
  const firstSentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  const title = shorten(subject?.trim() || firstSentence, Math.min(TITLE_LENGTH, BLOG_LIMITS.titleMaxLength));
  const content = text || (subject?.trim() ?? '');
  return { title, content, excerpt: shorten(plain || title, EXCERPT_LENGTH) };
}
