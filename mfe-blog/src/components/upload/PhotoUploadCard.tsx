import { useId, useState, type ChangeEvent } from 'react';
import { Card, CardContent, TextareaField, toast, UploadIcon } from '@stairs/ui';
import {
  BLOG_EMAIL_FORM_TEXTS,
  NEEDS_SCRIPT_ATTRIBUTE,
  PICTURE_PICKER_TYPES,
  WITHOUT_SCRIPT_ATTRIBUTE,
} from '@stairs/contracts';
import { DRAFT_TEXTS, type usePhotoUpload } from '../../hooks/useBlogDrafts';
import { photoProblem } from '../../lib/upload-photo';
import { UploadCardHeader } from './UploadCardHeader';

/** Where scripting is off: what the card offers instead of its picker. */
export const PHOTO_NEEDS_SCRIPT_TEXT = `Fotos können Sie hier nur mit eingeschaltetem JavaScript hochladen. Ihren Text senden Sie uns auch ohne über „${BLOG_EMAIL_FORM_TEXTS.title}“.`;

interface PhotoUploadCardProps {
  /** The page's busy flag: true while this or the e-mail form is working. */
  busy: boolean;
  upload: ReturnType<typeof usePhotoUpload>;
}

/**
 * Image card: an image-only picker; the upload starts when a photo is chosen and shows its progress. The upload
 * needs script (a browser's form cannot send the photo as the API takes it): where scripting is off, the card says
 * so instead of offering a picker that would do nothing.
 */
export function PhotoUploadCard({ busy, upload }: PhotoUploadCardProps) {
  const [description, setDescription] = useState('');
  const hintId = useId();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast({ title: DRAFT_TEXTS.uploadFailed, description: problem, variant: 'destructive' });
      return;
    }
    upload.mutate({ file, description }, { onSuccess: () => setDescription('') });
  };

  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  return (
    <Card>
      <UploadCardHeader
        icon={UploadIcon}
        title="Bild hochladen"
        description="Aus Ihrem Foto schreiben wir einen Blog-Artikel-Entwurf."
      />
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground" {...{ [WITHOUT_SCRIPT_ATTRIBUTE]: '' }}>
          {PHOTO_NEEDS_SCRIPT_TEXT}
        </p>
        <div className="grid gap-4" {...{ [NEEDS_SCRIPT_ATTRIBUTE]: '' }}>
          <TextareaField
            label="Beschreibung (optional)"
            hint="Was zeigt das Foto? Ort, Material, Besonderheiten."
            rows={3}
            maxLength={2000}
            value={description}
            disabled={busy}
            onChange={(event) => setDescription(event.target.value)}
          />
          <label
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors hover:bg-muted/50 focus-within:ring-2 focus-within:ring-ring ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            <UploadIcon aria-hidden="true" className="size-8 text-muted-foreground" />
            <span className="font-medium">Foto auswählen</span>
            <span id={hintId} className="text-sm text-muted-foreground">
              JPG, PNG bis 50MB
            </span>
            <input
              type="file"
              accept={PICTURE_PICKER_TYPES.join(',')}
              className="sr-only"
              aria-describedby={hintId}
              disabled={busy}
              onChange={onPick}
            />
          </label>
        </div>
        {percent !== null && (
          <div className="grid gap-1" role="status">
            <progress
              className="h-2 w-full accent-primary"
              max={100}
              value={percent}
              aria-label="Upload-Fortschritt"
            />
            <span className="text-sm text-muted-foreground">
              {percent < 100 ? `Wird hochgeladen... ${percent} %` : 'Entwurf wird angelegt...'}
            </span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
