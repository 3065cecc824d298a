// Awaiting "nothing more will come" in a component test without sleeping: the queries have answered and their
// components have been given the answers.
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';

/**
 * Resolves once no query of `queryClient` is fetching and every result has been handed to its observers: TanStack
 * Query delivers results through its notify queue, in order, so a callback queued after them runs once they are
 * delivered (and act flushes the renders they cause). Await it before asserting that something is absent.
 */
export async function settledQueries(queryClient: QueryClient): Promise<void> {
  await waitFor(() => {
    if (queryClient.isFetching() > 0) throw new Error(`${queryClient.isFetching()} queries still fetching`);
  });
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
}
