/** /console/audit (admin): the audit log, newest first, 50 at a time, "Older" for the next 50. */
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@estes/shared';
import { consoleApi, type AuditEntry, type AuditPage as AuditAnswer } from '../console-api';
import { Facts, ItemList, Notice, PageTitle, Panel, When } from '../components/console-ui';
import { useCallFailure } from '../session';

/** An entry's detail as short text (the API gives any JSON value, or none). */
export function detailText(detail: unknown): string | null {
  if (detail === null || detail === undefined || detail === '') return null;
  if (typeof detail === 'string') return detail;
  if (typeof detail === 'object' && Object.keys(detail).length === 0) return null;
  return JSON.stringify(detail);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const detail = detailText(entry.detail);
  return (
    <li>
      <h3>{entry.action}</h3>
      <Facts>
        <dt>When</dt>
        <dd>
          <When at={entry.at} />
        </dd>
        <dt>Who</dt>
        <dd>{entry.actor}</dd>
        {entry.target && (
          <>
            <dt>What</dt>
            <dd>{entry.target}</dd>
          </>
        )}
        {detail && (
          <>
            <dt>Detail</dt>
            <dd>{detail}</dd>
          </>
        )}
        {entry.instance && (
          <>
            <dt>Instance</dt>
            <dd>{entry.instance}</dd>
          </>
        )}
      </Facts>
    </li>
  );
}

export function AuditPage() {
  const failed = useCallFailure();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [nextBefore, setNextBefore] = useState<AuditAnswer['nextBefore']>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(
    async (before?: string | number) => {
      setBusy(true);
      setProblem(null);
      try {
        const page = await consoleApi.audit(before);
        setEntries((shown) => (before === undefined ? page.entries : [...(shown ?? []), ...page.entries]));
        setNextBefore(page.nextBefore);
      } catch (error) {
        setProblem(failed(error));
      } finally {
        setBusy(false);
      }
    },
    [failed],
  );
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <p>
        Who did what in the console and with its command-line tools, when, and from which instance, newest first. The
        application cannot change or remove an entry.
      </p>
      {problem && <Notice tone="error">{problem}</Notice>}
      <Panel aria-labelledby="entries-heading">
        <h2 id="entries-heading">Entries</h2>
        {entries === null && !problem && <p role="status">Loading…</p>}
        {entries?.length === 0 && <p>The log is empty.</p>}
        {entries && entries.length > 0 && (
          <ItemList aria-labelledby="entries-heading">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ItemList>
        )}
        {entries && entries.length > 0 && nextBefore !== null && (
          <Button type="button" $tone="outline" disabled={busy} onClick={() => void load(nextBefore)}>
            {busy ? 'Loading older entries…' : 'Older'}
          </Button>
        )}
        {entries && entries.length > 0 && nextBefore === null && <p>This is the start of the log.</p>}
      </Panel>
    </>
  );
}
