const preset = require('@stairs/ui/tailwind.preset.cjs');
const { tailwindContent } = require('@stairs/rspack-config/tailwind');

/** @type {import('tailwindcss').Config} */
module.exports = {
  presets: [preset],
  content: tailwindContent(),
  theme: {
    extend: {
      // The side menu slides in from the right edge.
      keyframes: {
        'slide-in-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'slide-out-right': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
      },
      animation: {
        'slide-in-right': 'slide-in-right 200ms ease-out',
        'slide-out-right': 'slide-out-right 150ms ease-in forwards',
      },
    },
  },
};
