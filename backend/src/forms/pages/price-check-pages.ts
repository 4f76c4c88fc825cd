import {
  FORM_ACTIONS,
  GALLERY_CATEGORIES,
  GALLERY_PRICE_CHECK_SERVICES,
  type GalleryImage,
  imageSources,
  PAGE_NAMES,
  PRICE_CHECK_FORM_TEXTS,
} from '@stairs/contracts';
import { html, type SafeHtml } from '../../common/html';
import {
  errorSummary,
  type FormState,
  hiddenField,
  selectField,
  summaryEntries,
  textareaField,
  textField,
} from '../form-fields';
import { type FormPage } from '../form-responder';
import { backLink, formCard, HOME_LINK, linkActions, pageHeader } from './page-parts';

export const PRICE_CHECK_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'requestedService',
  'message',
] as const;
export type PriceCheckField = (typeof PRICE_CHECK_FIELDS)[number];

/** The gallery page, where a project's card comes from. */
export const GALLERY_PATH = '/gallery';

const FORM_KEY = 'price-check';

/** What the page knows about the project: the gallery's public record. */
export type PriceCheckProject = Pick<
  GalleryImage,
  'galleryNumber' | 'title' | 'description' | 'category' | 'imageUrl'
>;

function categoryLabel(category: string): string {
  return Object.prototype.hasOwnProperty.call(GALLERY_CATEGORIES, category)
    ? GALLERY_CATEGORIES[category as keyof typeof GALLERY_CATEGORIES]
    : category;
}

/**
 * The project's picture: the stored middle size first (a phone's full width), the other sizes in the srcset; its
 * 4:3 box is reserved before it loads (the gallery cards' ratio), the whole picture shown inside it.
 */
function picture(project: PriceCheckProject): SafeHtml {
  const sources = imageSources(project.imageUrl);
  return html`<img class="sf-picture" src="${sources.src}"${
    sources.srcSet ? html` srcset="${sources.srcSet}" sizes="(min-width: 56rem) 54rem, 100vw"` : ''
  } width="800" height="600" alt="${project.title}">`;
}

function priceCheckForm(
  project: PriceCheckProject,
  { values, errors }: FormState<PriceCheckField>,
): SafeHtml {
  const labels = PRICE_CHECK_FORM_TEXTS.labels;
  return formCard({
    key: FORM_KEY,
    title: PRICE_CHECK_FORM_TEXTS.title,
    description: PRICE_CHECK_FORM_TEXTS.description(project.galleryNumber, project.title),
    action: FORM_ACTIONS.galleryPriceCheck,
    fields: [
      hiddenField('galleryNumber', project.galleryNumber),
      textField({
        form: FORM_KEY,
        name: 'customerName',
        label: labels.customerName,
        autocomplete: 'name',
        value: values.customerName,
        error: errors.customerName,
        required: true,
      }),
      textField({
        form: FORM_KEY,
        name: 'customerEmail',
        label: labels.customerEmail,
        type: 'email',
        autocomplete: 'email',
        value: values.customerEmail,
        error: errors.customerEmail,
        required: true,
      }),
      textField({
        form: FORM_KEY,
        name: 'customerPhone',
        label: labels.customerPhone,
        type: 'tel',
        autocomplete: 'tel',
        value: values.customerPhone,
        error: errors.customerPhone,
      }),
      selectField({
        form: FORM_KEY,
        name: 'requestedService',
        label: labels.requestedService,
        placeholder: PRICE_CHECK_FORM_TEXTS.servicePlaceholder,
        options: GALLERY_PRICE_CHECK_SERVICES.map(
          (service) => [service, PRICE_CHECK_FORM_TEXTS.serviceLabels[service]] as const,
        ),
        value: values.requestedService,
        error: errors.requestedService,
        required: true,
      }),
      textareaField({
        form: FORM_KEY,
        name: 'message',
        label: labels.message,
        rows: 4,
        placeholder: PRICE_CHECK_FORM_TEXTS.messagePlaceholder,
        value: values.message,
        error: errors.message,
      }),
    ],
    submitLabel: PRICE_CHECK_FORM_TEXTS.submit,
  });
}

/**
 * A gallery project's page for a visitor without script (where its card leads): title, picture, category, number
 * and description, then the price-check form (again with the visitor's values and errors after a wrong post).
 */
export function priceCheckPage(project: PriceCheckProject, state: FormState<PriceCheckField>): FormPage {
  return {
    title: project.title,
    content: html`${backLink(GALLERY_PATH, PAGE_NAMES.gallery)}
${pageHeader(project.title)}
${errorSummary(summaryEntries(FORM_KEY, PRICE_CHECK_FIELDS, PRICE_CHECK_FORM_TEXTS.labels, state.errors))}
<p class="sf-meta"><span class="sf-badge">${categoryLabel(project.category)}</span><span>${PRICE_CHECK_FORM_TEXTS.projectNumber(
      project.galleryNumber,
    )}</span></p>
${picture(project)}
${project.description ? html`<p class="sf-description">${project.description}</p>` : ''}
${priceCheckForm(project, state)}`,
  };
}

/** Where a sent price check leads (303): the success toast's words, naming the project. */
export function priceCheckSentPage(project: PriceCheckProject): FormPage {
  return {
    title: PRICE_CHECK_FORM_TEXTS.successTitle,
    content: html`${pageHeader(
      PRICE_CHECK_FORM_TEXTS.successTitle,
      PRICE_CHECK_FORM_TEXTS.successDescription(project.galleryNumber),
    )}
<p class="sf-muted">${project.title}</p>
${linkActions([{ href: GALLERY_PATH, label: PAGE_NAMES.gallery }, HOME_LINK])}`,
  };
}
