// Article bodies are markdown (docs/product.md §2, /blog/{slug}), parsed by markdown-to-jsx. This module holds what
// the renderer (components/Markdown.tsx) and the word count share: the parse options and the URL allow-lists.
import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx/react';

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

/**
 * Replaces the library's sanitizer, which lets ftp:, data:image/svg+xml and any other scheme through. `tag` is
 * 'img' for image sources and 'a' for link targets (raw HTML, which could bring other tags, is not parsed).
 */
export function sanitizeMarkdownUrl(value: string, tag: string): string | null {
  return tag === 'img' ? safeImageUrl(value) : safeLinkUrl(value);
}

/** Options for parsing and rendering an article body. */
export const MARKDOWN_OPTIONS = {
  // Raw HTML (<script>, <img onerror>) stays visible text: no element is ever built from it.
  disableParsingRawHTML: true,
  // Only written links ([Text](url)) are links, as in the spec; a bare URL stays text.
  disableAutoLink: true,
  // A single line is still a paragraph, not an inline span.
  forceBlock: true,
  sanitizer: sanitizeMarkdownUrl,
} satisfies MarkdownToJSX.Options;

type Node = MarkdownToJSX.ASTNode;

function blocksText(nodes: readonly Node[]): string {
  return nodes.map(nodeText).filter(Boolean).join('\n\n');
}

function inlineText(nodes: readonly Node[]): string {
  return nodes.map(nodeText).join('');
}

function nodeText(node: Node): string {
  switch (node.type) {
    case RuleType.text:
    case RuleType.codeInline:
    case RuleType.codeBlock:
      return node.text;
    case RuleType.breakLine:
      return '\n';
    case RuleType.heading:
    case RuleType.paragraph:
    case RuleType.textFormatted:
    case RuleType.link:
      return inlineText(node.children);
    case RuleType.blockQuote:
      return blocksText(node.children);
    case RuleType.orderedList:
    case RuleType.unorderedList:
      return node.items.map(inlineText).join('\n');
    case RuleType.table:
      return [node.header, ...node.cells].map((row) => row.map(inlineText).join(' ')).join('\n');
    default:
      // Images (their URLs are no words), references, footnote definitions.
      return '';
  }
}

/** The readable text of an article (no markup, no image URLs): for word count and reading time. */
export function markdownToPlainText(source: string | null | undefined): string {
  return blocksText(parser(source ?? '', MARKDOWN_OPTIONS));
}
