/** The detail of one downtown place (in the site's one Dialog), with Call and Website buttons. */
import styled from 'styled-components';
import { phoneHref, theme, VisuallyHidden } from '@estes/shared';
import { Dialog, DialogClose, DialogHead } from '@estes/shared/ui/dialog';
import { FactsList } from '@estes/shared/ui/facts-list';
import { directoryFilterLabels, type DowntownBusiness } from '../../domain/downtown';

export function BusinessModal({
  business,
  open,
  onClose,
}: {
  business: DowntownBusiness;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog labelledBy="business-modal-title" onClose={onClose}>
      <Head>
        <div>
          <Kicker>
            {directoryFilterLabels[business.category]} · {business.subcategory}
          </Kicker>
          <h2 id="business-modal-title">{business.name}</h2>
        </div>
        <DialogClose label={`Close ${business.name}`} />
      </Head>
      <p>{business.description}</p>
      <Details
        facts={[
          { label: 'Address', value: business.address },
          {
            label: 'Hours',
            value: (
              <>
                {business.hours} <OpenBadge $open={open}>{open ? 'Open now' : 'Closed now'}</OpenBadge>
              </>
            ),
          },
          {
            label: 'Rating',
            value: `${business.rating.toFixed(1)} / 5 (${business.reviews.toLocaleString('en-US')} reviews)${
              business.priceRange ? ` · ${business.priceRange}` : ''
            }`,
          },
          { label: 'Specialties', value: business.specialties.join(', ') },
          { label: 'Features', value: business.features.join(', ') },
        ]}
      />
      <Actions>
        {business.phone ? <Action href={phoneHref(business.phone)}>Call {business.phone}</Action> : null}
        {business.website ? (
          <Action href={business.website} target="_blank" rel="noopener noreferrer" $outline>
            Visit website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Action>
        ) : null}
        {!business.phone && !business.website ? (
          <NoContact>Drop in: this place takes no calls or bookings online.</NoContact>
        ) : null}
      </Actions>
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

const OpenBadge = styled.span<{ $open: boolean }>`
  display: inline-block;
  margin-left: 0.375rem;
  padding: 0 0.5rem;
  border-radius: ${theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 700;
  background: ${({ $open }) => ($open ? theme.color.successWash : theme.color.dangerWash)};
  color: ${({ $open }) => ($open ? theme.color.success : theme.color.danger)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Action = styled.a<{ $outline?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.125rem;
  border-radius: ${theme.radius.pill};
  border: 2px solid ${theme.color.teal};
  background: ${({ $outline }) => ($outline ? theme.color.white : theme.color.teal)};
  color: ${({ $outline }) => ($outline ? theme.color.teal : theme.color.white)};
  font-weight: 700;
  text-decoration: none;
`;

const NoContact = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;
