import { IMAGE_DEFAULTS, UI_BREAKPOINTS } from '../domain/constants.js';

const px = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, `${value}px`]));

/**
 * The Tailwind preset of Otthon's components: the spec's UI breakpoints as screens (sm 600 … xxl
 * 2560, spec §9) and colours, radius and font bound to CSS variables, so a shop restyles every
 * component by setting `--otthon-*` variables.
 *
 * @example
 * // tailwind.config.ts
 * import otthon from 'otthon/tailwind';
 * export default { presets: [otthon], content: ['./app/**\/*.tsx', './node_modules/otthon/dist/**\/*.js'] };
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
      /** Image widths of the spec's image breakpoints (xs 320 … xxl 1536), e.g. `max-w-image-md`. */
      maxWidth: Object.fromEntries(Object.entries(IMAGE_DEFAULTS.breakpoints).map(([name, value]) => [`image-${name}`, `${value}px`])),
    },
  },
};

export default preset;
