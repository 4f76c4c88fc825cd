import { renderToStaticMarkup } from 'react-dom/server';
import { PhoneIcon, StairsIcon } from '../icons';
import { Badge } from './Badge';
import { Button } from './Button';
import { CallToAction } from './CallToAction';
import { Field, InputField, SelectField, TextareaField } from './Field';
import { EditButton } from './EditButton';
import { ListState, listStatus } from './ListState';
import { EntryGrid, EntryList, QueryListState } from './QueryList';
import { FieldError } from './FieldError';
import { ListPager } from './ListPager';
import { LoadError } from './LoadError';
import { SafeImage } from './SafeImage';
import { Skeleton } from './Skeleton';
import { SkeletonLines, SkeletonList } from './SkeletonList';
import { Spinner } from './Spinner';
import { ToastProvider, ToastViewport } from './Toast';
import { Toaster } from './Toaster';
import { type ToastPlacement } from '../toast/placement';
import { Tooltip, TooltipTrigger } from './Tooltip';

/** A list's words and a list query that has answered with data (or is still loading, without). */
const TEXTS = { loadingLabel: 'LÄDT', errorMessage: 'FEHLER', emptyText: 'LEER' };
const loaded = <T,>(data: T[] | undefined) => ({
  data,
  isPending: data === undefined,
  isError: false,
  isFetching: false,
  refetch: () => Promise.resolve(),
});

