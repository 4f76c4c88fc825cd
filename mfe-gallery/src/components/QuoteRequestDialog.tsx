import { PRICE_CHECK_FORM_TEXTS } from '@stairs/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@stairs/ui';
import { QuoteRequestForm } from './QuoteRequestForm';

export interface QuoteRequestDialogProps {
  /** Project the price check is about; the dialog is open while this is set. */
  galleryNumber: string | null;
  projectTitle?: string;
  onClose: () => void;
}

/** 'Preisprüfung anfordern' in a dialog over the gallery's viewer (docs/product.md §2, §5, §7, §8). */
export function QuoteRequestDialog({ galleryNumber, projectTitle, onClose }: QuoteRequestDialogProps) {
  return (
    <Dialog open={galleryNumber !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {galleryNumber !== null && (
          // Keyed by project: the form starts empty for every project.
          <QuoteRequestForm
            key={galleryNumber}
            galleryNumber={galleryNumber}
            header={
              <DialogHeader>
                <DialogTitle>{PRICE_CHECK_FORM_TEXTS.title}</DialogTitle>
                <DialogDescription>
                  {PRICE_CHECK_FORM_TEXTS.description(galleryNumber, projectTitle)}
                </DialogDescription>
              </DialogHeader>
            }
            onSent={onClose}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
