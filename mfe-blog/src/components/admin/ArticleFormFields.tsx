import { InputField, TextareaField } from '@stairs/ui';
import { type ArticleFormValues } from '../../lib/blog-admin';

export interface ArticleFormFieldsProps {
  values: ArticleFormValues;
  onChange: (next: Partial<ArticleFormValues>) => void;
}

/** The fields of the create form and the edit dialog; the content is markdown in a 20-row textarea. */
export function ArticleFormFields({ values, onChange }: ArticleFormFieldsProps) {
  return (
    <>
      <InputField
        label="Titel *"
        value={values.title}
        onChange={(event) => onChange({ title: event.target.value })}
        required
      />
      <TextareaField
        label="Kurzbeschreibung"
        rows={2}
        value={values.excerpt}
        onChange={(event) => onChange({ excerpt: event.target.value })}
      />
      <InputField
        label="Schlagwörter"
        hint="Mit Komma und Leerzeichen getrennt, z. B. Treppe, Wien, Eiche"
        value={values.keywords}
        onChange={(event) => onChange({ keywords: event.target.value })}
      />
      <InputField
        label="Meta-Beschreibung"
        value={values.metaDescription}
        onChange={(event) => onChange({ metaDescription: event.target.value })}
      />
      <TextareaField
        label="Inhalt (Markdown) *"
        rows={20}
        value={values.content}
        onChange={(event) => onChange({ content: event.target.value })}
        required
      />
    </>
  );
}
