import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from './lib/chunk-reload.js';

installChunkReload();

try {
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
} catch (error) {
  // Spec §8: a failure while mounting is logged and re-thrown.
  console.error('The shop could not be mounted:', error);
  throw error;
}
