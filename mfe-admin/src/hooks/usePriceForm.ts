import { useState } from 'react';
import { PRICING_MESSAGES } from '@stairs/contracts';
import { showCallFailure } from '@stairs/site';
import { toast } from '@stairs/ui';
import {
  PRICE_SECTIONS,
  isPriceFormDirty,
  toPriceFormValues,
  validatePriceForm,
  type PriceFormErrors,
  type PriceFormValues,
  type PriceSection,
} from '../lib/price-form';
import { useLogQueryError } from './useLogQueryError';
import { usePriceSettings } from './usePriceSettings';
import { useLeaveWarning } from './useLeaveWarning';

export const PRICE_FORM_TEXTS = {
  saved: PRICING_MESSAGES.saved,
  invalidTitle: 'Eingaben prüfen',
  invalidPrefix: 'Bitte korrigieren Sie: ',
  loadFailedTitle: 'Fehler beim Laden',
  loadFailed: PRICING_MESSAGES.loadFailed,
} as const;

export interface PriceFormOptions {
  /** The screen's text (docs/product.md §8): '/admin' and /simple-admin end with a full stop, the price page not. */
  saveFailedMessage: string;
}

export interface PriceForm {
  /** Null until the server settings arrived: never invented defaults (docs/decisions.md). */
  values: PriceFormValues | null;
  errors: PriceFormErrors;
  isLoading: boolean;
  /** Loading failed and there is nothing to show. */
  loadFailed: boolean;
  isRefreshing: boolean;
  isSaving: boolean;
  isDirty: boolean;
  canSave: boolean;
  setValue: (section: PriceSection, key: string, value: string) => void;
  /** Reloads the settings from the server (discarding unsaved input). */
  refresh: () => Promise<void>;
  save: () => Promise<void>;
}

const NO_ERRORS: PriceFormErrors = { concrete: {}, renovation: {} };

function invalidFieldLabels(errors: PriceFormErrors): string[] {
  const labels: string[] = [];
  for (const field of PRICE_SECTIONS.concrete.fields)
    if (errors.concrete[field.key]) labels.push(field.label);
  for (const field of PRICE_SECTIONS.renovation.fields)
    if (errors.renovation[field.key]) labels.push(field.label);
  return labels;
}

/**
 * State of the price form: inputs start from the server settings and are reset to them whenever the
 * settings are (re)loaded. Shared by /admin (fields split over two tabs), /simple-admin and the price page.
 */
export function usePriceForm({ saveFailedMessage }: PriceFormOptions): PriceForm {
  const { query, save } = usePriceSettings();
  const [values, setValues] = useState<PriceFormValues | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);

  // Adopt newly loaded server settings during render (no effect, so no frame with stale inputs).
  if (query.data && query.dataUpdatedAt !== loadedAt) {
    setLoadedAt(query.dataUpdatedAt);
    setValues(toPriceFormValues(query.data));
  }

  useLogQueryError('Preise', query.error, query.errorUpdatedAt);

  const validation = values ? validatePriceForm(values) : null;
  const errors = validation?.errors ?? NO_ERRORS;
  const isDirty = values !== null && query.data !== undefined && isPriceFormDirty(values, query.data);
  // Edits are lost when the operator leaves: every page with the price form asks first.
  useLeaveWarning(isDirty && !save.isPending);

  const setValue = (section: PriceSection, key: string, value: string) => {
    setValues((current) => {
      if (!current) return current;
      if (section === 'concrete') return { ...current, concrete: { ...current.concrete, [key]: value } };
      return { ...current, renovation: { ...current.renovation, [key]: value } };
    });
  };

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isError) {
      showCallFailure(result.error, PRICE_FORM_TEXTS.loadFailed, PRICE_FORM_TEXTS.loadFailedTitle);
    }
  };

  const submit = async () => {
    if (!validation || save.isPending) return;
    if (!validation.valid) {
      toast({
        title: PRICE_FORM_TEXTS.invalidTitle,
        description: `${PRICE_FORM_TEXTS.invalidPrefix}${invalidFieldLabels(validation.errors).join(', ')}.`,
        variant: 'destructive',
      });
      return;
    }
    try {
      await save.mutateAsync(validation.settings);
      toast({ title: PRICE_FORM_TEXTS.saved, variant: 'success' });
    } catch (error) {
      console.error('Preise konnten nicht gespeichert werden', error);
      showCallFailure(error, saveFailedMessage);
    }
  };

  return {
    values,
    errors,
    isLoading: query.isPending,
    loadFailed: query.isError && query.data === undefined,
    isRefreshing: query.isFetching && !query.isPending,
    isSaving: save.isPending,
    isDirty,
    canSave: validation !== null && !save.isPending,
    setValue,
    refresh,
    save: submit,
  };
}
