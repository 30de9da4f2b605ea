/** The detail of one downtown place, with Call and Website buttons. Escape closes it. */
import styled from 'styled-components';
import { phoneHref, theme } from '@estes/shared';
import { directoryFilterLabels, type DowntownBusiness } from '../../domain/downtown';
import { useModal } from '../../components/use-modal';

export function BusinessModal({
  business,
  open,
  onClose,
}: {
  business: DowntownBusiness;
  open: boolean;
  onClose: () => void;
}) {
  const { closeButton, dialog } = useModal(onClose);
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={dialog} role="dialog" aria-modal="true" aria-labelledby="business-modal-title">
        <Head>
          <div>
            <Kicker>
              {directoryFilterLabels[business.category]} · {business.subcategory}
            </Kicker>
            <h2 id="business-modal-title">{business.name}</h2>
          </div>
          <Close ref={closeButton} type="button" onClick={onClose} aria-label={`Close ${business.name}`}>
            ×
          </Close>
        </Head>
        <p>{business.description}</p>
        <Details>
          <div>
            <dt>Address</dt>
            <dd>{business.address}</dd>
          </div>
          <div>
            <dt>Hours</dt>
            <dd>
              {business.hours} <OpenBadge $open={open}>{open ? 'Open now' : 'Closed now'}</OpenBadge>
            </dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>
              {business.rating.toFixed(1)} / 5 ({business.reviews.toLocaleString('en-US')} reviews)
              {business.priceRange ? ` · ${business.priceRange}` : ''}
            </dd>
          </div>
          <div>
            <dt>Specialties</dt>
            <dd>{business.specialties.join(', ')}</dd>
          </div>
          <div>
            <dt>Features</dt>
            <dd>{business.features.join(', ')}</dd>
          </div>
        </Details>
        <Actions>
          {business.phone ? <Action href={phoneHref(business.phone)}>Call {business.phone}</Action> : null}
          {business.website ? (
            <Action href={business.website} target="_blank" rel="noopener noreferrer" $outline>
              Visit website<Hidden> (opens in a new tab)</Hidden>
            </Action>
          ) : null}
          {!business.phone && !business.website ? (
            <NoContact>Drop in: this place takes no calls or bookings online.</NoContact>
          ) : null}
        </Actions>
      </Panel>
    </Backdrop>
  );
}

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(2, 6, 23, 0.7);
`;

export const Panel = styled.div`
  width: min(100%, 40rem);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.white};
  box-shadow: ${theme.shadow.raised};
  h2 {
    font-size: 1.5rem;
    margin: 0;
  }
`;

export const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  margin-bottom: 0.75rem;
`;

const Kicker = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${theme.color.teal};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

export const Close = styled.button`
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${theme.color.tealMist};
  }
`;

const Details = styled.dl`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  dt {
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
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

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;
