/**
 * The detail of one downtown place (in the site's one Dialog): what it is, from the planning
 * area's directory, and its live facts from the places provider (rating, hours, address, phone,
 * website, named with the provider), or where to find them when there are none.
 */
import styled from 'styled-components';
import { Link, theme } from '@estes/shared';
import type { DowntownPlace } from '@estes/shared/api/planning/downtown-places';
import { PlaceFactsView } from '@estes/shared/planning/place-facts-view';
import { Dialog, DialogClose, DialogHead } from '@estes/shared/ui/dialog';
import { FactsList } from '@estes/shared/ui/facts-list';
import { directoryFilterLabels } from '../../domain/downtown';

export function BusinessModal({
  place,
  providerName,
  onClose,
}: {
  place: DowntownPlace;
  providerName: string;
  onClose: () => void;
}) {
  const live = place.facts.state === 'live';
  const details = [
    // With live facts the provider's address is shown with them.
    ...(live ? [] : [{ label: 'Address', value: place.address }]),
    ...(place.priceRange ? [{ label: 'Price range', value: place.priceRange }] : []),
    ...(place.specialties.length > 0 ? [{ label: 'Known for', value: place.specialties.join(', ') }] : []),
    ...(place.features.length > 0 ? [{ label: 'Features', value: place.features.join(', ') }] : []),
  ];
  return (
    <Dialog labelledBy="business-modal-title" onClose={onClose}>
      <Head>
        <div>
          <Kicker>
            {directoryFilterLabels[place.category]} · {place.subcategory}
          </Kicker>
          <h2 id="business-modal-title">{place.name}</h2>
        </div>
        <DialogClose label={`Close ${place.name}`} />
      </Head>
      <p>{place.description}</p>
      <Details facts={details} />
      {/* The same view of the provider's facts as the directories' cards (one way to show them). */}
      <PlaceFactsView entry={place.facts} providerName={providerName} place={place} />
      {place.listingPath ? (
        <Listing>
          <Link to={place.listingPath}>Its card in our directory</Link>
        </Listing>
      ) : null}
    </Dialog>
  );
}

const Head = styled(DialogHead)`
  margin-bottom: 0.75rem;
  h2 {
    font-size: 1.5rem;
  }
`;

const Kicker = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${theme.color.teal};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Details = styled(FactsList)`
  margin: 0 0 1.25rem;
`;

const Listing = styled.p`
  margin: 1rem 0 0;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 700;
  }
`;
