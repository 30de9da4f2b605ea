/**
 * /my-trip: the visitor's saved list (decision 032), or a list someone shared (`?items=`).
 * - Own list (components/own-trip-view.tsx): kept in this browser; remove, move, a day for each
 *   item, one calendar file of the saved events, print, and a share link.
 * - Shared list (components/shared-trip-view.tsx): rendered on the server, read-only, with
 *   "Save all to my trip".
 * - By day or by kind: a link in the query (`?view=kind`), so it works without script.
 * - Print: no header, footer or buttons; every item with its full address.
 */
import { Link, useLoaderData } from 'react-router-dom';
import { createGlobalStyle } from 'styled-components';
import { Container, paths } from '@estes/shared';
import { PageColumn } from '../../components/page-column';
import { OwnTripView } from './components/own-trip-view';
import { SharedTripView } from './components/shared-trip-view';
import type { MyTripPageData } from './my-trip-data';

export function MyTripPage() {
  const data = useLoaderData() as MyTripPageData;
  return (
    <Container>
      <PrintStyle />
      <PageColumn $width="52rem">
        {data.shared ? <SharedTripView view={data.view} shared={data.shared} /> : <OwnTripView view={data.view} />}
        <p data-print="hide">
          Reaching the trailheads and downtown without a parking space:{' '}
          <Link to={paths.gettingAround()}>getting around, with shuttles, parking and trailhead fill times</Link>.
        </p>
        <p data-print="hide">
          Most of the park has no phone signal: <Link to={paths.parkPack()}>keep the park pack on this phone</Link>,
          your trip by day with the park alerts, safety and the numbers to call, for use offline.
        </p>
      </PageColumn>
    </Container>
  );
}

/** On paper: the list only, no site chrome or controls, each item with its full address. */
const PrintStyle = createGlobalStyle`
  @media print {
    body > #root > a,
    #root header,
    #root footer,
    [data-print='hide'] {
      display: none !important;
    }
    #root [data-print-url] {
      display: block !important;
    }
    #root li {
      break-inside: avoid;
    }
  }
`;
