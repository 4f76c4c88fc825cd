/** Fields whose value the visitor cannot have changed. */
const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What the visitor left in one field that differs from what React rendered into it. */
type Typed =
  | { kind: 'text'; field: TextField; value: string }
  | { kind: 'choice'; field: HTMLInputElement }
  | { kind: 'selection'; field: HTMLSelectElement; values: string[] }
  | { kind: 'files'; field: HTMLInputElement };

/** The DOM's own value setter, past the property React's value tracking puts on every field it hydrates. */
function setDomValue(field: TextField, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

const selectedValues = (
  options: Iterable<HTMLOptionElement>,
  selected: (option: HTMLOptionElement) => boolean,
) => [...options].filter(selected).map((option) => option.value);

/**
 * The field's difference from React's render, if any. React hydrates a field with its own value as the default
 * (`defaultValue`, `defaultChecked`; a select's `selected` options come from the server HTML) and leaves the
 * visitor's in place.
 */
function typedInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): Typed | null {
  if (field instanceof HTMLSelectElement) {
    const values = selectedValues(field.options, (option) => option.selected);
    let rendered = selectedValues(field.options, (option) => option.defaultSelected);
    if (rendered.length === 0 && !field.multiple && field.options[0]) rendered = [field.options[0].value];
    return values.join('\n') === rendered.join('\n') ? null : { kind: 'selection', field, values };
  }
  if (field instanceof HTMLInputElement) {
    if (SKIPPED_TYPES.has(field.type)) return null;
    // A file picked before (React renders none; a script cannot set one, but React can still be told).
    if (field.type === 'file') return field.files && field.files.length > 0 ? { kind: 'files', field } : null;
    if (field.type === 'checkbox' || field.type === 'radio') {
      // A radio group's choice is the radio the visitor checked (the one unchecked with it follows).
      const changed = field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
      return changed ? { kind: 'choice', field } : null;
    }
  }
  if (field.value === field.defaultValue) return null;
  return { kind: 'text', field, value: field.value };
}

/** Gives React the change it would have seen for the visitor's value (which a render may have reset meanwhile). */
function replay(typed: Typed): void {
  switch (typed.kind) {
    case 'text': {
      const { field, value } = typed;
      // Through React's tracking property: React now knows its own value as the field's last one…
      field.value = field.defaultValue;
      // …so the visitor's value, set past it, is a change, which React hands to the form's onChange.
      setDomValue(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    case 'choice':
      // React's value back through its tracking property, then the visitor's tap again: a change to React.
      typed.field.checked = typed.field.defaultChecked;
      typed.field.click();
      return;
    case 'selection':
      for (const option of typed.field.options) option.selected = typed.values.includes(option.value);
      typed.field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    case 'files':
      typed.field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * What the visitor typed, chose or ticked in an island's server HTML before it came to life, handed to its React
 * state. React 19.2 hydrates a field and leaves the visitor's value in the DOM, but its state keeps what it
 * rendered: the next render resets the field and a submit would send it empty (React's own replay of these
 * changes, facebook/react#33129, is behind `enableHydrationChangeEvent`, off in the stable builds: 19.2.x's
 * react-dom has no such replay). It runs in the layout effect of the island's hydration commit (IslandRoot), before
 * any render can reset a field: it reads every field that differs from what React rendered, then dispatches for
 * each the change React would have seen, so the form's own onChange takes it. The updates are rendered together
 * right after the commit (forms set their state with updater functions, so each change adds to the others).
 */
export function adoptTypedValues(root: Element): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  const typed = [...fields].map(typedInto).filter((entry): entry is Typed => entry !== null);
  for (const entry of typed) replay(entry);
}
