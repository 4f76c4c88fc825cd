import { renderToStaticMarkup } from 'react-dom/server';
import { Badge } from './badge';
import { Button } from './button';
import { FieldError } from './field-error';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Toaster } from './toaster';
import { Tooltip, TooltipTrigger } from './tooltip';

// Server markup only (no DOM here): checks the semantics the components add on top of Radix.
describe('components', () => {
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
});
