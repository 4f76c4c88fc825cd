/**
 * @jest-environment jsdom
 */
import { type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@stairs/router';
import { createQueryClient } from '@stairs/api-client';
import { islandIdPrefix, PAGE_BOOT } from '@stairs/contracts';
import { CookieSettingsButton } from '../frame/CookieConsent';
import { ContactForm } from '../pages/home/ContactForm';
import { hydrateIslands } from './hydrate-islands';

/** An island as the page renderer writes it: its name, key and props around its own server render. */
function island(name: string, key: string, props: object, content: ReactElement | null): string {
  const markup = content ? renderToString(content, { identifierPrefix: islandIdPrefix(key) }) : '';
  const attributes = `data-island="${name}" data-island-key="${key}" data-island-props='${JSON.stringify(props)}'`;
  return `<stairs-island ${attributes}>${markup}</stairs-island>`;
}

/** What a demand island's server render has around it: the page's query client and router (render nothing). */
function withProviders(content: ReactElement): ReactElement {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{content}</MemoryRouter>
    </QueryClientProvider>
  );
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The runtime on a fresh page, as the islands' script starts it. */
function startRuntime(body: string): void {
  document.documentElement.removeAttribute(PAGE_BOOT.pageHydrated);
  document.body.innerHTML = body;
  hydrateIslands();
}

const islandNamed = (name: string) =>
  document.querySelector(`stairs-island[data-island="${name}"]`) as HTMLElement;

describe('hydrateIslands', () => {
  it('brings the frame to life at once and marks the page hydrated once it is', async () => {
    startRuntime(island('cookieSettingsButton', '0', {}, <CookieSettingsButton />));
    await until(() => document.documentElement.hasAttribute(PAGE_BOOT.pageHydrated), 'the page hydrated');
    expect(islandNamed('cookieSettingsButton').hasAttribute(PAGE_BOOT.islandHydrated)).toBe(true);
  });

  it('wakes a form when the visitor reaches into it, with what was typed before in its state', async () => {
    startRuntime(island('contactForm', '0', {}, withProviders(<ContactForm />)));
    const form = islandNamed('contactForm');
    const name = form.querySelector<HTMLInputElement>('[name="name"]')!;
    // Typed into the server HTML: the island sleeps until the visitor reaches into it.
    name.value = 'Maria';
    expect(form.hasAttribute(PAGE_BOOT.islandHydrated)).toBe(false);
    name.dispatchEvent(new Event(PAGE_BOOT.islandWantedEvent, { bubbles: true }));
    await until(() => form.hasAttribute(PAGE_BOOT.islandHydrated), 'the form alive');

    // Sent without an e-mail: the form renders its messages, and the name is still what the visitor typed.
    form.querySelector('form')!.requestSubmit();
    await until(() => form.querySelector('[aria-invalid="true"]') !== null, 'the form’s messages');
    expect(form.querySelector('[name="email"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.value).toBe('Maria');
  });

  it('leaves a part whose code cannot be loaded as its HTML, and says so only where a tap needed it', async () => {
    const fragment = { remote: 'gallery', module: 'HomeGalleryStrip' };
    startRuntime(
      island('remoteFragment', '0', fragment, null).replace(
        '</stairs-island>',
        `<a href="/gallery">Zur Bildergalerie</a><button type="button" ${PAGE_BOOT.tapPending}>Mehr</button></stairs-island>`,
      ),
    );
    const failures = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = islandNamed('remoteFragment');
    part.dispatchEvent(new Event(PAGE_BOOT.islandWantedEvent, { bubbles: true }));
    await until(() => part.hasAttribute(PAGE_BOOT.islandFailed), 'the part failed');
    expect(part.querySelector('a')?.getAttribute('href')).toBe('/gallery');
    await until(() => document.querySelector('[role="alert"]') !== null, 'the notice');
    expect(part.previousElementSibling?.textContent).toContain('Fehler beim Laden der Seite');
    expect(failures).toHaveBeenCalledWith(
      '[islands] Eine Insel konnte nicht geladen werden.',
      expect.any(Error),
    );
    failures.mockRestore();
  });

  it('tells the visitor when a photo picked in such a part (outside any form) is not sent', async () => {
    const fragment = { remote: 'blog', module: 'BlogUploadPage' };
    startRuntime(
      island('remoteFragment', '0', fragment, null).replace(
        '</stairs-island>',
        '<label>Foto auswählen<input type="file"></label></stairs-island>',
      ),
    );
    const failures = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = islandNamed('remoteFragment');
    part.dispatchEvent(new Event(PAGE_BOOT.islandWantedEvent, { bubbles: true }));
    await until(() => part.hasAttribute(PAGE_BOOT.islandFailed), 'the part failed');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    // Picked after the failure (the picker was open while the code failed).
    const picker = part.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(picker, 'files', { value: [new File(['x'], 'treppe.png')] });
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => document.querySelector('[role="alert"]') !== null, 'the notice');
    expect(part.previousElementSibling?.textContent).toContain('Ihr Foto wurde nicht gesendet.');
    failures.mockRestore();
  });
});
