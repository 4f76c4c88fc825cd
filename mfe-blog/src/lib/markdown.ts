// A small tokenizer for exactly the markdown subset of blog articles (spec section 2, /blog/{slug}):
// images, links, "## " headings, **bold**, *italic*, paragraphs (blank line) and line breaks (newline).
// It produces plain data; components/Markdown.tsx turns it into React elements, so no HTML string is ever
// injected into the page. Raw HTML in the source stays visible text. URLs are checked against allow-lists.

export type InlineToken =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: InlineToken[] }
  | { type: 'em'; children: InlineToken[] }
  | { type: 'link'; href: string; children: InlineToken[] }
  | { type: 'image'; src: string; alt: string }
  | { type: 'break' };

export type BlockToken =
  | { type: 'heading'; children: InlineToken[] }
  | { type: 'paragraph'; children: InlineToken[] }
  | { type: 'image'; src: string; alt: string };

// ![alt](url) and [text](url), each with an optional "title" (ignored). The URL may not contain spaces or ')'.
// Sticky (y) patterns match exactly at lastIndex, so the inline scanner never copies the rest of the line.
const IMAGE_SOURCE = String.raw`!\[([^\]\n]*)\]\(\s*([^\s)]{1,2048})(?:\s+"[^"\n]*")?\s*\)`;
const LINK_SOURCE = String.raw`\[([^\]\n]+)\]\(\s*([^\s)]{1,2048})(?:\s+"[^"\n]*")?\s*\)`;
const IMAGE_AT = new RegExp(IMAGE_SOURCE, 'y');
const LINK_AT = new RegExp(LINK_SOURCE, 'y');
const IMAGE_LINE = new RegExp(`^${IMAGE_SOURCE}$`);
const HEADING_PATTERN = /^ {0,3}##[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
// Control characters would let "java\u0000script:" slip past a scheme check in some browsers.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;
const SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):/i;

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

function safeUrl(raw: string, schemes: ReadonlySet<string>): string | null {
  const url = raw.trim();
  if (url === '' || CONTROL_CHARS.test(url)) return null;
  const scheme = SCHEME_PATTERN.exec(url);
  if (scheme) return schemes.has((scheme[1] ?? '').toLowerCase()) ? url : null;
  // Relative URLs (/objects/…, ../x, #anchor) stay on the site.
  return url;
}

/** Link targets: http(s), mailto, tel or relative; anything else (javascript:, data:, …) is dropped. */
export function safeLinkUrl(raw: string): string | null {
  return safeUrl(raw, LINK_SCHEMES);
}

/** Image sources: http(s) or relative only. */
export function safeImageUrl(raw: string): string | null {
  return safeUrl(raw, IMAGE_SCHEMES);
}

function pushText(tokens: InlineToken[], text: string): void {
  if (text === '') return;
  const last = tokens[tokens.length - 1];
  if (last?.type === 'text') last.text += text;
  else tokens.push({ type: 'text', text });
}

function pushToken(tokens: InlineToken[], token: InlineToken): void {
  if (token.type === 'text') pushText(tokens, token.text);
  else tokens.push(token);
}

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

/** Emphasis content must not start or end with whitespace ("5 * 3 * 2" is no emphasis). */
function isEmphasisContent(content: string): boolean {
  return content !== '' && !isSpace(content[0]) && !isSpace(content[content.length - 1]);
}

/** Index of the closing single '*' from `from`, skipping over complete '**…**' runs; -1 if none. */
function findSingleStar(source: string, from: number): number {
  let index = from;
  while (index < source.length) {
    if (source[index] === '*') {
      if (source[index + 1] !== '*') return index;
      const close = source.indexOf('**', index + 2);
      if (close === -1) return -1;
      index = close + 2;
      continue;
    }
    index += 1;
  }
  return -1;
}

// Emphasis inside emphasis inside … is cut off at this depth; the rest stays text. Keeps the parser linear-ish
// on hostile input.
const MAX_DEPTH = 8;

