// The hourly build check.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBuild, useUpdatePromptStore } from '@/lib/pwa/service-worker';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  useUpdatePromptStore.setState({ updateAvailable: false });
});

describe('hourly build check', () => {
  it('fetches build-meta.json past every cache', async () => {
    const fetchMeta = answer({ version: 'running', builtAt: '2020-01-01T00:00:00Z' });
    await checkBuild('running', fetchMeta);
    expect(fetchMeta).toHaveBeenCalledWith('/build-meta.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('offers the update when the server has another build', async () => {
    expect(await checkBuild('running', answer({ version: 'newer', builtAt: '2020-01-02T00:00:00Z' }))).toBe(true);
    expect(useUpdatePromptStore.getState().updateAvailable).toBe(true);
  });

  it('stays quiet for the same build, a missing file or a malformed one', async () => {
    expect(await checkBuild('running', answer({ version: 'running', builtAt: '2020-01-01T00:00:00Z' }))).toBe(false);
    expect(await checkBuild('running', answer({}, 404))).toBe(false);
    expect(await checkBuild('running', answer({ version: 3 }))).toBe(false);
    expect(useUpdatePromptStore.getState().updateAvailable).toBe(false);
  });
});
