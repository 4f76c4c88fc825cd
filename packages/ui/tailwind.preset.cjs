// Tailwind CSS 3 preset of @stairs/ui. Colours are CSS variables (HSL channels, defined in src/theme.css) so
// the palette lives in one place and utilities such as `bg-primary/90` keep working with opacity modifiers.
// No tailwindcss-animate plugin is installed: the keyframes the components use are defined here.
/** @param {string} name */
const colour = (name) => `hsl(var(--${name}) / <alpha-value>)`;

/** @param {string} name */
const pair = (name) => ({ DEFAULT: colour(name), foreground: colour(`${name}-foreground`) });

/** @type {Omit<import('tailwindcss').Config, 'content'>} */
const preset = {
  theme: {
    container: {
      center: true,
      padding: '1rem',
      screens: { '2xl': '1400px' },
    },
    extend: {
      colors: {
        border: colour('border'),
        input: colour('input'),
        ring: colour('ring'),
        background: colour('background'),
        foreground: colour('foreground'),
        primary: pair('primary'),
        secondary: pair('secondary'),
        muted: pair('muted'),
        accent: pair('accent'),
        destructive: pair('destructive'),
        success: pair('success'),
        warning: pair('warning'),
        whatsapp: pair('whatsapp'),
        card: pair('card'),
        popover: pair('popover'),
      },
      borderRadius: {
        lg: 'var(--radius)',
        md: 'calc(var(--radius) - 2px)',
        sm: 'calc(var(--radius) - 4px)',
      },
      fontFamily: {
        sans: [
          'var(--font-sans)',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
        ],
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
        // Dialog content is centred with translate(-50%, -50%); the keyframes must repeat it because an
        // animated `transform` replaces the utility transform while it runs.
        'dialog-in': {
          from: { opacity: '0', transform: 'translate(-50%, -48%) scale(0.96)' },
          to: { opacity: '1', transform: 'translate(-50%, -50%) scale(1)' },
        },
        'dialog-out': {
          from: { opacity: '1', transform: 'translate(-50%, -50%) scale(1)' },
          to: { opacity: '0', transform: 'translate(-50%, -48%) scale(0.96)' },
        },
        'pop-in': {
          from: { opacity: '0', transform: 'scale(0.95)' },
          to: { opacity: '1', transform: 'scale(1)' },
        },
        'pop-out': {
          from: { opacity: '1', transform: 'scale(1)' },
          to: { opacity: '0', transform: 'scale(0.95)' },
        },
        // Mobile: toasts come in from the edge they sit at; desktop: they slide in from the right edge.
        'toast-in-top': {
          from: { opacity: '0', transform: 'translateY(-100%)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
        'toast-in-bottom': {
          from: { opacity: '0', transform: 'translateY(100%)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
        'toast-in-right': {
          from: { opacity: '0', transform: 'translateX(calc(100% + 1rem))' },
          to: { opacity: '1', transform: 'translateX(0)' },
        },
        'toast-out': { from: { opacity: '1' }, to: { opacity: '0' } },
        // Continues a swipe from where the finger let go (Radix sets --radix-toast-swipe-end-x).
        'toast-swipe-out': {
          from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
          to: { transform: 'translateX(calc(100% + 1rem))' },
        },
      },
      animation: {
        'fade-in': 'fade-in 150ms ease-out',
        'fade-out': 'fade-out 150ms ease-in',
        'dialog-in': 'dialog-in 200ms ease-out',
        'dialog-out': 'dialog-out 150ms ease-in',
        'pop-in': 'pop-in 150ms ease-out',
        'pop-out': 'pop-out 100ms ease-in',
        'toast-in-top': 'toast-in-top 200ms ease-out',
        'toast-in-bottom': 'toast-in-bottom 200ms ease-out',
        'toast-in-right': 'toast-in-right 200ms ease-out',
        'toast-out': 'toast-out 150ms ease-in forwards',
        'toast-swipe-out': 'toast-swipe-out 150ms ease-out forwards',
      },
    },
  },
  plugins: [],
};

// Absolute glob of the component sources, so an app's `content` does not depend on its folder depth.
// Non-enumerable: Tailwind merges preset keys into the config and must not see this helper.
Object.defineProperty(preset, 'tailwindContent', {
  value: [`${__dirname.replace(/\\/g, '/')}/src/**/*.{ts,tsx}`],
  enumerable: false,
});

module.exports = preset;
