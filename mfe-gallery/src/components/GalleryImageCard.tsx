import { type GalleryImage } from '@stairs/contracts';
import { cn } from '@stairs/ui';
import { GalleryCategoryBadge, GalleryPicture } from '@stairs/site';
import { hasBeforeAfterPair } from '../lib/gallery';

export interface GalleryImageCardProps {
  image: GalleryImage;
  onOpen: (image: GalleryImage) => void;
  className?: string;
  /** The page's first card: its picture loads at once (see GalleryPicture). */
  priority?: boolean;
}

/** One gallery item; the whole card is a button that opens the detail dialog. */
export function GalleryImageCard({ image, onOpen, className, priority }: GalleryImageCardProps) {
  return (
    <button
      type="button"
      onClick={() => onOpen(image)}
      aria-haspopup="dialog"
      className={cn(
        'group flex w-full flex-col overflow-hidden rounded-lg border bg-card text-left text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      {/* Only phrasing elements (spans) inside a button. */}
      <span className="relative block aspect-[4/3] w-full overflow-hidden bg-muted">
        <GalleryPicture
          image={image}
          priority={priority}
          // The grid's columns: one on a phone (it takes the 800 px version), up to four on a wide screen.
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {hasBeforeAfterPair(image) && (
          <span className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
            Vorher / Nachher
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="line-clamp-2 font-semibold leading-snug">{image.title}</span>
        <span className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <GalleryCategoryBadge category={image.category} />
          <span className="text-xs text-muted-foreground">{image.galleryNumber}</span>
        </span>
      </span>
    </button>
  );
}
