/**
 * Every instance of the site as it last reported itself (decision 066): when it was last heard
 * from, whether /healthz says it is well, the versions it serves, and why it is not well.
 * One not heard from for 30 s is marked gone; the server leaves out those gone for a day.
 */
import type { SeenInstance } from '../deploys-api';
import { Facts, ItemList, When } from './console-ui';

/** "3 s ago", "2 min ago", "5 h ago": how long since an instance last reported. */
export function sinceInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

function stateOf(instance: SeenInstance): string {
  if (instance.gone) return 'Gone: not heard from for 30 seconds or more';
  return instance.status === 'ok' ? 'Healthy' : 'Degraded';
}

export function InstanceList({ instances, labelledBy }: { instances: SeenInstance[]; labelledBy: string }) {
  if (instances.length === 0) return <p>No instance has reported yet: each reports within 5 seconds of starting.</p>;
  return (
    <ItemList aria-labelledby={labelledBy}>
      {instances.map((instance) => (
        <li key={instance.id}>
          <h3>{instance.id}</h3>
          <Facts>
            <dt>State</dt>
            <dd>{stateOf(instance)}</dd>
            <dt>Last seen</dt>
            <dd>
              {sinceInWords(instance.secondsSinceSeen)} (<When at={instance.lastSeenAt} />)
            </dd>
            <dt>Started</dt>
            <dd>
              <When at={instance.startedAt} />
            </dd>
            <dt>Serving</dt>
            <dd>
              {Object.entries(instance.versions)
                .map(([area, version]) => `${area} ${version ?? '(none)'}`)
                .join(', ')}
            </dd>
            {instance.problems.length > 0 && (
              <>
                <dt>Problems</dt>
                <dd>
                  <ul>
                    {instance.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                </dd>
              </>
            )}
          </Facts>
        </li>
      ))}
    </ItemList>
  );
}
