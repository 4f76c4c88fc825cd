// The shell's server build (dist/server/index.js), loaded by the page renderer (shell/renderer).
export { provideSharedModules } from './shared-modules';
export { renderPage, type RenderedPage, type RenderOptions } from './render-page';
export { configureApiOrigin } from '@stairs/api-client';
export { FORM_POSTS, FORM_PAGES, type FormPost } from './form-posts';
export { siteDocument } from '../../document.cjs';
