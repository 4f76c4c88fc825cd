import { bindFields, InputField, TextareaField } from '@stairs/ui';
import { type ArticleFormValues } from '../../lib/blog-admin';

export interface ArticleFormFieldsProps {
  values: ArticleFormValues;
  onChange: (next: Partial<ArticleFormValues>) => void;
}

/** The fields of the create form and the edit dialog; the content is markdown in a 20-row textarea. */
export function ArticleFormFields({ values, onChange }: ArticleFormFieldsProps) {
  const bind = bindFields(values, onChange);
  return (
    <>
      <InputField label="Titel *" {...bind.text('title')} required />
      <TextareaField label="Kurzbeschreibung" rows={2} {...bind.text('excerpt')} />
      <InputField
        label="Schlagwörter"
        hint="Mit Komma und Leerzeichen getrennt, z. B. Treppe, Wien, Eiche"
        {...bind.text('keywords')}
      />
      <InputField label="Meta-Beschreibung" {...bind.text('metaDescription')} />
      <TextareaField label="Inhalt (Markdown) *" rows={20} {...bind.text('content')} required />
    </>
  );
}
