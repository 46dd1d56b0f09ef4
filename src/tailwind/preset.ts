import { IMAGE_DEFAULTS, UI_BREAKPOINTS } from '../domain/constants.js';

const px = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, `${value}px`]));

/**
 * The Tailwind preset of Otthon's components: the shop's UI breakpoints as screens (sm 600 px …
 * xxl 2560 px) and colours, radius and font bound to CSS variables, so a shop restyles every
 * component by setting `--otthon-*` variables and styles its own markup with the same names
 * (`bg-primary`, `text-muted-foreground`, `rounded-otthon`, `max-w-image-md`).
 *
 * `otthon/styles.css` already holds every class the components use; the preset is for the shop's
 * own markup. With Tailwind 4 (CSS-first), load it through `@config` from the app's stylesheet:
 *
 * @example
 * // tailwind.config.ts
 * import otthon from 'otthon/tailwind';
 * export default { presets: [otthon] };
 *
 * // app.css
 * // @import "tailwindcss";
 * // @import "otthon/styles.css";
 * // @config "./tailwind.config.ts";
 * // @source "../node_modules/otthon/dist"; (only to build the components' classes with the app's own)
 */
const preset = {
  theme: {
    screens: px(UI_BREAKPOINTS),
    extend: {
      colors: {
        background: 'var(--otthon-background)',
        foreground: 'var(--otthon-foreground)',
        surface: 'var(--otthon-surface)',
        muted: { DEFAULT: 'var(--otthon-muted)', foreground: 'var(--otthon-muted-foreground)' },
        border: 'var(--otthon-border)',
        input: 'var(--otthon-input)',
        primary: { DEFAULT: 'var(--otthon-primary)', hover: 'var(--otthon-primary-hover)', foreground: 'var(--otthon-primary-foreground)' },
        accent: { DEFAULT: 'var(--otthon-accent)', foreground: 'var(--otthon-accent-foreground)' },
        sale: { DEFAULT: 'var(--otthon-sale)', foreground: 'var(--otthon-sale-foreground)' },
        danger: { DEFAULT: 'var(--otthon-danger)', foreground: 'var(--otthon-danger-foreground)' },
        success: 'var(--otthon-success)',
        warning: 'var(--otthon-warning)',
        ring: 'var(--otthon-ring)',
      },
      borderRadius: { otthon: 'var(--otthon-radius)' },
      fontFamily: { sans: 'var(--otthon-font-sans)' },
      /** Image widths of the image breakpoints (xs 320 … xxl 1536 px), e.g. `max-w-image-md`. */
      maxWidth: Object.fromEntries(Object.entries(IMAGE_DEFAULTS.breakpoints).map(([name, value]) => [`image-${name}`, `${value}px`])),
    },
  },
};

export default preset;
