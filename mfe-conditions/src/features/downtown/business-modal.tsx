/**
 * The detail of one downtown place (in the site's one Dialog): what it is, from the planning
 * area's directory, and its live facts from the places provider (rating, hours, address, phone,
 * website, named with the provider), or where to find them when there are none.
 */
import styled from 'styled-components';
import { Link, VisuallyHidden, theme } from '@estes/shared';
import type { DowntownPlace } from '@estes/shared/planning/downtown-places';
import { Dialog, DialogClose, DialogHead } from '@estes/shared/ui/dialog';
import { FactsList } from '@estes/shared/ui/facts-list';
import { directoryFilterLabels } from '../../domain/downtown';
import { ContactLinks, liveFactsOf, OpeningText, OwnListingLink, RatingText } from './place-facts-lines';

export function BusinessModal({
  place,
  providerName,
  onClose,
}: {
  place: DowntownPlace;
  providerName: string;
  onClose: () => void;
}) {
  const facts = liveFactsOf(place);
  const details = [
    { label: 'Address', value: facts?.address ?? place.address },
    ...(facts?.hours
      ? [
          {
            label: 'Hours',
            value: (
              <>
                <OpeningText facts={facts} />
                {facts.hours.week.map((line) => (
                  <WeekLine key={line}>{line}</WeekLine>
                ))}
              </>
            ),
          },
        ]
      : []),
    ...(facts?.rating ? [{ label: 'Rating', value: <RatingText facts={facts} providerName={providerName} /> }] : []),
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
      <Actions>
        {facts ? <ContactLinks facts={facts} name={place.name} /> : <OwnListingLink place={place} />}
        {place.listingPath ? <Link to={place.listingPath}>Its card in our directory</Link> : null}
      </Actions>
      {facts ? (
        <Source>
          Hours, rating, address and contact from{' '}
          {facts.mapsUrl ? (
            <a href={facts.mapsUrl} target="_blank" rel="noopener noreferrer">
              {providerName}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          ) : (
            providerName
          )}
          {facts.attributions.map((attribution) => ` · ${attribution.provider}`).join('')}.
        </Source>
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  a:not([class]) {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 700;
  }
`;

const WeekLine = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${theme.color.muted};
`;

const Source = styled.p`
  margin: 1rem 0 0;
  font-size: 0.8125rem;
  color: ${theme.color.muted};
`;
