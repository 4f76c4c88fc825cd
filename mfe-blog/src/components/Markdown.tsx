import { Fragment, useMemo, type ReactNode } from 'react';
import { cn, SafeImage } from '@stairs/ui';
import { parseMarkdown, type BlockToken, type InlineToken } from '../lib/markdown';

/**
 * An article body from its markdown subset, built as React elements (never injected HTML). Links open in a
 * new tab without giving the opened page access to this one.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className={cn('space-y-5 text-lg leading-relaxed', className)}>{blocks.map(renderBlock)}</div>;
}

function renderBlock(block: BlockToken, index: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return (
        <h2 key={index} className="pt-4 text-2xl font-semibold tracking-tight">
          {renderInline(block.children)}
        </h2>
      );
    case 'image':
      return (
        <figure key={index}>
          <SafeImage
            src={block.src}
            alt={block.alt}
            className="mx-auto max-h-[70vh] w-auto max-w-full rounded-lg"
            placeholderClassName="aspect-video w-full rounded-lg"
          />
          {block.alt && (
            <figcaption className="mt-2 text-center text-sm text-muted-foreground">{block.alt}</figcaption>
          )}
        </figure>
      );
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
  }
}

function renderInline(tokens: readonly InlineToken[]): ReactNode {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'text':
        return <Fragment key={index}>{token.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return (
          <strong key={index} className="font-semibold">
            {renderInline(token.children)}
          </strong>
        );
      case 'em':
        return <em key={index}>{renderInline(token.children)}</em>;
      case 'link':
        return (
          <a
            key={index}
            href={token.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
          >
            {renderInline(token.children)}
          </a>
        );
      case 'image':
        return (
          <SafeImage
            key={index}
            src={token.src}
            alt={token.alt}
            className="inline-block max-h-96 max-w-full rounded align-middle"
            placeholderClassName="inline-flex h-24 w-40 rounded align-middle"
          />
        );
    }
  });
}
