import { useId, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, LoadError, Skeleton, Spinner } from '@stairs/ui';
import { PRICE_FORM_TEXTS, type PriceForm } from '../hooks/usePriceForm';
import { PRICE_SECTIONS, PRICE_UNIT, type PriceSection } from '../lib/price-form';

export interface PriceSettingsFormProps {
  form: PriceForm;
  /** Which sections to show; /admin shows one per tab. Default both. */
  sections?: readonly PriceSection[];
  /** Show the form's own buttons. /admin has one 'Preise speichern' below its tabs instead. */
  showActions?: boolean;
  /** Show 'Aktualisieren' (reload from the server), as on the price page. */
  refreshable?: boolean;
  saveLabel?: string;
}

const ALL_SECTIONS: readonly PriceSection[] = ['concrete', 'renovation'];

/**
 * The one price form of the admin screens. Inputs appear only once the server settings are loaded (skeleton
 * before, never invented defaults). Enter in a field saves, like the save button.
 */
export function PriceSettingsForm({
  form,
  sections = ALL_SECTIONS,
  showActions = true,
  refreshable = false,
  saveLabel = 'Preise speichern',
}: PriceSettingsFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <form className="space-y-8" onSubmit={handleSubmit} noValidate aria-busy={form.isLoading || undefined}>
      {form.loadFailed ? (
        <LoadError
          message={PRICE_FORM_TEXTS.loadFailed}
          onRetry={() => void form.refresh()}
          retrying={form.isRefreshing}
        />
      ) : (
        sections.map((section) => <PriceFieldset key={section} form={form} section={section} />)
      )}
      {showActions ? (
        <div className="flex flex-wrap items-center gap-3">
          {refreshable ? (
            <Button
              variant="outline"
              onClick={() => void form.refresh()}
              disabled={form.isRefreshing || form.isSaving}
            >
              {form.isRefreshing ? (
                <Spinner size="sm" className="text-current" label="Wird aktualisiert..." />
              ) : null}
              Aktualisieren
            </Button>
          ) : null}
          <SavePricesButton form={form} label={saveLabel} type="submit" />
        </div>
      ) : null}
    </form>
  );
}

export interface SavePricesButtonProps {
  form: PriceForm;
  label?: string;
  /** 'submit' inside the price form; 'button' elsewhere (the /admin button below the tabs). */
  type?: 'submit' | 'button';
}

export function SavePricesButton({
  form,
  label = 'Preise speichern',
  type = 'button',
}: SavePricesButtonProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type={type}
        disabled={!form.canSave}
        onClick={type === 'button' ? () => void form.save() : undefined}
      >
        {form.isSaving ? <Spinner size="sm" className="text-current" label="Wird gespeichert..." /> : null}
        {label}
      </Button>
      {form.isDirty && !form.isSaving ? (
        <span className="text-sm text-muted-foreground">Ungespeicherte Änderungen</span>
      ) : null}
    </div>
  );
}

function PriceFieldset({ form, section }: { form: PriceForm; section: PriceSection }) {
  const idPrefix = useId();
  const definition = PRICE_SECTIONS[section];
  const fields: readonly { key: string; label: string }[] = definition.fields;
  const values: Record<string, string> | undefined = form.values?.[section];
  const errors: Partial<Record<string, string>> = form.errors[section];

  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{definition.title}</legend>
      <p className="text-sm text-muted-foreground">{definition.description}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ key, label }) => {
          const id = `${idPrefix}-${key}`;
          const error = errors[key];
          return (
            <div key={key} className="space-y-2">
              <Label htmlFor={values ? id : undefined}>{label}</Label>
              {values ? (
                <div className="relative">
                  <Input
                    id={id}
                    name={`${section}.${key}`}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    className="pr-16 text-right tabular-nums"
                    value={values[key] ?? ''}
                    onChange={(event) => form.setValue(section, key, event.target.value)}
                    readOnly={form.isSaving}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
                    {PRICE_UNIT}
                  </span>
                </div>
              ) : (
                <Skeleton className="h-10 w-full" />
              )}
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </div>
          );
        })}
      </div>
      {!values ? <span className="sr-only">Preise werden geladen...</span> : null}
    </fieldset>
  );
}
