/**
 * /property/{id}: one place in full (docs/rules/lodging.md#property-pages), from the lodging API:
 * a partner's property with its content and the offers for the stay in the URL, or a place of the
 * team's list. Old addresses redirect; unknown ids answer 404 with 'Property Not Found'.
 */
import { Container, paths, useAreaPageData, type AreaLoaderArgs } from '@estes/shared';
import { PartnerPropertyView } from './partner-property-view';
import { loadPropertyPage, type PropertyPageData } from './property-data';
import { PartnerPropertyUnavailable, TeamPropertyView } from './team-property-view';

export type { PropertyPageData };
export { propertyNotFound } from './property-data';

export const loader = (args: AreaLoaderArgs): Promise<PropertyPageData> => loadPropertyPage(args, paths.property);

export default function PropertyPage() {
  const { id, today, stay, stayProblem, load } = useAreaPageData<PropertyPageData>();
  return <Container>{viewOf({ id, today, stay, stayProblem, load })}</Container>;
}

function viewOf({ id, today, stay, stayProblem, load }: Omit<PropertyPageData, 'seo'>) {
  if (load.kind === 'failed')
    return <PartnerPropertyUnavailable id={id} partnerId="booking" reason="failed" stay={stay} />;
  const { answer } = load;
  if (answer.kind === 'team') {
    return <TeamPropertyView property={answer.property} today={today} stay={stay} stayProblem={stayProblem} />;
  }
  if (answer.state === 'live') {
    return <PartnerPropertyView answer={answer} today={today} stay={stay} stayProblem={stayProblem} />;
  }
  return (
    <PartnerPropertyUnavailable
      id={id}
      partnerId={answer.partner}
      reason={answer.state === 'not-configured' ? 'not-configured' : 'unavailable'}
      stay={stay}
    />
  );
}
