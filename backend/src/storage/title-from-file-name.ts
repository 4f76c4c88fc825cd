// An uploaded file's name as a first title (gallery pictures, blog photo drafts); the operator then edits it.

/** "IMG_2041 treppe-eiche.jpeg" → "IMG 2041 treppe eiche"; a title the operator then edits. */
export function titleFromFileName(fileName: string | undefined): string {
  const base = (fileName ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/[^\p{L}\p{N} ]/gu, '');
  const title = base.replace(/\s+/g, ' ').trim().slice(0, 120);
  return title === '' ? 'Neues Bild' : title;
}
