/** Fields whose value the visitor cannot have changed. */
const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const selectedValues = (select: HTMLSelectElement, selected: (option: HTMLOptionElement) => boolean) =>
  [...select.options].filter(selected).map((option) => option.value);

/**
 * The change React would have seen for what the visitor left in a field, or null where it is what React rendered
 * (React hydrates a field with its own value as the default: `defaultValue`, `defaultChecked`, `defaultSelected`).
 */
function changeOf(field: Field): (() => void) | null {
  const dispatch = (type: string) => field.dispatchEvent(new Event(type, { bubbles: true }));
  if (field instanceof HTMLSelectElement) {
    const values = selectedValues(field, (option) => option.selected);
    let rendered = selectedValues(field, (option) => option.defaultSelected);
    if (rendered.length === 0 && !field.multiple && field.options[0]) rendered = [field.options[0].value];
    if (values.join('\n') === rendered.join('\n')) return null;
    return () => {
      for (const option of field.options) option.selected = values.includes(option.value);
      dispatch('change');
    };
  }
  if (SKIPPED_TYPES.has(field.type)) return null;
  // A file picked before: React renders none and a script cannot set one, but React can still be told.
  if (field.type === 'file')
    return field instanceof HTMLInputElement && field.files?.length ? () => dispatch('change') : null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio group's choice is the radio the visitor checked (the one unchecked with it follows).
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return null;
    // React's value through its tracking property, then the visitor's tap again: a change to React.
    return () => {
      field.checked = field.defaultChecked;
      field.click();
    };
  }
  const { value } = field;
  if (value === field.defaultValue) return null;
  return () => {
    // React's value through its tracking property, then the visitor's past it (the DOM's setter): a change to React.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    dispatch('input');
  };
}

/**
 * What the visitor left in an island's server HTML, handed to its React state (docs/decisions.md, "What is
 * hydrated"), in the commit that hydrates it, before any render can reset a field: every field is read, then each
 * change dispatched (forms set their state with updater functions, so the changes add up).
 */
export function adoptTypedValues(root: Element): void {
  const changes = [...root.querySelectorAll<Field>('input, textarea, select')].map(changeOf);
  for (const change of changes) change?.();
}
