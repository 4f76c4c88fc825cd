import { galleryImageSources, type GalleryImage } from '@stairs/contracts';
import { SafeImage } from '@stairs/ui';

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
