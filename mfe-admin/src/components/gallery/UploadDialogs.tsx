import { lazy, Suspense, useState } from 'react';
import { apiUrl, readErrorMessage } from '@stairs/api-client';
import { ADMIN_API } from '@stairs/contracts';
import { useAdminCall } from '@stairs/site/admin';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Spinner,
  toast,
  UploadIcon,
} from '@stairs/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_GALLERY_QUERY_KEY } from '../../hooks/useAdminGallery';
import { GALLERY_ADMIN_TEXTS } from '../../lib/gallery-admin';

const UploadDashboard = lazy(() => import('./UploadDashboard'));

function DashboardFallback() {
  return (
    <div className="flex h-[380px] items-center justify-center rounded-md border">
      <Spinner label="Upload wird vorbereitet..." />
    </div>
  );
}

function failedToast(fileName: string, failure: unknown) {
  toast({
    title: GALLERY_ADMIN_TEXTS.uploadFileFailed,
    description: `${fileName}: ${readErrorMessage(failure, GALLERY_ADMIN_TEXTS.uploadFailedFallback)}`,
    variant: 'destructive',
  });
}

/**
 * The recommended upload: several photos at once, each optimized by the server (2–3 MB phone photos become
 * 200–500 KB) and saved as an inactive image.
 */
export function OptimizedUploadButton() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" size="lg" onClick={() => setOpen(true)}>
        <UploadIcon />
        Bilder optimiert hochladen (empfohlen)
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Bilder optimiert hochladen</DialogTitle>
          <DialogDescription>
            Handyfotos mit 2–3 MB werden auf 200–500 KB verkleinert. Neue Bilder sind INAKTIV, bis Sie sie
            über „Bearbeiten“ aktivieren.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<DashboardFallback />}>
          <UploadDashboard
            mode="optimized"
            endpoint={apiUrl(ADMIN_API.uploadGalleryImage)}
            onBatchStart={(count) => toast({ title: GALLERY_ADMIN_TEXTS.uploadBatchStarted(count) })}
            onFileDone={(fileName) =>
              toast({
                title: GALLERY_ADMIN_TEXTS.uploadFileDone,
                description: GALLERY_ADMIN_TEXTS.uploadFileDoneDescription(fileName),
                variant: 'success',
              })
            }
            onFileFailed={failedToast}
            onBatchDone={(succeeded, failed) => {
              toast({
                title: GALLERY_ADMIN_TEXTS.uploadBatchDone,
                description: GALLERY_ADMIN_TEXTS.uploadBatchSummary(succeeded, failed),
                variant: failed > 0 ? 'destructive' : 'success',
              });
              void queryClient.invalidateQueries({ queryKey: ADMIN_GALLERY_QUERY_KEY });
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** The direct upload: files go unchanged to storage; the first one's URL is put into the image dialog's form. */
export function DirectUploadButton({ onUploaded }: { onUploaded: (imageUrl: string) => void }) {
  const [open, setOpen] = useState(false);
  const call = useAdminCall();
  const ticket = async () => (await call(ADMIN_API.directUploadTicket)).uploadURL;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Direkt hochladen (bis zu 10 Bilder)
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Bilder direkt hochladen</DialogTitle>
          <DialogDescription>
            Bis zu 10 Bilder mit je höchstens 10 MB. Der Upload startet mit „Upload“.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<DashboardFallback />}>
          <UploadDashboard
            mode="direct"
            endpoint={apiUrl(ADMIN_API.directUploadTicket)}
            directUploadUrl={ticket}
            onFileDone={(_fileName, response) => {
              if (typeof response.imageUrl === 'string') onUploaded(response.imageUrl);
              toast({ title: GALLERY_ADMIN_TEXTS.directUploadDone, variant: 'success' });
            }}
            onFileFailed={failedToast}
            onBatchDone={(succeeded) => succeeded > 0 && setOpen(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
