import { galleryPriceCheckPagePath, type GalleryImage, PAGE_BOOT } from '@stairs/contracts';
import { cn } from '@stairs/ui';
import { GalleryCategoryBadge, GalleryPictureFrame, isPlainClick } from '@stairs/site';
import { hasBeforeAfterPair } from '../lib/gallery';

export interface GalleryImageCardProps {
  image: GalleryImage;
  onOpen: (image: GalleryImage) => void;
  className?: string;
  /** The page's first card: its picture loads at once (see GalleryPicture). */
  priority?: boolean;
  /** The picture's width in the layout around the card (`<img sizes>`); by default /gallery's grid. */
  sizes?: string;
}

/** /gallery's grid: one column on a phone (it takes the 800 px version), up to four on a wide screen. */
const GALLERY_GRID_SIZES =
  '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * One gallery item. The whole card is a link to the project's price-check page, so it leads somewhere without
 * script; it carries PAGE_BOOT.enhancedLink, so the page's boot script holds a tap on it until the island is
 * alive and replays it (and follows the link if the island cannot come to life). Alive, a plain click opens the
 * viewer instead; a click for a new tab still opens the page. aria-haspopup: what the link opens is a dialog.
 */
export function GalleryImageCard({
  image,
  onOpen,
  className,
  priority,
  sizes = GALLERY_GRID_SIZES,
}: GalleryImageCardProps) {
  return (
    <a
      href={galleryPriceCheckPagePath(image.galleryNumber)}
      {...{ [PAGE_BOOT.enhancedLink]: '' }}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(image);
      }}
      aria-haspopup="dialog"
      className={cn(
        'group flex w-full flex-col overflow-hidden rounded-lg border bg-card text-left text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      <GalleryPictureFrame
        image={image}
        priority={priority}
        sizes={sizes}
        frameClassName="w-full"
        className="transition-transform duration-300 group-hover:scale-105"
      >
        {hasBeforeAfterPair(image) && (
          <span className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
            Vorher / Nachher
          </span>
        )}
      </GalleryPictureFrame>
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="line-clamp-2 font-semibold leading-snug">{image.title}</span>
        <span className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <GalleryCategoryBadge category={image.category} />
          <span className="text-xs text-muted-foreground">{image.galleryNumber}</span>
        </span>
      </span>
    </a>
  );
}