/** Inline tokens of one line. Links are not allowed inside link texts. */
export function parseInline(source: string, allowLinks = true, depth = 0): InlineToken[] {
  const tokens: InlineToken[] = [];
  if (depth > MAX_DEPTH) {
    pushText(tokens, source);
    return tokens;
  }
  let index = 0;
  while (index < source.length) {
    const char = source[index];

    if (char === '!' && source[index + 1] === '[') {
      IMAGE_AT.lastIndex = index;
      const match = IMAGE_AT.exec(source);
      if (match) {
        const alt = match[1] ?? '';
        const src = safeImageUrl(match[2] ?? '');
        if (src) tokens.push({ type: 'image', src, alt });
        else pushText(tokens, alt);
        index += match[0].length;
        continue;
      }
    }

    if (char === '[' && allowLinks) {
      LINK_AT.lastIndex = index;
      const match = LINK_AT.exec(source);
      if (match) {
        const children = parseInline(match[1] ?? '', false, depth + 1);
        const href = safeLinkUrl(match[2] ?? '');
        if (href) tokens.push({ type: 'link', href, children });
        else children.forEach((child) => pushToken(tokens, child));
        index += match[0].length;
        continue;
      }
    }

    if (char === '*') {
      if (source.startsWith('***', index)) {
        const close = source.indexOf('***', index + 3);
        const content = close === -1 ? '' : source.slice(index + 3, close);
        if (isEmphasisContent(content)) {
          tokens.push({
            type: 'strong',
            children: [{ type: 'em', children: parseInline(content, allowLinks, depth + 2) }],
          });
          index = close + 3;
          continue;
        }
      }
      if (source.startsWith('**', index)) {
        let close = source.indexOf('**', index + 2);
        // In a run like "***" the bold closes with its last two stars: "**sehr *schön***".
        while (close !== -1 && source[close + 2] === '*') close += 1;
        const content = close === -1 ? '' : source.slice(index + 2, close);
        if (isEmphasisContent(content)) {
          tokens.push({ type: 'strong', children: parseInline(content, allowLinks, depth + 1) });
          index = close + 2;
          continue;
        }
        // No bold here: both stars are text (not an opening '*' for italic).
        pushText(tokens, '**');
        index += 2;
        continue;
      }
      const close = findSingleStar(source, index + 1);
      const content = close === -1 ? '' : source.slice(index + 1, close);
      if (isEmphasisContent(content)) {
        tokens.push({ type: 'em', children: parseInline(content, allowLinks, depth + 1) });
        index = close + 1;
        continue;
      }
    }

    pushText(tokens, char ?? '');
    index += 1;
  }
  return tokens;
}

/** Block tokens of an article body. */
export function parseMarkdown(source: string | null | undefined): BlockToken[] {
  const blocks: BlockToken[] = [];
  let paragraph: string[] = [];

  const flush = () => {
    if (paragraph.length === 0) return;
    const children: InlineToken[] = [];
    paragraph.forEach((line, lineIndex) => {
      if (lineIndex > 0) children.push({ type: 'break' });
      parseInline(line).forEach((token) => pushToken(children, token));
    });
    blocks.push({ type: 'paragraph', children });
    paragraph = [];
  };

  const lines = (source ?? '').replace(/\r\n?/g, '\n').split('\n');
  for (const rawLine of lines) {
    const line = rawLine.replace(/\s+$/, '');
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING_PATTERN.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', children: parseInline(heading[1] ?? '') });
      continue;
    }
    const trimmed = line.trim();
    const image = IMAGE_LINE.exec(trimmed);
    if (image) {
      // An image on a line of its own is a block (a figure), not part of a paragraph.
      flush();
      const src = safeImageUrl(image[2] ?? '');
      if (src) blocks.push({ type: 'image', src, alt: image[1] ?? '' });
      else if (image[1]) paragraph.push(image[1]);
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

function inlineText(tokens: readonly InlineToken[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'text':
          return token.text;
        case 'break':
          return '\n';
        case 'image':
          return '';
        default:
          return inlineText(token.children);
      }
    })
    .join('');
}

/** The readable text of an article (no markup, no image URLs): for word count and reading time. */
export function markdownToPlainText(source: string | null | undefined): string {
  return parseMarkdown(source)
    .map((block) => (block.type === 'image' ? '' : inlineText(block.children)))
    .filter(Boolean)
    .join('\n\n');
}
