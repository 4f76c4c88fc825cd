/** A field or button of a rendered form, as its server HTML has it. */
export interface RenderedControl {
  tag: 'input' | 'select' | 'textarea' | 'button';
  name: string | undefined;
  type: string | undefined;
  value: string | undefined;
  /** The control's opening tag, for messages and further checks. */
  html: string;
}

/** A <form> of server HTML: what the browser would post without script, and what would keep it from doing so. */
export interface RenderedForm {
  method: string | undefined;
  action: string | undefined;
  noValidate: boolean;
  controls: RenderedControl[];
  /** The names the form posts, each once, in their order (buttons left out). */
  fieldNames: string[];
  /** Hidden inputs by name, with their values. */
  hidden: Record<string, string>;
  /** Every field, button or fieldset that is read-only or disabled: a visitor could not use it before hydration. */
  locked: string[];
  /** The opening tags of its submit buttons. */
  submitButtons: string[];
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

function hasAttribute(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(=|\\s|/?>)`, 'i').test(tag);
}

/** The forms of rendered HTML (react-dom/server), in their order. */
export function formsIn(html: string): RenderedForm[] {
  return [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map(([markup]) => {
    const open = /^<form\b[^>]*>/.exec(markup)?.[0] ?? '';
    const controls = [...markup.matchAll(/<(input|select|textarea|button)\b[^>]*>/g)].map(
      ([tagHtml, tag]): RenderedControl => ({
        tag: tag as RenderedControl['tag'],
        name: attribute(tagHtml, 'name'),
        type: attribute(tagHtml, 'type'),
        value: attribute(tagHtml, 'value'),
        html: tagHtml,
      }),
    );
    const fields = controls.filter((control) => control.tag !== 'button' && control.name !== undefined);
    const lockable = [...markup.matchAll(/<(input|select|textarea|button|fieldset)\b[^>]*>/g)].map(
      ([tag]) => tag,
    );
    return {
      method: attribute(open, 'method'),
      action: attribute(open, 'action'),
      noValidate: hasAttribute(open, 'noValidate'),
      controls,
      fieldNames: [...new Set(fields.map((field) => field.name ?? ''))],
      hidden: Object.fromEntries(
        fields
          .filter((field) => field.type === 'hidden')
          .map((field) => [field.name ?? '', field.value ?? '']),
      ),
      locked: lockable.filter((tag) => hasAttribute(tag, 'readOnly') || hasAttribute(tag, 'disabled')),
      submitButtons: controls
        .filter((control) => control.tag === 'button' && control.type === 'submit')
        .map((control) => control.html),
    };
  });
}

/** The one form of rendered HTML; fails the test when there is none or more than one. */
export function onlyFormIn(html: string): RenderedForm {
  const forms = formsIn(html);
  if (forms.length !== 1) throw new Error(`expected one <form>, found ${forms.length}`);
  return forms[0] as RenderedForm;
}
