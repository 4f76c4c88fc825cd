// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGE_RECORDS } from '@stairs/contracts';
import { isPageServerPath } from './api-proxy.mjs';
import {
  RENDERED_ONLY_PATH,
  isPagePath,
  nginxFormPageLocation,
  nginxPageLocation,
  nginxRenderedOnlyLocation,
} from './page-routes.mjs';

/** A visitor's path for a record's: each parameter filled in. @param {string} path */
const visited = (path) => path.replace(/:[A-Za-z]\w*/g, 'eiche-2026-11-24');

test('the gateway and nginx take every path of the page record for a page, and nothing else', () => {
  const nginx = new RegExp(nginxPageLocation());
  for (const { path } of PAGE_RECORDS) {
    for (const candidate of path === '/' ? ['/'] : [visited(path), `${visited(path)}/`]) {
      assert.ok(isPagePath(candidate), candidate);
      assert.ok(nginx.test(candidate), candidate);
    }
  }
  for (const candidate of ['/gibt-es-nicht', '/gallery/x', '/blog/a/b', '/admin-x']) {
    assert.equal(isPagePath(candidate), false, candidate);
    assert.equal(nginx.test(candidate), false, candidate);
  }
});

test('only a rendered page with a parameter (an article) exists as its rendered HTML alone', () => {
  assert.equal(nginxRenderedOnlyLocation(), RENDERED_ONLY_PATH.source.replaceAll('\\/', '/'));
  assert.ok(RENDERED_ONLY_PATH.test('/blog/eiche-2026-11-24'));
  for (const candidate of ['/blog', '/preview/bild.jpg', '/gallery']) {
    assert.equal(RENDERED_ONLY_PATH.test(candidate), false, candidate);
  }
});

test('the order page (a form’s page with its share token) is the page server’s, on every request', () => {
  // nginx matches the path alone ($uri), the gateway the request's path and query.
  const nginx = new RegExp(nginxFormPageLocation());
  for (const url of [
    '/angebot-annehmen/abc-123',
    '/angebot-annehmen/abc-123/',
    '/angebot-annehmen/abc?x=1',
  ]) {
    assert.ok(isPageServerPath(url), url);
    assert.ok(nginx.test(url.split('?')[0] ?? ''), url);
  }
  for (const url of ['/angebot-annehmen', '/angebot-annehmen/a/b', '/blog/abc', '/']) {
    assert.equal(isPageServerPath(url), false, url);
    assert.equal(nginx.test(url), false, url);
  }
});
