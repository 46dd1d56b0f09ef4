import { readdirSync, readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

/** Plugins of the package's library build that have no place in Storybook (type emission). */
const LIBRARY_ONLY_PLUGINS = /^(unplugin-dts|vite:dts)/;

function withoutLibraryPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutLibraryPlugins(plugin)];
    if (plugin && typeof plugin === 'object' && 'name' in plugin && LIBRARY_ONLY_PLUGINS.test(plugin.name)) return [];
    return [plugin];
  });
}

const DOCS_LINKS_ID = 'virtual:otthon-docs-links';
const STORIES_DIR = new URL('../stories/', import.meta.url);

/** Storybook's id of a title: `Cart/CartPanel` → `cart-cartpanel`. */
const titleId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * `virtual:otthon-docs-links`: which docs page documents which component (a story file's
 * `component` and `subcomponents`), read from the story files, so `{@link CartPanelTrigger}` in a
 * JSDoc comment becomes a link to the page that shows it.
 */
function docsLinks(): Plugin {
  return {
    name: 'otthon:docs-links',
    resolveId: (id) => (id === DOCS_LINKS_ID ? `\0${DOCS_LINKS_ID}` : undefined),
    load(id) {
      if (id !== `\0${DOCS_LINKS_ID}`) return undefined;
      const pages: Record<string, string> = {};
      for (const file of readdirSync(STORIES_DIR)
        .filter((name) => name.endsWith('.stories.tsx'))
        .sort()) {
        const source = readFileSync(new URL(file, STORIES_DIR), 'utf8');
        const title = /^\s+title: '([^']+)'/m.exec(source)?.[1];
        if (!title) continue;
        const page = `${titleId(title)}--docs`;
        const component = /^\s+component: (\w+)/m.exec(source)?.[1];
        const subcomponents = /^\s+subcomponents: \{([^}]*)\}/m.exec(source)?.[1] ?? '';
        const last = title.split('/').at(-1) ?? title;
        for (const name of [last, component, ...subcomponents.split(/[^\w]+/)]) if (name && !(name in pages)) pages[name] = page;
      }
      return `export default ${JSON.stringify(pages)};`;
    },
  };
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker (`npx msw init .storybook/public --save=false`) is served beside iframe.html.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The root vite.config.ts (aliases `otthon`, `otthon/components`…, React, Tailwind) is reused;
  // only the declaration-file plugin of the library build is dropped.
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...withoutLibraryPlugins(viteConfig.plugins), docsLinks()] }),
};

export default config;
