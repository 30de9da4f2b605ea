/**
 * /console/deploys (operators and admins, decision 066): per area its live version and its kept
 * versions with when and by whom each was published, "Make live" on each kept version (a
 * rollback, or a roll-forward to a newer one: the command line's own switch, under the same
 * deploy lock), "Publish" on each staged version (decision 078: its migrations, then live), who holds that lock while a command works, and every instance's health. Read
 * again every 5 seconds, so "last seen" and the lock stay current while the page is open; those
 * reads do not renew the session's idle time (the person is not using the console by leaving it open).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@estes/shared';
import { deploysApi, type AreaDeploys, type Deploys, type LockHolder } from '../deploys-api';
import { ButtonRow, Facts, ItemList, Notice, PageTitle, Panel, When } from '../components/console-ui';
import { InstanceList } from '../components/instance-list';
import { useCallFailure } from '../session';

/** How often the page reads the state again (instances report every 5 s). */
export const deploysRefreshMs = 5_000;

interface Choice {
  area: string;
  version: string;
  /** Make a kept version live, or publish a staged one (decision 078). */
  action: 'make-live' | 'publish';
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
        . Making a version live or publishing one waits for it to finish.
      </p>
    </Notice>
  );
}

interface ActionProps {
  confirming: boolean;
  busy: boolean;
  onChoose: (choice: Choice | null) => void;
  onConfirm: (choice: Choice) => void;
}

/**
 * One version of an area, as a card of facts, with its action (Make live, or Publish for a
 * staged one) that asks first: the question takes focus, Cancel sends nothing and gives focus
 * back to the action's button.
 */
function VersionItem(
  props: ActionProps & {
    area: AreaDeploys;
    choice: Choice;
    heading: string;
    facts: ReactNode;
    /** The action's button, or null when there is none (the live version). */
    actionLabel: string | null;
    question: string;
    /** What the question's group is named by ("Make Lodging 1.0.0-a live"). */
    questionLabel: string;
    confirmLabel: string;
    busyLabel: string;
  },
) {
  const { area, choice, confirming, busy, onChoose, onConfirm, actionLabel } = props;
  const confirmButton = useRef<HTMLButtonElement>(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Into the question when it opens; back to the action's button when it closes without a change.
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) actionButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const headingId = `${choice.action}-${area.area}-${choice.version}`;
  return (
    <li>
      <h3 id={headingId}>{props.heading}</h3>
      {props.facts}
      {actionLabel && !confirming && (
        <Button
          ref={actionButton}
          type="button"
          $tone="outline"
          aria-describedby={headingId}
          disabled={busy}
          onClick={() => onChoose(choice)}
        >
          {actionLabel}
        </Button>
      )}
      {confirming && (
        <div role="group" aria-label={props.questionLabel}>
          <p>{props.question}</p>
          <ButtonRow>
            <Button ref={confirmButton} type="button" disabled={busy} onClick={() => onConfirm(choice)}>
              {busy ? props.busyLabel : props.confirmLabel}
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

function AreaPanel(props: { area: AreaDeploys; chosen: Choice | null } & Omit<ActionProps, 'confirming'>) {
  const { area, chosen, ...actions } = props;
  const headingId = `area-${area.area}`;
  const isChosen = (choice: Choice) =>
    chosen?.area === choice.area && chosen.version === choice.version && chosen.action === choice.action;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{area.label}</h2>
      <Facts>
        <dt>Area</dt>
        <dd>{area.area}</dd>
        <dt>Live version</dt>
        <dd>{area.live ?? 'none published'}</dd>
      </Facts>
      {area.staged.length > 0 && (
        <ItemList aria-label={`Staged versions of ${area.label}`}>
          {area.staged.map((staged) => {
            const choice: Choice = { area: area.area, version: staged.version, action: 'publish' };
            return (
              <VersionItem
                key={staged.version}
                area={area}
                choice={choice}
                confirming={isChosen(choice)}
                {...actions}
                heading={`${staged.version} (staged)`}
                facts={
                  <p>
                    Staged by {staged.stagedBy ?? 'someone not recorded'} at <When at={staged.stagedAt} />, not yet
                    live.
                  </p>
                }
                actionLabel="Publish"
                question={`Publish ${staged.version} to every visitor of ${area.label}? Its new database migrations run first, then its pages, server rendering and API go live together, on every instance within 2 seconds.`}
                questionLabel={`Publish ${area.label} ${staged.version}`}
                confirmLabel="Yes, publish it"
                busyLabel="Publishing…"
              />
            );
          })}
        </ItemList>
      )}
      {area.versions.length === 0 ? (
        <p>
          No version of this area is published: publish one with <code>npm run remotes -- deploy {area.area}</code>
          {area.staged.length > 0 ? ', or publish a staged one above' : ''}.
        </p>
      ) : (
        <ItemList aria-label={`Kept versions of ${area.label}`}>
          {area.versions.map((kept) => {
            const choice: Choice = { area: area.area, version: kept.version, action: 'make-live' };
            return (
              <VersionItem
                key={kept.version}
                area={area}
                choice={choice}
                confirming={isChosen(choice)}
                {...actions}
                heading={`${kept.version}${kept.live ? ' (live)' : ''}`}
                facts={
                  <Facts>
                    <dt>Published</dt>
                    <dd>
                      <When at={kept.publishedAt} />
                    </dd>
                    <dt>By</dt>
                    <dd>{kept.publishedBy ?? 'not recorded (published before the console recorded it)'}</dd>
                  </Facts>
                }
                actionLabel={kept.live ? null : 'Make live'}
                question={`Make ${kept.version} the live version of ${area.label} for every visitor? Its pages, server rendering and API switch together, on every instance within 2 seconds.`}
                questionLabel={`Make ${area.label} ${kept.version} live`}
                confirmLabel="Yes, make it live"
                busyLabel="Making it live…"
              />
            );
          })}
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
      const made =
        choice.action === 'publish'
          ? await deploysApi.publish(choice.area, choice.version)
          : await deploysApi.makeLive(choice.area, choice.version);
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
        within 2 seconds, and the audit log records who did it. A build staged from CI or a server with{' '}
        <code>npm run remotes -- stage</code> is listed as staged: “Publish” applies its database migrations and makes
        it live, under the same lock.
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
