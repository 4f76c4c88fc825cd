import { PRICE_CHECK_FORM_TEXTS, type GalleryImage } from '@stairs/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EuroIcon,
  PhoneIcon,
  SafeImage,
} from '@stairs/ui';
import { conversionLink, useSiteConfig } from '@stairs/site';
import { BeforeAfterSlider } from './BeforeAfterSlider';
import { GalleryCategoryBadge } from '@stairs/site';
import { hasBeforeAfterPair } from '../lib/gallery';

export interface GalleryDetailDialogProps {
  /** The item shown; the dialog is open while this is set. */
  image: GalleryImage | null;
  onClose: () => void;
  /** 'Preis prüfen' was pressed for this item. */
  onRequestQuote: (image: GalleryImage) => void;
}

/** The gallery item viewer (docs/product.md §2, /gallery). */
export function GalleryDetailDialog({ image, onClose, onRequestQuote }: GalleryDetailDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {image && <GalleryDetail image={image} onRequestQuote={onRequestQuote} />}
      </DialogContent>
    </Dialog>
  );
}

function GalleryDetail({
  image,
  onRequestQuote,
}: {
  image: GalleryImage;
  onRequestQuote: (image: GalleryImage) => void;
}) {
  const { data: site } = useSiteConfig();
  const showSlider = hasBeforeAfterPair(image);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{image.title}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <GalleryCategoryBadge category={image.category} />
          <span>{PRICE_CHECK_FORM_TEXTS.projectNumber(image.galleryNumber)}</span>
        </DialogDescription>
      </DialogHeader>

      {showSlider && image.beforeImageUrl && image.afterImageUrl ? (
        <div className="space-y-2">
          <BeforeAfterSlider
            beforeSrc={image.beforeImageUrl}
            afterSrc={image.afterImageUrl}
            alt={image.title}
            width="100%"
            priority
          />
          <p className="text-center text-xs text-muted-foreground">
            Ziehen Sie den Regler, um Vorher und Nachher zu vergleichen.
          </p>
        </div>
      ) : (
        <SafeImage
          src={image.imageUrl}
          alt={image.title}
          loading="eager"
          className="max-h-[60vh] w-full rounded-lg bg-muted object-contain"
          placeholderClassName="aspect-[4/3] w-full rounded-lg"
        />
      )}

      {image.description && (
        <p className="whitespace-pre-line text-sm leading-relaxed text-foreground">{image.description}</p>
      )}

      <DialogFooter className="gap-2 sm:justify-start">
        <Button onClick={() => onRequestQuote(image)}>
          <EuroIcon />
          Preis prüfen
        </Button>
        {site?.phone && (
          <Button variant="outline" asChild>
            <a href={`tel:${site.phone}`} {...conversionLink('phone')}>
              <PhoneIcon />
              Anrufen
            </a>
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
