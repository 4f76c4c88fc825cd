import { useState, type ComponentProps } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../lib/cn';

export const IMAGE_UNAVAILABLE_TEXT = 'Bild nicht verfügbar';

export interface SafeImageProps extends Omit<ComponentProps<'img'>, 'src' | 'onError'> {
  src: string | null | undefined;
  alt: string;
  /** Classes of the placeholder shown instead of a missing or broken image (defaults to the image's). */
  placeholderClassName?: string;
  /**
   * The page's first picture, on screen at once (its largest paint): loaded at once and before other images.
   * Every other image loads lazily, when layout finds it near the screen.
   */
  priority?: boolean;
}

/** An image that turns into the placeholder 'Bild nicht verfügbar' when it is missing or fails to load. */
export function SafeImage({ src, alt, className, placeholderClassName, priority, ...props }: SafeImageProps) {
  // Remember which URL failed, so a new src gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      // A span, so the placeholder is also valid inside a paragraph (inline article images).
      <span
        role="img"
        aria-label={alt ? `${alt}: ${IMAGE_UNAVAILABLE_TEXT}` : IMAGE_UNAVAILABLE_TEXT}
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-muted p-4 text-center text-sm text-muted-foreground',
          placeholderClassName ?? className,
        )}
      >
        <ImageOff className="size-6" />
        <span aria-hidden="true">{IMAGE_UNAVAILABLE_TEXT}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      onError={() => setFailedSrc(src)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...props}
    />
  );
}
