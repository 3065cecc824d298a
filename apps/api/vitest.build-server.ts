// Global setup of the api project: builds the server's JavaScript once per run when it is missing or stale, so the
// process tests (server, production, cluster) start what production starts: `node apps/api/dist/server.js`.
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

export default function setup(): void {
  buildIfStale('api', 'the process tests');
}
