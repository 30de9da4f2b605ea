/**
 * The console's Submissions page (issue 32 point 5, decision 065), the planning area's
 * contribution to the shell's console (its `./console` module): a queue per form, newest first,
 * twenty at a time, filtered; each submission with its fields and photos; approve, reject with a
 * reason, mark answered, delete; the filtered queue as CSV. The shell shows the page's heading
 * and checks the session; the area's API checks the role again on every call.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@estes/shared';
import { reviewFormTitles, type QueueFilter, type QueueItem, type QueuePage } from '../domain/review-queue';
import { consoleErrorMessage, type AreaConsolePageProps } from '@estes/shared/console';
import { QueueFilters } from './queue-filters';
import { QueueItemCard } from './queue-item';
import type { ItemActionHandlers } from './item-actions';
import { reviewCalls } from './review-calls';
import { ButtonRow, Notice, Panel } from '@estes/shared/console/ui';

const Items = styled.ul`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const DownloadLink = styled.a`
  color: ${theme.color.teal};
  font-weight: 600;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  &:focus-visible {
    outline: 3px solid ${theme.color.ember};
  }
`;

const Count = styled.p`
  margin: 0;
`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; queue: QueuePage };

const isEvent = (item: QueueItem) => item.form === 'event-listing' || item.form === 'event-submission';

export default function ReviewQueuePage({ apiBase }: AreaConsolePageProps) {
  const calls = useMemo(() => reviewCalls(apiBase), [apiBase]);
  const [filter, setFilter] = useState<QueueFilter>({ form: 'event-listing', status: 'new' });
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const reload = useCallback(async () => {
    try {
      const queue = await calls.queue(filter, page);
      setLoad({ state: 'loaded', queue });
    } catch (error) {
      setLoad({ state: 'failed', message: consoleErrorMessage(error) });
    }
  }, [calls, filter, page]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs one change; the page says what happened and reads the queue again. */
  const change = async (work: () => Promise<string>): Promise<boolean> => {
    setDone(undefined);
    setFailure(undefined);
    try {
      setDone(await work());
      await reload();
      return true;
    } catch (error) {
      setFailure(consoleErrorMessage(error));
      return false;
    }
  };

  const handlers: ItemActionHandlers = {
    decide: (item, decision, reason) =>
      change(async () => {
        await calls.decide(item.id, decision, reason);
        const calendar = isEvent(item)
          ? decision === 'approved'
            ? ' It appears on the events calendar within a minute.'
            : ' It is not on the events calendar.'
          : '';
        return `${decision === 'approved' ? 'Approved' : 'Rejected'} “${item.summary}”.${calendar}`;
      }),
    answered: (item) =>
      change(async () => {
        await calls.answered(item.id);
        return `Marked “${item.summary}” answered.`;
      }),
    remove: (item) =>
      change(async () => {
        const { deleted } = await calls.remove(item.id);
        return `Deleted “${item.summary}”${deleted.photos > 0 ? ` and ${deleted.photos === 1 ? 'its photo' : `its ${deleted.photos} photos`}` : ''}.`;
      }),
  };

  const chooseFilter = (next: QueueFilter) => {
    setFilter(next);
    setPage(1);
    setDone(undefined);
    setFailure(undefined);
  };

  const queue = load.state === 'loaded' ? load.queue : undefined;
  const pages = queue ? Math.max(1, Math.ceil(queue.total / queue.pageSize)) : 1;

  return (
    <>
      <Panel aria-labelledby="review-queues">
        <h2 id="review-queues">Queues</h2>
        <QueueFilters filter={filter} newCounts={queue?.newCounts} onChange={chooseFilter} />
      </Panel>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Panel aria-labelledby="review-list" aria-busy={load.state === 'loading'}>
        <h2 id="review-list">{reviewFormTitles[filter.form]}</h2>
        {load.state === 'loading' ? <p role="status">Loading the queue…</p> : null}
        {load.state === 'failed' ? <Notice tone="error">{load.message}</Notice> : null}
        {queue ? (
          <>
            <ButtonRow>
              <Count role="status">
                {queue.total === 0
                  ? 'Nothing matches this filter.'
                  : `${queue.total} submission${queue.total === 1 ? '' : 's'}, newest first${pages > 1 ? `: page ${queue.page} of ${pages}` : ''}.`}
              </Count>
              {queue.total > 0 ? (
                <DownloadLink href={calls.exportUrl(filter)} download>
                  Download these as CSV
                </DownloadLink>
              ) : null}
            </ButtonRow>
            <Items>
              {queue.items.map((item) => (
                <QueueItemCard key={item.id} item={item} photoUrl={calls.photoUrl} handlers={handlers} />
              ))}
            </Items>
            {pages > 1 ? (
              <ButtonRow role="group" aria-label="Pages">
                <Button type="button" $tone="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <Button type="button" $tone="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Older
                </Button>
              </ButtonRow>
            ) : null}
          </>
        ) : null}
      </Panel>
    </>
  );
}