// Server markup only (no DOM here): checks the semantics the components add on top of Radix.
describe('components', () => {
  it('listStatus: loading, then a failure is an error (never "empty"), then empty or ready', () => {
    expect(listStatus({ isPending: true, isError: false }, 0)).toBe('loading');
    expect(listStatus({ isPending: false, isError: true }, 0)).toBe('error');
    expect(listStatus({ isPending: false, isError: false }, 0)).toBe('empty');
    expect(listStatus({ isPending: false, isError: false }, 3)).toBe('ready');
  });

  it('ListState shows exactly one of skeleton, load error, empty text and list', () => {
    const render = (status: 'loading' | 'error' | 'empty' | 'ready') =>
      renderToStaticMarkup(
        <ListState
          status={status}
          loadingLabel="Bilder werden geladen..."
          skeleton={<div>SKELETON</div>}
          errorMessage="Die Bilder konnten nicht geladen werden."
          onRetry={() => undefined}
          emptyText="Noch keine Bilder verfügbar"
        >
          <ul>LIST</ul>
        </ListState>,
      );
    expect(render('loading')).toBe(
      '<div aria-busy="true"><span class="sr-only" role="status">Bilder werden geladen...</span><div>SKELETON</div></div>',
    );
    expect(render('error')).toContain('Die Bilder konnten nicht geladen werden.');
    expect(render('error')).toContain('Erneut versuchen');
    expect(render('empty')).toContain('Noch keine Bilder verfügbar');
    expect(render('ready')).toBe('<ul>LIST</ul>');
  });

  it('QueryListState takes its state from the query and the count, its words from the texts', () => {
    const render = (read: { isPending: boolean; isError: boolean }, count: number) =>
      renderToStaticMarkup(
        <QueryListState
          query={{ ...read, isFetching: false, refetch: () => Promise.resolve() }}
          count={count}
          texts={TEXTS}
          skeleton={<div>SKELETON</div>}
        >
          <ul>LIST</ul>
        </QueryListState>,
      );
    expect(render({ isPending: true, isError: false }, 0)).toContain('LÄDT</span><div>SKELETON</div>');
    expect(render({ isPending: false, isError: true }, 0)).toContain('FEHLER');
    expect(render({ isPending: false, isError: false }, 0)).toContain('LEER');
    expect(render({ isPending: false, isError: false }, 2)).toBe('<ul>LIST</ul>');
  });

  it("ListPager says how many of how many are shown, offers 'Mehr laden' while there is more, and a failed page", () => {
    const render = (state: Partial<{ hasNextPage: boolean; fetching: boolean; failed: boolean }>) =>
      renderToStaticMarkup(
        <ListPager
          query={{
            hasNextPage: state.hasNextPage ?? false,
            isFetchingNextPage: state.fetching ?? false,
            isFetchNextPageError: state.failed ?? false,
            fetchNextPage: () => Promise.resolve(),
          }}
          shown={50}
          total={120}
        />,
      );
    const more = render({ hasNextPage: true });
    expect(more).toContain('aria-live="polite"');
    expect(more).toContain('50 von 120 angezeigt');
    expect(more).toMatch(/<button[^>]*>Mehr laden<\/button>/);
    // While loading, the button keeps its focus (aria-disabled, not disabled) and says what it does.
    const loading = render({ hasNextPage: true, fetching: true });
    expect(loading).toMatch(/<button[^>]*aria-disabled="true"[^>]*aria-busy="true"/);
    expect(loading).not.toMatch(/<button[^>]* disabled=""/);
    expect(loading).toContain('Weitere Einträge werden geladen...');
    const failed = render({ hasNextPage: true, failed: true });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Weitere Einträge konnten nicht geladen werden.');
    expect(failed).toMatch(/<button[^>]*>Erneut versuchen<\/button>/);
    expect(render({})).not.toContain('<button');
  });

  it("EntryList shows the query's entries as bordered rows, or its placeholder rows while loading", () => {
    const render = (data: { id: number; name: string }[] | undefined) =>
      renderToStaticMarkup(
        <EntryList query={loaded(data)} texts={TEXTS} entryClassName="p-4">
          {(entry) => <span>{entry.name}</span>}
        </EntryList>,
      );
    expect(render(undefined).match(/h-20 w-full/g)).toHaveLength(4);
    expect(render([])).toContain('LEER');
    expect(
      render([
        { id: 1, name: 'Eins' },
        { id: 2, name: 'Zwei' },
      ]),
    ).toBe(
      '<ul class="grid gap-3">' +
        '<li class="flex flex-col gap-3 rounded-lg border sm:flex-row sm:items-center p-4"><span>Eins</span></li>' +
        '<li class="flex flex-col gap-3 rounded-lg border sm:flex-row sm:items-center p-4"><span>Zwei</span></li>' +
        '</ul>',
    );
  });

  it('CallToAction is a named box with a sentence and a main and an outlined button around the links given', () => {
    const html = renderToStaticMarkup(
      <CallToAction
        as="aside"
        titleId="cta"
        title="Was kostet Ihre Treppe?"
        textWidth="max-w-xl"
        primary={<a href="/eins">Eins</a>}
        secondary={<a href="/zwei">Zwei</a>}
      >
        Ein Satz.
      </CallToAction>,
    );
    expect(html).toMatch(
      /^<aside aria-labelledby="cta" class="[^"]*"><h2 id="cta" [^>]*>Was kostet Ihre Treppe\?<\/h2>/,
    );
    expect(html).toContain('<p class="mx-auto mt-2 max-w-xl text-muted-foreground">Ein Satz.</p>');
    expect(html).toMatch(/<a href="\/eins" class="[^"]* bg-primary [^"]*">Eins<\/a>/);
    expect(html).toMatch(/<a href="\/zwei" class="[^"]* border border-input [^"]*">Zwei<\/a>/);
  });

  it('EntryGrid lays out the placeholders and the cards in the same grid, and tells a card its place', () => {
    const render = (data: { id: string }[] | undefined) =>
      renderToStaticMarkup(
        <EntryGrid query={loaded(data)} texts={TEXTS} skeleton={<i />} skeletonCount={2} className="grid">
          {(entry, index) => <b>{`${entry.id}${index}`}</b>}
        </EntryGrid>,
      );
    expect(render(undefined)).toContain('<div class="grid"><i></i><i></i></div>');
    expect(render([{ id: 'a' }, { id: 'b' }])).toBe(
      '<ul class="grid"><li class="flex"><b>a0</b></li><li class="flex"><b>b1</b></li></ul>',
    );
  });

  it('SkeletonLines is a box of one placeholder a line', () => {
    const html = renderToStaticMarkup(
      <SkeletonLines data-testid="card" className="p-6" lines={['h-4 w-1/2', 'h-6 w-full']} />,
    );
    expect(html).toMatch(
      /^<div data-testid="card" class="p-6"><div aria-hidden="true" class="[^"]* h-4 w-1\/2"><\/div><div [^>]*h-6 w-full"><\/div><\/div>$/,
    );
  });

  it('EditButton says Bearbeiten with the pencil', () => {
    const html = renderToStaticMarkup(<EditButton onClick={() => undefined} />);
    expect(html).toMatch(/^<button [^>]*><svg [^>]*lucide-pencil[^>]*>.*<\/svg>Bearbeiten<\/button>$/);
  });

  it("SkeletonList repeats its placeholder in the list's layout", () => {
    expect(renderToStaticMarkup(<SkeletonList count={2} className="grid" item={<i />} />)).toBe(
      '<div class="grid"><i></i><i></i></div>',
    );
    expect(renderToStaticMarkup(<SkeletonList count={3} itemClassName="h-20" />).match(/h-20/g)).toHaveLength(
      3,
    );
  });

  it('Field names its control by the label and describes it by the hint and the error', () => {
    const html = renderToStaticMarkup(
      <Field label="Stufenanzahl" hint="1–50 Stufen" error="Die Stufenanzahl muss zwischen 1 und 50 liegen.">
        {(control) => <input {...control} name="stepCount" />}
      </Field>,
    );
    const id = /<label[^>]* for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<input id="${id}" aria-invalid="true" aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toContain(`<p id="${id}-hint" class="text-xs text-muted-foreground">1–50 Stufen</p>`);
    expect(html).toContain(`<p role="alert" class="text-sm font-medium text-destructive" id="${id}-error">`);
  });

  it('SelectField is a labelled native select: placeholder until chosen, invalid with the form message', () => {
    const render = (value: 'good' | 'poor' | undefined) =>
      renderToStaticMarkup(
        <SelectField
          label="Zustand"
          value={value}
          onValueChange={() => undefined}
          options={[
            ['good', 'Gut'],
            ['poor', 'Schlecht'],
          ]}
          placeholder="Zustand wählen"
          invalid
          describedBy="form-error"
        />,
      );
    const empty = render(undefined);
    const id = /<label[^>]* for="([^"]+)"/.exec(empty)?.[1];
    expect(empty).toMatch(
      new RegExp(`<select [^>]*id="${id}" aria-invalid="true" aria-describedby="form-error"`),
    );
    expect(empty).toContain('<option value="" disabled="" selected="">Zustand wählen</option>');
    const selectClasses = (html: string) => /<select class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(selectClasses(empty)).toContain('text-muted-foreground');
    const chosen = render('poor');
    expect(chosen).toContain('<option value="poor" selected="">Schlecht</option>');
    expect(selectClasses(chosen)).not.toContain('text-muted-foreground');
  });

  it('Field without hint or error leaves the control undescribed and valid', () => {
    const html = renderToStaticMarkup(<Field label="Name">{(control) => <input {...control} />}</Field>);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('role="alert"');
  });

  it('Button is type=button by default and keeps an explicit type', () => {
    expect(renderToStaticMarkup(<Button>Senden</Button>)).toMatch(/^<button type="button"/);
    expect(renderToStaticMarkup(<Button type="submit">Senden</Button>)).toMatch(/^<button type="submit"/);
  });

  it('Button asChild renders the child element with the styles and no type', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="whatsapp">
        <a href="https://wa.me/43">WhatsApp</a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="https:\/\/wa.me\/43" class="[^"]*bg-whatsapp/);
    expect(html).not.toContain('type=');
  });

  it('later classes override variant classes', () => {
    expect(renderToStaticMarkup(<Button className="px-2">x</Button>)).not.toContain('px-4');
    expect(renderToStaticMarkup(<Badge variant="success">Neu</Badge>)).toContain('bg-success');
  });

  it('Spinner is a status with German screen-reader text', () => {
    const html = renderToStaticMarkup(<Spinner />);
    expect(html).toContain('role="status"');
    expect(html).toContain('<span class="sr-only">Wird geladen...</span>');
  });

  it('FieldError is an alert and renders nothing without a message', () => {
    expect(renderToStaticMarkup(<FieldError id="e">Pflichtfeld</FieldError>)).toBe(
      '<p role="alert" class="text-sm font-medium text-destructive" id="e">Pflichtfeld</p>',
    );
    expect(renderToStaticMarkup(<FieldError>{''}</FieldError>)).toBe('');
    expect(renderToStaticMarkup(<FieldError />)).toBe('');
  });

  it('Skeleton is hidden from assistive technology', () => {
    expect(renderToStaticMarkup(<Skeleton />)).toContain('aria-hidden="true"');
  });

  it('Tooltip works without an explicit TooltipProvider', () => {
    expect(() =>
      renderToStaticMarkup(
        <Tooltip>
          <TooltipTrigger>i</TooltipTrigger>
        </Tooltip>,
      ),
    ).not.toThrow();
  });

  it('Toaster renders the German notifications region (F8)', () => {
    const html = renderToStaticMarkup(<Toaster />);
    expect(html).toContain('role="region" aria-label="Benachrichtigungen (F8)"');
    expect(html).toContain('md:max-w-[420px]');
  });

  it('ToastViewport sits below the header or at the bottom, above a cookie banner', () => {
    const at = (placement: ToastPlacement) =>
      renderToStaticMarkup(
        <ToastProvider>
          <ToastViewport placement={placement} />
        </ToastProvider>,
      );
    expect(at({ edge: 'top' })).toMatch(/data-placement="top"[^>]*class="[^"]*\btop-16\b/);
    const bottom = at({ edge: 'bottom', inset: 120 });
    expect(bottom).toMatch(/data-placement="bottom"[^>]*class="[^"]*\bbottom-0\b/);
    expect(bottom).toContain('style="bottom:120px"');
    expect(bottom).not.toMatch(/\btop-16\b/);
  });

  it('SafeImage renders the image, or the named placeholder with a decorative icon when there is none', () => {
    expect(renderToStaticMarkup(<SafeImage src="/a.webp" alt="Treppe" />)).toMatch(
      /^<img src="\/a.webp" alt="Treppe" loading="lazy" decoding="async"\/>$/,
    );
    const html = renderToStaticMarkup(<SafeImage src={null} alt="Treppe" />);
    expect(html).toContain('role="img" aria-label="Treppe: Bild nicht verfügbar"');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('LoadError is an alert with the message and a retry button', () => {
    const html = renderToStaticMarkup(
      <LoadError message="Die Liste konnte nicht geladen werden." onRetry={() => {}} />,
    );
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('Die Liste konnte nicht geladen werden.');
    expect(html).toMatch(/<button type="button"[^>]*>Erneut versuchen<\/button>/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('icons (lucide and the own stairs mark) are hidden from assistive technology', () => {
    for (const html of [
      renderToStaticMarkup(<PhoneIcon />),
      renderToStaticMarkup(<StairsIcon className="size-5" />),
    ])
      expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(renderToStaticMarkup(<StairsIcon className="size-5" />)).toContain(
      'class="lucide lucide-stairs size-5"',
    );
  });

  it('form fields are editable and named as they are given: nothing locks them on its own', () => {
    const html = renderToStaticMarkup(
      <form method="post">
        <InputField label="Name" name="customerName" value="" onChange={() => undefined} />
        <TextareaField label="Nachricht" name="message" value="" onChange={() => undefined} />
        <SelectField
          label="Leistung"
          name="requestedService"
          value={undefined}
          onValueChange={() => undefined}
          options={[['custom', 'Individuelle Lösung']]}
          placeholder="Bitte wählen"
        />
      </form>,
    );
    expect(html).toMatch(/<input[^>]* name="customerName"/);
    expect(html).toMatch(/<textarea[^>]* name="message"/);
    expect(html).toMatch(/<select[^>]* name="requestedService"/);
    expect(html).not.toMatch(/readOnly/i);
    expect(html).not.toMatch(/<(input|textarea|select)[^>]* disabled=""/);
  });
});
