import { Fragment, type ComponentProps, type ReactNode } from 'react';
import MarkdownToJsx, { RuleType, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { imageSources } from '@stairs/contracts';
import { cn, SafeImage } from '@stairs/ui';
import { MARKDOWN_OPTIONS, safeImageUrl } from '../lib/markdown';

type Node = MarkdownToJSX.ASTNode;

/**
 * An article body from markdown (docs/product.md §2: images, links opening in a new tab, "## " headings, bold,
 * italic, paragraphs and line breaks), built as React elements by markdown-to-jsx — never injected HTML.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <MarkdownToJsx options={OPTIONS} className={cn('space-y-5 text-lg leading-relaxed', className)}>
      {source}
    </MarkdownToJsx>
  );
}

/** A link opens in a new tab without giving the opened page access to this one. */
function ArticleLink({ href, children }: ComponentProps<'a'>) {
  // The sanitizer dropped the target (javascript:, data:, …): only the link text remains.
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
    >
      {children}
    </a>
  );
}

/** An image inside a line of text. */
function InlineImage({ src, alt = '' }: ComponentProps<'img'>) {
  // The sanitizer dropped the source: its alt text stays readable.
  if (!src) return <>{alt}</>;
  return (
    <SafeImage
      src={src}
      alt={alt}
      className="inline-block max-h-96 max-w-full rounded align-middle"
      placeholderClassName="inline-flex h-24 w-40 rounded align-middle"
    />
  );
}

/**
 * An image on a line of its own: a figure with its alt text as caption. Its frame has the pictures' usual 4:3 and
 * is there before the picture (nothing below it moves when it arrives); another shape is shown whole inside it.
 */
function Figure({ src, alt }: { src: string; alt: string }) {
  return (
    <figure>
      <SafeImage
        {...imageSources(src)}
        sizes="(min-width: 48rem) 48rem, 100vw"
        width={1200}
        height={900}
        alt={alt}
        className="mx-auto aspect-[4/3] w-full rounded-lg bg-muted object-contain"
        placeholderClassName="aspect-[4/3] w-full rounded-lg"
      />
      {alt && <figcaption className="mt-2 text-center text-sm text-muted-foreground">{alt}</figcaption>}
    </figure>
  );
}

/** "## " headings; the heading id the library generates is left out, as are ids everywhere in the body. */
function Heading({ children }: ComponentProps<'h2'>) {
  return <h2 className="pt-4 text-2xl font-semibold tracking-tight">{children}</h2>;
}

/** A single newline inside a paragraph is a line break (the library keeps it as a soft break in the text). */
function textWithBreaks(text: string, key: string | number | undefined): ReactNode {
  if (!text.includes('\n')) return text;
  return (
    <Fragment key={key}>
      {text.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Fragment>
  );
}

/** The lines of a paragraph's inline nodes, split at soft and hard line breaks. */
function splitLines(nodes: readonly Node[]): Node[][] {
  const lines: Node[][] = [];
  let line: Node[] = [];
  const endLine = () => {
    lines.push(line);
    line = [];
  };
  for (const node of nodes) {
    if (node.type === RuleType.breakLine) {
      endLine();
    } else if (node.type === RuleType.text && node.text.includes('\n')) {
      node.text.split('\n').forEach((part, index) => {
        if (index > 0) endLine();
        if (part !== '') line.push({ ...node, text: part });
      });
    } else {
      line.push(node);
    }
  }
  endLine();
  return lines.filter((nodes) =>
    nodes.some((node) => node.type !== RuleType.text || node.text.trim() !== ''),
  );
}

/** The image of a line holding nothing but an image with an allowed source. */
function soleImage(line: readonly Node[]): { src: string; alt: string } | null {
  const content = line.filter((node) => node.type !== RuleType.text || node.text.trim() !== '');
  const image = content.length === 1 ? content[0] : undefined;
  if (image?.type !== RuleType.image || image.target === null) return null;
  const src = safeImageUrl(image.target);
  return src ? { src, alt: image.alt ?? '' } : null;
}

/**
 * A paragraph with an image on a line of its own is split there: text lines stay paragraphs (joined by line
 * breaks), the image becomes a figure. Other paragraphs are left to the library.
 */
function renderParagraph(
  node: MarkdownToJSX.ParagraphNode,
  renderChildren: MarkdownToJSX.ASTRender,
  state: MarkdownToJSX.State,
): ReactNode | undefined {
  const lines = splitLines(node.children);
  if (!lines.some((line) => soleImage(line))) return undefined;

  const key = state.key;
  const blocks: ReactNode[] = [];
  let textLines: Node[][] = [];
  const flush = () => {
    if (textLines.length === 0) return;
    blocks.push(
      <p key={blocks.length}>
        {textLines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {renderChildren(line, state)}
          </Fragment>
        ))}
      </p>,
    );
    textLines = [];
  };
  for (const line of lines) {
    const image = soleImage(line);
    if (image) {
      flush();
      blocks.push(<Figure key={blocks.length} {...image} />);
    } else {
      textLines.push(line);
    }
  }
  flush();
  return <Fragment key={key}>{blocks}</Fragment>;
}

const renderRule: NonNullable<MarkdownToJSX.Options['renderRule']> = (next, node, renderChildren, state) => {
  switch (node.type) {
    case RuleType.text:
      return textWithBreaks(node.text, state.key);
    case RuleType.paragraph:
      return renderParagraph(node, renderChildren, state) ?? next();
    case RuleType.heading:
      if (node.level === 2) return next();
      // Only "## " makes a heading (docs/product.md); "# " would also compete with the page's title. Other levels stay
      // text, as written.
      return (
        <p key={state.key}>
          {'#'.repeat(node.level)} {renderChildren(node.children, state)}
        </p>
      );
    case RuleType.htmlBlock:
    case RuleType.htmlSelfClosing:
      // Never produced with disableParsingRawHTML; should that change, the library's raw-HTML rendering (which
      // may set innerHTML for <pre>/<script> blocks) is still never reached.
      return null;
    default:
      return next();
  }
};

const OPTIONS: MarkdownToJSX.Options = {
  ...MARKDOWN_OPTIONS,
  // The wrapper div carries the spacing classes, also for a body of one block (or none).
  forceWrapper: true,
  overrides: {
    a: ArticleLink,
    img: InlineImage,
    h2: Heading,
    strong: { props: { className: 'font-semibold' } },
    // Tailwind's preflight removes list markers and quote styling; beyond the spec's subset, but readable.
    ul: { props: { className: 'list-disc space-y-1 pl-6' } },
    ol: { props: { className: 'list-decimal space-y-1 pl-6' } },
    blockquote: { props: { className: 'border-l-4 pl-4 italic text-muted-foreground' } },
  },
  renderRule,
};
