// Written by the `otthon:docs-links` plugin in .storybook/main.ts: component name → docs page id.
declare module 'virtual:otthon-docs-links' {
  const pages: Readonly<Record<string, string>>;
  export default pages;
}
