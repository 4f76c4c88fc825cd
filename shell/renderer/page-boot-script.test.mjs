// @ts-check
// The boot script in a DOM (jsdom): what it holds before an island is alive, and what becomes of it after.
import assert from 'node:assert/strict';
import test from 'node:test';
import { JSDOM } from 'jsdom';
import { BOOT_OPTIONS, bootScriptText } from './page-boot-script.mjs';

const PAGE = `<!doctype html><html><head></head><body>
<script type="${BOOT_OPTIONS.deferredType}" data-src="/islands.1.js"></script>
<stairs-island data-island="contactForm">
  <form method="post" action="/api/forms/contact"><input name="name"><button type="submit">Senden</button></form>
  <button type="button" id="more">Mehr</button>
  <a href="/api/forms/gallery-price-check/G-071" ${BOOT_OPTIONS.enhancedLink} id="card">G-071</a>
  <div role="slider" tabindex="0" id="slider"></div>
</stairs-island>
<a href="/blog" id="plain-link">Blog</a>
<script id="${BOOT_OPTIONS.appScriptsId}" type="application/json">{"islands":["/islands.1.js"],"remote":["/remote.1.js"]}</script>
</body></html>`;

/**
 * A rendered page with the boot script run, and what reached the page's own handlers (registered after it, as
 * an island's are) and the browser's native form posts.
 * @param {{ nativeSendAfterMs?: number; storedConsent?: boolean }} [options]
 */
async function bootedPage({ nativeSendAfterMs = 60_000, storedConsent = false } = {}) {
  const dom = new JSDOM(PAGE, { runScripts: 'outside-only', url: 'http://localhost/' });
  const { window } = dom;
  const loaded = new Promise((resolve) => window.addEventListener('load', resolve));
  if (storedConsent) window.localStorage.setItem(BOOT_OPTIONS.consentKey, '{"necessary":true}');
  /** @type {HTMLFormElement[]} */
  const posted = [];
  window.HTMLFormElement.prototype.submit = function submit() {
    posted.push(this);
  };
  // In the head, while the page is still loading; the visitor acts once it is there.
  window.eval(bootScriptText({ ...BOOT_OPTIONS, nativeSendAfterMs }));
  await loaded;
  const document = window.document;
  /** @type {{ type: string; target: Element; defaultPrevented: boolean }[]} */
  const reached = [];
  for (const type of ['click', 'submit']) {
    window.addEventListener(type, (event) => {
      reached.push({
        type,
        target: /** @type {Element} */ (event.target),
        defaultPrevented: event.defaultPrevented,
      });
      // Nothing navigates in these tests: a form or link that got through is what is counted (a button's click
      // goes on to send its form).
      if (type === 'submit' || event.target instanceof window.HTMLAnchorElement) event.preventDefault();
    });
  }
  const island = /** @type {HTMLElement} */ (document.querySelector(BOOT_OPTIONS.island));
  const form = /** @type {HTMLFormElement} */ (document.querySelector('form'));
  const submit = /** @type {HTMLButtonElement} */ (document.querySelector('button[type="submit"]'));
  const more = /** @type {HTMLButtonElement} */ (document.getElementById('more'));
  const card = /** @type {HTMLAnchorElement} */ (document.getElementById('card'));
  /** @param {string} attribute @param {string} event */
  const signal = (attribute, event) => {
    island.setAttribute(attribute, '');
    island.dispatchEvent(new window.Event(event, { bubbles: true }));
  };
  return {
    window,
    document,
    island,
    form,
    submit,
    more,
    card,
    posted,
    reached,
    alive: () => signal(BOOT_OPTIONS.islandHydrated, BOOT_OPTIONS.islandHydratedEvent),
    failed: () => signal(BOOT_OPTIONS.islandFailed, BOOT_OPTIONS.islandFailedEvent),
  };
}

test('a tap on a sleeping island is held, wakes it and loads the islands script; alive, it is replayed', async () => {
  const page = await bootedPage();
  let wanted = 0;
  page.island.addEventListener(BOOT_OPTIONS.islandWantedEvent, () => (wanted += 1));
  page.submit.click();
  assert.equal(page.reached.length, 0);
  assert.equal(page.submit.getAttribute('aria-busy'), 'true');
  assert.ok(page.submit.hasAttribute(BOOT_OPTIONS.tapPending));
  assert.ok(page.island.hasAttribute(BOOT_OPTIONS.islandWanted));
  assert.equal(wanted, 1);
  assert.ok(page.document.head.querySelector('script[src="/islands.1.js"]'), 'the islands script is loading');

  page.alive();
  assert.equal(page.submit.hasAttribute('aria-busy'), false);
  // The tap reaches the island's handlers once, and so does the form it sends.
  assert.deepEqual(
    page.reached.map((event) => [event.type, event.defaultPrevented]),
    [
      ['click', false],
      ['submit', false],
    ],
  );
  assert.equal(page.posted.length, 0);
});

