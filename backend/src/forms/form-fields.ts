import { FORM_PAGE_TEXTS, HONEYPOT_FIELD, HONEYPOT_LABEL } from '@stairs/contracts';
import { html, type SafeHtml } from '../common/html';
import { type FieldErrors } from './form-validation';
import { type FormValues } from './form-values';

/**
 * The parts of the forms on the API's pages: labelled fields with their hint and error under them, wired for
 * assistive technology (aria-invalid, aria-describedby), values kept as the visitor sent them (escaped by html``).
 * A page can hold several forms (a result's phone service and detailed quote both have a phone field), so every id
 * starts with its form's key.
 */

/** What a form shows: the values it was sent with and the message of each wrong field. */
export interface FormState<F extends string> {
  values: FormValues<F>;
  errors: FieldErrors<F>;
}

export function emptyFormState<F extends string>(fields: readonly F[]): FormState<F> {
  const values = {} as FormValues<F>;
  for (const field of fields) values[field] = '';
  return { values, errors: {} };
}

export function fieldId(form: string, name: string): string {
  return `${form}-${name}`;
}

interface FieldBase {
  form: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
}

function ids(field: Pick<FieldBase, 'form' | 'name'>) {
  const id = fieldId(field.form, field.name);
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The attributes that tie a control to its hint and error, and mark it wrong. */
function describedBy(field: FieldBase, extra: readonly string[] = []): SafeHtml {
  const { hintId, errorId } = ids(field);
  const described = [...extra, field.hint ? hintId : '', field.error ? errorId : ''].filter(Boolean);
  return html`${field.error ? html` aria-invalid="true"` : ''}${
    described.length > 0 ? html` aria-describedby="${described.join(' ')}"` : ''
  }`;
}

/** The hint and the error under a control (the error in the destructive colour). */
function notes(field: FieldBase): SafeHtml {
  const { hintId, errorId } = ids(field);
  return html`${field.hint ? html`<p class="sf-hint" id="${hintId}">${field.hint}</p>` : ''}${
    field.error ? html`<p class="sf-error" id="${errorId}">${field.error}</p>` : ''
  }`;
}

export interface TextFieldOptions extends FieldBase {
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'decimal';
  autocomplete?: string;
  placeholder?: string;
  maxLength?: number;
}

export function textField(field: TextFieldOptions): SafeHtml {
  const { id } = ids(field);
  return html`<div class="sf-field">
  <label for="${id}">${field.label}</label>
  <input class="sf-input" id="${id}" name="${field.name}" type="${field.type ?? 'text'}" value="${field.value}"${
    field.inputMode ? html` inputmode="${field.inputMode}"` : ''
  }${field.autocomplete ? html` autocomplete="${field.autocomplete}"` : ''}${
    field.placeholder ? html` placeholder="${field.placeholder}"` : ''
  }${field.maxLength ? html` maxlength="${field.maxLength}"` : ''}${field.required ? html` required` : ''}${describedBy(
    field,
  )}>
  ${notes(field)}
</div>`;
}

export interface SelectOptions extends FieldBase {
  options: ReadonlyArray<readonly [value: string, label: string]>;
  /** The empty first choice ('Bitte wählen'). */
  placeholder: string;
}

export function selectField(field: SelectOptions): SafeHtml {
  const { id } = ids(field);
  return html`<div class="sf-field">
  <label for="${id}">${field.label}</label>
  <select class="sf-input" id="${id}" name="${field.name}"${field.required ? html` required` : ''}${describedBy(field)}>
    <option value=""${field.options.some(([value]) => value === field.value) ? '' : html` selected`}>${
      field.placeholder
    }</option>
    ${field.options.map(
      ([value, label]) =>
        html`<option value="${value}"${value === field.value ? html` selected` : ''}>${label}</option>`,
    )}
  </select>
  ${notes(field)}
</div>`;
}

export interface RadioGroupOptions extends Omit<FieldBase, 'label' | 'hint'> {
  legend: string;
  options: ReadonlyArray<{ value: string; title: string; description: string }>;
}

/**
 * Choices as radio buttons in a fieldset with its legend, each with its description read after its name. The
 * group's id is its first radio's (where the error summary's link leads).
 */
export function radioGroup(group: RadioGroupOptions): SafeHtml {
  const { errorId } = ids(group);
  const radioId = (index: number) =>
    index === 0 ? fieldId(group.form, group.name) : `${fieldId(group.form, group.name)}-${index}`;
  return html`<fieldset class="sf-fieldset">
  <legend class="sf-legend">${group.legend}</legend>
  <div class="sf-choices">
    ${group.options.map((option, index) => {
      const descriptionId = `${radioId(index)}-description`;
      return html`<label class="sf-choice">
      <input type="radio" id="${radioId(index)}" name="${group.name}" value="${option.value}"${
        option.value === group.value ? html` checked` : ''
      }${group.required ? html` required` : ''}${describedBy({ ...group, label: group.legend }, [descriptionId])}>
      <span class="sf-choice-title">${option.title}</span>
      <span class="sf-hint" id="${descriptionId}">${option.description}</span>
    </label>`;
    })}
  </div>
  ${group.error ? html`<p class="sf-error" id="${errorId}">${group.error}</p>` : ''}
</fieldset>`;
}

/** One checkbox with its label beside it (value "true" when ticked), its error under it. Unticked unless `checked`. */
export function checkboxField(field: Omit<FieldBase, 'value'> & { checked: boolean }): SafeHtml {
  const { id } = ids(field);
  return html`<div class="sf-field">
  <label class="sf-choice">
    <input type="checkbox" id="${id}" name="${field.name}" value="true"${field.checked ? html` checked` : ''}${
      field.required ? html` required` : ''
    }${describedBy({ ...field, value: '' })}>
    <span>${field.label}</span>
  </label>
  ${notes({ ...field, value: '' })}
</div>`;
}

export function hiddenField(name: string, value: string): SafeHtml {
  return html`<input type="hidden" name="${name}" value="${value}">`;
}

/**
 * The honeypot (contracts' spam.ts), as the site's forms have it (@stairs/site HoneypotField): off-screen, not
 * display:none (which bots skip), hidden from assistive technology and out of the tab order; autocomplete off.
 */
function honeypotField(form: string): SafeHtml {
  const id = fieldId(form, HONEYPOT_FIELD);
  return html`<div class="sf-honeypot" aria-hidden="true">
  <label for="${id}">${HONEYPOT_LABEL}</label>
  <input id="${id}" name="${HONEYPOT_FIELD}" type="text" value="" tabindex="-1" autocomplete="off">
</div>`;
}

/**
 * A form that works without script: posted by the browser to its action (the same as the site's form), German
 * messages from the server instead of the browser's bubbles (novalidate). Every one carries the honeypot.
 */
export function postForm(options: {
  id: string;
  action: string;
  fields: SafeHtml | SafeHtml[];
  submitLabel: string;
  labelledBy?: string;
}): SafeHtml {
  return html`<form class="sf-form" id="${options.id}" method="post" action="${options.action}" novalidate${
    options.labelledBy ? html` aria-labelledby="${options.labelledBy}"` : ''
  }>
  ${options.fields}
  ${honeypotField(options.id)}
  <button class="sf-button" type="submit">${options.submitLabel}</button>
</form>`;
}

export interface SummaryEntry {
  /** Id of the wrong field (its first radio for a group). */
  id: string;
  label: string;
  message: string;
}

/** The wrong fields of a form in its order, for the error summary. */
export function summaryEntries<F extends string>(
  form: string,
  fields: readonly F[],
  labels: Record<F, string>,
  errors: FieldErrors<F>,
): SummaryEntry[] {
  return fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ id: fieldId(form, field), label: labels[field], message }] : [];
  });
}

/**
 * At the top of a page whose form came back with errors: what is wrong, each a link to its field. It takes the
 * focus when the page loads (autofocus works without script), so a screen reader starts there.
 */
export function errorSummary(entries: readonly SummaryEntry[]): SafeHtml {
  if (entries.length === 0) return html``;
  return html`<div class="sf-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
  <h2 id="error-summary-title">${FORM_PAGE_TEXTS.errorSummaryTitle}</h2>
  <ul>
    ${entries.map((entry) => html`<li><a href="#${entry.id}">${entry.label.replace(/\s*\*$/, '')}: ${entry.message}</a></li>`)}
  </ul>
</div>`;
}

/** A success note at the top of a page (role status: read without taking the focus). */
export function notice(title: string, text?: string): SafeHtml {
  return html`<div class="sf-notice" role="status">
  <h2>${title}</h2>
  ${text ? html`<p>${text}</p>` : ''}
</div>`;
}
