import { useEffect } from 'react';

/** Where the host tells the deployed client build's version (see host/create-host.ts). */
export const BUILD_MANIFEST_URL = '/build-manifest.json';
/** How often an open page asks whether a newer version was deployed. */
export const DEPLOYMENT_POLL_MS = 5 * 60_000;

let newerDeployment = false;

/** Whether a newer deployment was seen: the next navigation then loads the whole document. */
export function hasNewerDeployment(): boolean {
  return newerDeployment;
}

/**
 * Asks the build manifest for the deployed version (requirements §7: a build manifest is fetched and
 * polled). A failed fetch is only logged (requirements §8); the page carries on.
 */
export async function checkForNewerDeployment(currentVersion: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(BUILD_MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { version } = (await response.json()) as { version?: unknown };
    return typeof version === 'string' && version !== currentVersion;
  } catch (error) {
    console.warn('The build manifest could not be fetched:', error);
    return false;
  }
}

/** Polls the build manifest while the page is visible and whenever it becomes visible again. */
export function useDeploymentCheck(currentVersion: string | undefined): void {
  useEffect(() => {
    if (!currentVersion) return;
    let lastCheck = Date.now();
    const check = async () => {
      if (newerDeployment || document.visibilityState !== 'visible') return;
      lastCheck = Date.now();
      if (await checkForNewerDeployment(currentVersion)) newerDeployment = true;
    };
    const timer = setInterval(() => void check(), DEPLOYMENT_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck > DEPLOYMENT_POLL_MS / 5) void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [currentVersion]);
}
