import { describe, expect, it, vi } from 'vitest';
import { BUILD_MANIFEST_URL, checkForNewerDeployment } from './deployment-check.js';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('checkForNewerDeployment', () => {
  it('asks the build manifest, past every cache, for the deployed version (requirements §7)', async () => {
    const fetchImpl = answer({ version: 'abc123' });
    await checkForNewerDeployment('abc123', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(BUILD_MANIFEST_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('sees a newer deployment when the version differs from the page’s', async () => {
    expect(await checkForNewerDeployment('abc123', answer({ version: 'def456' }))).toBe(true);
    expect(await checkForNewerDeployment('abc123', answer({ version: 'abc123' }))).toBe(false);
  });

  it('only logs a failed fetch and carries on (requirements §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkForNewerDeployment('abc123', offline)).toBe(false);
    expect(await checkForNewerDeployment('abc123', answer({ message: 'down' }, 503))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('build manifest');
  });
});
