import { GALLERY_CATEGORIES, type GalleryCategory } from '@stairs/contracts';
import {
  bindFields,
  Button,
  Field,
  InputField,
  SelectField,
  SparklesIcon,
  Spinner,
  Textarea,
} from '@stairs/ui';
import { type GalleryFormValues } from '../../lib/gallery-admin';

const CATEGORY_ENTRIES = Object.entries(GALLERY_CATEGORIES) as Array<[GalleryCategory, string]>;

export interface GalleryTextFieldsProps {
  values: GalleryFormValues;
  onChange: (change: Partial<GalleryFormValues>) => void;
  /** Writes a description from the picture; undefined while there is no picture (the button is disabled). */
  onDescribe: (() => void) | undefined;
  describing: boolean;
}

/** Titel, Kategorie, Beschreibung with the AI button, and Externe URL: the text fields of the gallery image dialog. */
export function GalleryTextFields({ values, onChange, onDescribe, describing }: GalleryTextFieldsProps) {
  const bind = bindFields(values, onChange);
  return (
    <>
      <InputField label="Titel *" {...bind.text('title')} maxLength={200} required />
      <SelectField
        label="Kategorie *"
        {...bind.value('category')}
        options={CATEGORY_ENTRIES}
        disabled={values.isBeforeAfter}
      />
      <Field label="Beschreibung">
        {(control) => (
          <div className="grid gap-2">
            <Textarea {...control} rows={4} {...bind.text('description')} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={onDescribe}
              disabled={describing || onDescribe === undefined}
            >
              {describing ? (
                <Spinner size="sm" className="text-current" label="Wird erstellt..." />
              ) : (
                <SparklesIcon />
              )}
              KI-Beschreibung
            </Button>
          </div>
        )}
      </Field>
      <InputField label="Externe URL" type="url" {...bind.text('externalUrl')} placeholder="https://…" />
    </>
  );
}
