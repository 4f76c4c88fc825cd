// An uploaded file's name as a first title (gallery pictures, blog photo drafts), only when it reads like words.

/** What cameras, phones and messengers name pictures with: never part of a title. */
const DEVICE_WORDS = new Set([
  'img',
  'image',
  'dsc',
  'dscn',
  'dscf',
  'pxl',
  'mvimg',
  'photo',
  'foto',
  'bild',
  'pic',
  'picture',
  'screenshot',
  'scan',
  'whatsapp',
  'signal',
  'telegram',
  'edited',
  'copy',
  'kopie',
]);

/** A device's naming, also with its counter ("DSC01234", "IMG2041"). */
function isDeviceWord(token: string): boolean {
  return DEVICE_WORDS.has(token.replace(/\d+/g, '').toLowerCase());
}

/** A word of a title: letters (at least three of them), not a device's naming. */
function isWord(token: string): boolean {
  return (token.match(/\p{L}/gu)?.length ?? 0) >= 3 && !isDeviceWord(token);
}

/**
 * "treppe-eiche_2.jpg" → "treppe eiche 2"; "IMG_2041 nussbaum-stiege.jpeg" → "nussbaum stiege"; "IMG_2041.jpg",
 * "photo 4000x3000.jpg", "WhatsApp Image 2026-05-01 at 10.12.03.jpeg" → "" (nothing that reads like words: the
 * form asks for a title, or the AI's text names the picture). Numbers stay beside words, never alone.
 */
export function titleFromFileName(fileName: string | undefined): string {
  const tokens = (fileName ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter((token) => token !== '' && !isDeviceWord(token))
    .filter((token) => !/^\d+x\d+$/i.test(token));
  if (!tokens.some(isWord)) return '';
  // Leading numbers (a camera's counter, a date) before the first word say nothing.
  const first = tokens.findIndex(isWord);
  return tokens.slice(first).join(' ').slice(0, 120).trim();
}
