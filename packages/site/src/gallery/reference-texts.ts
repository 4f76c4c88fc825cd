import { PAGE_NAMES } from '@stairs/contracts';
import { type ListTexts } from '@stairs/ui';

/** The states of a list of reference projects: /references and the references admin say the same. */
export const REFERENCE_PROJECTS_LIST_TEXTS: ListTexts = {
  loadingLabel: `${PAGE_NAMES.references} werden geladen...`,
  errorMessage: `Die ${PAGE_NAMES.references} konnten nicht geladen werden.`,
  emptyText: `Noch keine ${PAGE_NAMES.references} verfügbar`,
};
