// Global setup of the deploy suite: the API processes it starts run the built server, as the image does.
import { buildIfStale } from '../scripts/build-if-stale.mjs';

export default function setup(): void {
  buildIfStale('api', 'the deploy tests');
}
