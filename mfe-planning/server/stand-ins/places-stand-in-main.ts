/**
 * The stand-in Places API (New) as a process, for the e2e servers and `npm run dev`:
 * `node --import tsx mfe-planning/server/stand-ins/places-stand-in-main.ts <port> [slowMs]`.
 * Point the site at it with PLACES_API_URL=http://127.0.0.1:<port>/v1 and
 * PLACES_API_KEY=stand-in-places-key (any other key answers the documented 400); `/down/`,
 * `/busy/`, `/slow/`, `/malformed/` and `/malformed-entries/` before `/v1` choose a failure
 * (places-stand-in.ts). It serves STAND-IN TEST DATA only.
 */
import { runStandInProcess } from '@estes/shared/server/testing';
import { standInPlacesKey, startPlacesStandIn } from './places-stand-in';

await runStandInProcess(
  () => startPlacesStandIn(Number(process.argv[2] ?? 0), process.argv[3] ? { slowMs: Number(process.argv[3]) } : {}),
  (standIn) => `stand-in Google Places API (New): PLACES_API_URL=${standIn.url} PLACES_API_KEY=${standInPlacesKey}`,
);
