import otthon from './src/tailwind/preset.js';

// The repository's own Tailwind config: the package preset, scanning the components and stories.
export default {
  presets: [otthon],
  content: ['./src/components/**/*.{ts,tsx}', './stories/**/*.{ts,tsx,mdx}'],
};
