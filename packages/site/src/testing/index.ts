// Test-only entry (imported by the remotes' render tests as '@stairs/site/testing'); not part of the shared
// @stairs/site module, so it never reaches production bundles.
export { countMatches, renderPage, textOf, type RenderState } from './render-page';
export { formsIn, onlyFormIn, type RenderedControl, type RenderedForm } from './forms';
export { galleryImage } from './fixtures';
