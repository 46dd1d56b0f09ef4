import { localeFromPath } from 'otthon';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from './lib/chunk-reload.js';
import { loadPageMessages, pageMessageParts } from './lib/i18n.js';

installChunkReload();

async function mount() {
  // The page's language (the core and its screen's parts) arrives before hydration, so the first
  // render says what the server's HTML says.
  const { pathname } = window.location;
  await loadPageMessages(localeFromPath(pathname), pageMessageParts(pathname));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        onUncaughtError: (error, info) => console.error('The shop failed while rendering:', error, info.componentStack),
        onRecoverableError: (error) => console.warn('The shop recovered from a rendering error:', error),
      },
    );
  });
}

mount().catch((error: unknown) => {
  // Spec §8: a failure while mounting is logged and re-thrown (a chunk that did not arrive reloads the page once).
  console.error('The shop could not be mounted:', error);
  throw error;
});