test('a form sent before its island is alive (Enter in a field) is sent to the island once it is', async () => {
  const page = await bootedPage();
  page.form.requestSubmit();
  assert.equal(page.reached.length, 0);
  page.alive();
  assert.deepEqual(
    page.reached.map((event) => event.type),
    ['submit'],
  );
  assert.equal(page.posted.length, 0);
});

test('a form held twice (its button tapped, then Enter) is sent once, alive or failed', async () => {
  const alive = await bootedPage();
  alive.submit.click();
  alive.form.requestSubmit();
  alive.alive();
  assert.deepEqual(
    alive.reached.map((event) => event.type),
    ['click', 'submit'],
  );
  const failed = await bootedPage();
  failed.submit.click();
  failed.form.requestSubmit();
  failed.failed();
  assert.deepEqual(failed.posted, [failed.form]);
});

test('a key pressed on a slider before its island is alive is pressed again once it is', async () => {
  const page = await bootedPage();
  const slider = /** @type {HTMLElement} */ (page.document.getElementById('slider'));
  /** @type {string[]} */
  const keys = [];
  slider.addEventListener('keydown', (event) => keys.push(event.key));
  const pressed = new page.window.KeyboardEvent('keydown', {
    key: 'ArrowLeft',
    bubbles: true,
    cancelable: true,
  });
  slider.dispatchEvent(pressed);
  assert.equal(pressed.defaultPrevented, true);
  assert.deepEqual(keys, []);
  assert.ok(page.island.hasAttribute(BOOT_OPTIONS.islandWanted));
  page.alive();
  assert.deepEqual(keys, ['ArrowLeft']);
});

test('an island that cannot come to life: its held form is posted, its held link followed', async () => {
  const page = await bootedPage();
  page.submit.click();
  page.card.click();
  page.more.click();
  assert.equal(page.reached.length, 0);
  page.failed();
  assert.deepEqual(page.posted, [page.form]);
  // The link is followed as a link (its click is no longer held); the plain button's tap came to nothing.
  assert.deepEqual(
    page.reached.map((event) => [event.type, event.target.id, event.defaultPrevented]),
    [['click', 'card', false]],
  );
  assert.equal(page.more.hasAttribute(BOOT_OPTIONS.tapPending), false);
  // From now on the island is plain HTML: nothing is held any more.
  page.form.requestSubmit();
  assert.equal(page.reached.at(-1)?.type, 'submit');
});

test('a form waits for its island only so long, then the browser posts it (once)', async () => {
  const page = await bootedPage({ nativeSendAfterMs: 20 });
  page.submit.click();
  page.form.requestSubmit();
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.deepEqual(page.posted, [page.form]);
  assert.equal(page.submit.hasAttribute('aria-busy'), false);
  // Alive later: nothing is sent a second time.
  page.alive();
  assert.equal(page.reached.length, 0);
});

test('when the islands script itself fails to load, every island stays the HTML it is', async () => {
  const page = await bootedPage();
  page.submit.click();
  const script = page.document.head.querySelector('script[src="/islands.1.js"]');
  assert.ok(script);
  script.dispatchEvent(new page.window.Event('error'));
  assert.ok(page.island.hasAttribute(BOOT_OPTIONS.islandFailed));
  assert.deepEqual(page.posted, [page.form]);
});

test('a link opened in a new tab, and links outside islands, are never held', async () => {
  const page = await bootedPage();
  page.card.dispatchEvent(
    new page.window.MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
  );
  /** @type {HTMLElement} */ (page.document.getElementById('plain-link')).click();
  assert.deepEqual(
    page.reached.map((event) => [event.target.id, event.defaultPrevented]),
    [
      ['card', false],
      ['plain-link', false],
    ],
  );
});

test('a stored cookie choice flags the page before its first paint', async () => {
  const flagged = async (/** @type {boolean} */ storedConsent) =>
    (await bootedPage({ storedConsent })).document.documentElement.hasAttribute(BOOT_OPTIONS.consentStored);
  assert.equal(await flagged(true), true);
  assert.equal(await flagged(false), false);
});

test('the islands’ script is prefetched once the page has loaded, the remote part’s once the frame is alive', async () => {
  const page = await bootedPage();
  const prefetched = () =>
    [...page.document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
  assert.deepEqual(prefetched(), ['/islands.1.js']);
  page.document.dispatchEvent(new page.window.Event(BOOT_OPTIONS.pageHydratedEvent));
  assert.deepEqual(prefetched(), ['/islands.1.js', '/remote.1.js']);
});
