// GET /api/scan/multiscan/:id: an upload's status, polled until the server's job has decoded it (done or failed).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MultiscanStatus } from '@loyalty/contracts/scan';
import { multiscanPollMs, queryKeyRoots } from '@/config/constants';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import { call } from '@/lib/api-client';

export type MultiscanUpload = MultiscanStatus['upload'];

export async function getMultiscan(id: string, signal?: AbortSignal): Promise<MultiscanUpload> {
  // The id is the one the upload's answer gave (the server checks it is a UUID); encoded, it cannot leave the path.
  const answer = await call(scanEndpoints.multiscanById, { params: { id }, signal });
  return answer.upload;
}

export function isFinished(upload: Pick<MultiscanUpload, 'status'> | undefined): boolean {
  return upload?.status === 'done' || upload?.status === 'failed';
}

export function useMultiscan(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [queryKeyRoots.scan, 'multiscan', id] as const,
    queryFn: ({ signal }) => {
      if (id === null) throw new Error('No upload');
      return getMultiscan(id, signal);
    },
    enabled: id !== null,
    // Poll while the job works; stop once it has an end state.
    refetchInterval: (current) => (isFinished(current.state.data) ? false : multiscanPollMs),
  });
  const finished = isFinished(query.data);
  useEffect(() => {
    if (!finished) return;
    // Its codes were credited as normal scans: balance, ledger and scan history changed.
    void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.balance] });
    void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.bonusHistory] });
    void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.scan, 'history'] });
    void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.scan, 'wide-count'] });
  }, [finished, queryClient]);
  return query;
}
