import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Plugins of the package's library build that have no place in Storybook (type emission). */
const LIBRARY_ONLY_PLUGINS = /^(unplugin-dts|vite:dts)/;

function withoutLibraryPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutLibraryPlugins(plugin)];
    if (plugin && typeof plugin === 'object' && 'name' in plugin && LIBRARY_ONLY_PLUGINS.test(plugin.name)) return [];
    return [plugin];
  });
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker (`npx msw init .storybook/public --save=false`) is served from the root.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The root vite.config.ts (aliases `otthon`, `otthon/components`…, React, Tailwind) is reused;
  // only the declaration-file plugin of the library build is dropped.
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutLibraryPlugins(viteConfig.plugins) }),
};

export default config;
