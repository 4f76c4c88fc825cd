const preset = require('@stairs/ui/tailwind.preset.cjs');
const { remoteScope, tailwindContent } = require('@stairs/rspack-config/tailwind');

/** @type {import('tailwindcss').Config} */
module.exports = {
  presets: [preset],
  // Same content as every app; utilities scoped to this remote's subtree and portals (see
  // packages/rspack-config/tailwind.js for why).
  content: tailwindContent(),
  important: remoteScope('admin'),
};
