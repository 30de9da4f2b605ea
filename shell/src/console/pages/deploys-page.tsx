/**
 * /console/deploys (operators and admins, decision 066): per area its live version and its kept
 * versions with when and by whom each was published, "Make live" on each kept version (a
 * rollback, or a roll-forward to a newer one: the command line's own switch, under the same
 * deploy lock), who holds that lock while a command works, and every instance's health. Read
 * again every 5 seconds, so "last seen" and the lock stay current while the page is open; those
 * reads do not renew the session's idle time (the person is not using the console by leaving it open).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@estes/shared';
import { deploysApi, type AreaDeploys, type Deploys, type KeptVersion, type LockHolder } from '../deploys-api';
import { ButtonRow, Facts, ItemList, Notice, PageTitle, Panel, When } from '../components/console-ui';
import { InstanceList } from '../components/instance-list';
import { useCallFailure } from '../session';

/** How often the page reads the state again (instances report every 5 s). */
export const deploysRefreshMs = 5_000;

interface Choice {
  area: string;
  version: string;
}

function LockNotice({ lock }: { lock: LockHolder }) {
  return (
    <Notice tone="info">
      <p>
        A deploy is under way: {lock.what}
        {lock.host ? ` on ${lock.host}` : ''}
        {lock.since && (
          <>
            , since <When at={lock.since} />
          </>
        )}
        . Making a version live waits for it to finish.
      </p>
    </Notice>
  );
}

interface VersionItemProps {
  area: AreaDeploys;
  kept: KeptVersion;
  confirming: boolean;
  busy: boolean;
  onChoose: (choice: Choice | null) => void;
  onConfirm: (choice: Choice) => void;
}

function VersionItem({ area, kept, confirming, busy, onChoose, onConfirm }: VersionItemProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  const makeLiveButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Into the question when it opens; back to "Make live" when it closes without a switch.
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) makeLiveButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const headingId = `version-${area.area}-${kept.version}`;
  const choice = { area: area.area, version: kept.version };
  return (
    <li>
      <h3 id={headingId}>
        {kept.version}
        {kept.live ? ' (live)' : ''}
      </h3>
      <Facts>
        <dt>Published</dt>
        <dd>
          <When at={kept.publishedAt} />
        </dd>
        <dt>By</dt>
        <dd>{kept.publishedBy ?? 'not recorded (published before the console recorded it)'}</dd>
      </Facts>
      {!kept.live && !confirming && (
        <Button
          ref={makeLiveButton}
          type="button"
          $tone="outline"
          aria-describedby={headingId}
          disabled={busy}
          onClick={() => onChoose(choice)}
        >
          Make live
        </Button>
      )}
      {confirming && (
        <div role="group" aria-label={`Make ${area.label} ${kept.version} live`}>
          <p>
            Make {kept.version} the live version of {area.label} for every visitor? Its pages, server rendering and API
            switch together, on every instance within 2 seconds.
          </p>
          <ButtonRow>
            <Button ref={confirmButton} type="button" disabled={busy} onClick={() => onConfirm(choice)}>
              {busy ? 'Making it live…' : 'Yes, make it live'}
            </Button>
            <Button type="button" $tone="outline" disabled={busy} onClick={() => onChoose(null)}>
              Cancel
            </Button>
          </ButtonRow>
        </div>
      )}
    </li>
  );
}

function AreaPanel(
  props: { area: AreaDeploys } & Omit<VersionItemProps, 'kept' | 'confirming'> & { chosen: Choice | null },
) {
  const { area, chosen, ...actions } = props;
  const headingId = `area-${area.area}`;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{area.label}</h2>
      <Facts>
        <dt>Area</dt>
        <dd>{area.area}</dd>
        <dt>Live version</dt>
        <dd>{area.live ?? 'none published'}</dd>
      </Facts>
      {area.versions.length === 0 ? (
        <p>
          No version of this area is published: publish one with <code>npm run remotes -- deploy {area.area}</code>.
        </p>
      ) : (
        <ItemList aria-label={`Kept versions of ${area.label}`}>
          {area.versions.map((kept) => (
            <VersionItem
              key={kept.version}
              area={area}
              kept={kept}
              confirming={chosen?.area === area.area && chosen.version === kept.version}
              {...actions}
            />
          ))}
        </ItemList>
      )}
    </Panel>
  );
}

export function DeploysPage() {
  const failed = useCallFailure();
  const [deploys, setDeploys] = useState<Deploys | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (background = false) => {
      try {
        setDeploys(await deploysApi.read(background));
        setProblem(null);
      } catch (error) {
        setProblem(failed(error));
      }
    },
    [failed],
  );
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(true), deploysRefreshMs);
    return () => clearInterval(timer);
  }, [load]);

  const makeLive = async (choice: Choice) => {
    setBusy(true);
    setOutcome(null);
    try {
      const made = await deploysApi.makeLive(choice.area, choice.version);
      setOutcome({ tone: 'success', text: made.message });
    } catch (error) {
      setOutcome({ tone: 'error', text: failed(error) });
    } finally {
      setChosen(null);
      setBusy(false);
      await load();
    }
  };

  return (
    <>
      <PageTitle>Deploys</PageTitle>
      <p>
        Each area’s live version and the versions kept of it, newest first. “Make live” switches an area to a kept
        version, back or forward, taking the same deploy lock as <code>npm run remotes</code>; every instance serves it
        within 2 seconds, and the audit log records who did it. New versions are published from CI or a server with{' '}
        <code>npm run remotes -- deploy</code>.
      </p>
      {problem && <Notice tone="error">{problem}</Notice>}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {deploys?.lock && <LockNotice lock={deploys.lock} />}
      {deploys === null && !problem && <p role="status">Loading…</p>}
      {deploys?.areas.map((area) => (
        <AreaPanel
          key={area.area}
          area={area}
          chosen={chosen}
          busy={busy}
          onChoose={(choice) => {
            setOutcome(null);
            setChosen(choice);
          }}
          onConfirm={(choice) => void makeLive(choice)}
        />
      ))}
      {deploys && (
        <Panel aria-labelledby="instances-heading">
          <h2 id="instances-heading">Instances</h2>
          <p>Each instance reports every 5 seconds; one not heard from for 30 seconds is marked gone.</p>
          <InstanceList instances={deploys.instances} labelledBy="instances-heading" />
        </Panel>
      )}
    </>
  );
}
