import type { ReactNode } from 'react';
import { galleryImageSources, type GalleryImage } from '@stairs/contracts';
import { cn, SafeImage } from '@stairs/ui';

export interface GalleryPictureProps {
  image: Pick<GalleryImage, 'title' | 'imageUrl' | 'thumbnailUrl' | 'afterImageUrl'>;
  /** How wide the picture is shown, for the browser's choice among the stored sizes. */
  sizes: string;
  className?: string;
  placeholderClassName?: string;
  /** The page's first picture (see SafeImage). */
  priority?: boolean;
}

/**
 * A gallery image in a 4:3 card: its stored sizes as `srcset` (galleryImageSources), width and height so nothing
 * shifts, lazy below the fold, 'Bild nicht verfügbar' when it is missing or broken.
 */
export function GalleryPicture({
  image,
  sizes,
  className,
  placeholderClassName,
  priority,
}: GalleryPictureProps) {
  const sources = galleryImageSources(image);
  return (
    <SafeImage
      src={sources?.src}
      srcSet={sources?.srcSet}
      sizes={sizes}
      width={400}
      height={300}
      alt={image.title}
      className={className}
      placeholderClassName={placeholderClassName}
      priority={priority}
    />
  );
}

export interface GalleryPictureFrameProps extends GalleryPictureProps {
  /** Classes of the frame, e.g. its corners or width; `className` goes to the picture. */
  frameClassName?: string;
  /** Shown over the picture, e.g. a label in a corner. */
  children?: ReactNode;
}

/** A gallery image filling its 4:3 frame (cut to it), on the muted background while it loads or when it is missing. */
export function GalleryPictureFrame({
  frameClassName,
  className,
  children,
  ...picture
}: GalleryPictureFrameProps) {
  return (
    <span className={cn('relative block aspect-[4/3] overflow-hidden bg-muted', frameClassName)}>
      <GalleryPicture {...picture} className={cn('h-full w-full object-cover', className)} />
      {children}
    </span>
  );
}
