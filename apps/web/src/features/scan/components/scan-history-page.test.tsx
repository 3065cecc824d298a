// /scan/history against a stubbed server: offset paging up to the total, outcomes and channels in words.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useBrandStore } from '@/stores/brand-store';
import ScanHistoryPage from '@/features/scan/components/scan-history-page';
import { nextScanHistoryOffset } from '@/features/scan/api/get-history';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const scan = (id: number, outcome = 'credited', channel = 'manual') => ({
  id,
  code: `********${String(id).padStart(4, '0')}`,
  kind: 'sticks',
  outcome,
  xp: outcome === 'credited' ? 20 : 0,
  channel,
  upload_id: null,
  created_at: '2026-11-02T10:00:00.000Z',
});

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
});

describe('nextScanHistoryOffset', () => {
  const page = (count: number, total: number) =>
    ({ scans: Array.from({ length: count }, (_, index) => scan(index + 1)), total }) as never;
  it.each([
    [[page(20, 45)], 20],
    [[page(20, 45), page(20, 45)], 40],
    [[page(20, 45), page(20, 45), page(5, 45)], undefined],
    [[page(0, 0)], undefined],
    // A total that grew while paging, with an empty last page, must not loop.
    [[page(20, 45), page(0, 46)], undefined],
  ])('%#', (pages, next) => {
    expect(nextScanHistoryOffset(pages)).toBe(next);
  });
});

describe('/scan/history', () => {
  it('loads the next page at the offset of what is shown', async () => {
    const { requests } = stubFetch((request) => {
      const { offset } = request.body as { offset: number };
      return offset === 0
        ? { body: { scans: Array.from({ length: 20 }, (_, index) => scan(40 - index)), total: 21 } }
        : { body: { scans: [scan(1, 'already_used', 'camera')], total: 21 } };
    });
    renderRoutes([{ path: '/scan/history', Component: ScanHistoryPage }], '/scan/history');
    expect(await screen.findAllByTestId('scan-entry')).toHaveLength(20);
    expect(screen.getByTestId('scan-total').textContent).toBe('Усього спроб: 21');
    await act(async () => fireEvent.click(screen.getByTestId('load-more')));
    await screen.findByText('Код уже використано · камера');
    expect(screen.getAllByTestId('scan-entry')).toHaveLength(21);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(requests.map((request) => request.body)).toEqual([
      { offset: 0, variant: 'glo' },
      { offset: 20, variant: 'glo' },
    ]);
  });
});
