// A page that was opened with its data already asked for (a route's prefetch) takes what was answered since
// it was opened as fresh: asking again on mount would only repeat the request and the render. An answer from before,
// such as one kept for offline use (persisted-queries.ts), is still asked for again.

/** For `refetchOnMount`: ask again only if the answer held came before the page was opened. */
export function refetchIfAnsweredBefore(openedAt: number): (query: { state: { dataUpdatedAt: number } }) => boolean {
  return (query) => query.state.dataUpdatedAt < openedAt;
}

/**
 * A query's mount options for a page opened at `answeredSince` with its data already asked for (home's prefetch); no
 * option when the page was not (then the query's own rule holds).
 */
export function answeredSinceOptions(answeredSince: number | undefined) {
  return answeredSince === undefined ? {} : { refetchOnMount: refetchIfAnsweredBefore(answeredSince) };
}
