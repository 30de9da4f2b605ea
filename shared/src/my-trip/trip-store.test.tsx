import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { maxTripItems, type TripItem } from './trip-contract';
import { SaveToTripButton } from './save-to-trip-button';
import {
  selectIsSaved,
  selectTripCount,
  tripStorageKey,
  tripStoreVersion,
  useTripStore,
  watchTripCount,
} from './trip-store';
import { elkFestItem, hikeItem as hike, innItem as inn } from '../testing/trip-items';

/** Elk Fest as an all-day event. */
const elkFest: TripItem = { ...elkFestItem, when: { start: '2027-10-02', end: '2027-10-03', allDay: true } };
const keys = () => useTripStore.getState().items.map((item) => item.id);
const stored = () => JSON.parse(window.localStorage.getItem(tripStorageKey) ?? 'null') as unknown;

beforeEach(() => {
  window.localStorage.clear();
  useTripStore.setState({ items: [] });
  window.localStorage.clear();
});

describe('the My trip list', () => {
  it('saves, reorders and removes, and keeps the list in localStorage with its version', () => {
    const { save, move, remove } = useTripStore.getState();
    expect(save(inn)).toBe(true);
    save(hike);
    save(elkFest);
    expect(keys()).toEqual(['hotel-1', 'bear-lake-loop', 'elk-fest-2027']);
    move('event:elk-fest-2027', -1);
    expect(keys()).toEqual(['hotel-1', 'elk-fest-2027', 'bear-lake-loop']);
    move('property:hotel-1', -1); // already first: nothing moves
    move('activity:bear-lake-loop', 1); // already last
    expect(keys()).toEqual(['hotel-1', 'elk-fest-2027', 'bear-lake-loop']);
    useTripStore.getState().swap('property:hotel-1', 'activity:bear-lake-loop');
    expect(keys()).toEqual(['bear-lake-loop', 'elk-fest-2027', 'hotel-1']);
    useTripStore.getState().swap('property:hotel-1', 'property:nope'); // nothing to trade with
    useTripStore.getState().swap('activity:bear-lake-loop', 'property:hotel-1');
    expect(keys()).toEqual(['hotel-1', 'elk-fest-2027', 'bear-lake-loop']);
    remove('property:hotel-1');
    expect(keys()).toEqual(['elk-fest-2027', 'bear-lake-loop']);
    expect(stored()).toEqual({ state: { items: [elkFest, hike] }, version: tripStoreVersion });
    expect(selectTripCount(useTripStore.getState())).toBe(2);
    expect(selectIsSaved('event:elk-fest-2027')(useTripStore.getState())).toBe(true);
    expect(selectIsSaved('property:hotel-1')(useTripStore.getState())).toBe(false);
  });

  it('saves a thing once: a second save updates it in place and keeps its planned day', () => {
    const { save, setDay } = useTripStore.getState();
    save(inn);
    setDay('property:hotel-1', '2027-07-04');
    save({ ...inn, title: 'The Stanley Hotel' });
    expect(useTripStore.getState().items).toEqual([{ ...inn, title: 'The Stanley Hotel', day: '2027-07-04' }]);
    setDay('property:hotel-1', undefined);
    expect(useTripStore.getState().items).toEqual([{ ...inn, title: 'The Stanley Hotel' }]);
    setDay('property:hotel-1', 'next tuesday');
    expect(useTripStore.getState().items[0]?.day).toBeUndefined();
  });

  it('refuses an invalid item and stops at the limit', () => {
    const { save, saveAll } = useTripStore.getState();
    expect(save({ ...inn, path: 'https://evil.example/' })).toBe(false);
    const many = Array.from({ length: maxTripItems + 5 }, (_, index) => ({ ...hike, id: `hike-${index}` }));
    expect(saveAll([...many, hike])).toBe(maxTripItems);
    expect(save(inn)).toBe(false);
    expect(useTripStore.getState().items).toHaveLength(maxTripItems);
  });

  it('reads back what it wrote after a reload', async () => {
    useTripStore.getState().saveAll([inn, elkFest]);
    useTripStore.setState({ items: [] }, false);
    window.localStorage.setItem(tripStorageKey, JSON.stringify({ state: { items: [inn, elkFest] }, version: 1 }));
    await useTripStore.persist.rehydrate();
    expect(useTripStore.getState().items).toEqual([inn, elkFest]);
  });

  it('drops hand-edited and broken entries it reads back, keeping the good ones', async () => {
    window.localStorage.setItem(
      tripStorageKey,
      JSON.stringify({
        state: { items: [inn, { kind: 'property', id: '<img src=x>', title: 'x', path: '/x' }, 7, null, hike] },
        version: 1,
      }),
    );
    await useTripStore.persist.rehydrate();
    expect(keys()).toEqual(['hotel-1', 'bear-lake-loop']);
  });

  it.each([
    ['text that is not JSON', '{"state": {"items": ['],
    ['a number', '42'],
    ['a string', '"hello"'],
    ['a list without its state', '{"version": 1}'],
    ['items that are not a list', '{"state": {"items": "all of them"}, "version": 1}'],
  ])('starts with an empty list when the stored value is %s', async (_, text) => {
    useTripStore.getState().save(inn);
    window.localStorage.setItem(tripStorageKey, text);
    await expect(useTripStore.persist.rehydrate()).resolves.toBeUndefined();
    expect(useTripStore.getState().items.length).toBeLessThanOrEqual(1);
    useTripStore.getState().save(hike);
    expect(keys()).toContain('bear-lake-loop');
  });

  it('migrates a list written by another version: keeps what still fits, writes it back', async () => {
    window.localStorage.setItem(
      tripStorageKey,
      JSON.stringify({
        state: { items: [inn, { kind: 'webcam', id: 'x', title: 'X', path: '/webcams' }] },
        version: 0,
      }),
    );
    await useTripStore.persist.rehydrate();
    expect(keys()).toEqual(['hotel-1']);
    expect(stored()).toEqual({ state: { items: [inn] }, version: tripStoreVersion });
  });

  it('follows another tab: a storage event reloads the list', async () => {
    const counts: number[] = [];
    const stop = watchTripCount((count) => counts.push(count));
    window.localStorage.setItem(tripStorageKey, JSON.stringify({ state: { items: [inn, hike] }, version: 1 }));
    const reloaded = new Promise<void>((resolve) => {
      const unsubscribe = useTripStore.persist.onFinishHydration(() => {
        unsubscribe();
        resolve();
      });
    });
    window.dispatchEvent(new StorageEvent('storage', { key: tripStorageKey }));
    await reloaded;
    expect(keys()).toEqual(['hotel-1', 'bear-lake-loop']);
    stop();
    expect(counts).toEqual([0, 2]);
  });

  it('keeps working for the page when the browser refuses storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(useTripStore.getState().save(inn)).toBe(true);
    expect(keys()).toEqual(['hotel-1']);
    setItem.mockRestore();
  });
});

describe('the Save to My trip button', () => {
  it('toggles the item in the list, with aria-pressed and a visible label', async () => {
    render(<SaveToTripButton item={hike} />);
    const button = screen.getByRole('button', { name: 'Save to My trip for Bear Lake Loop' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Saved for Bear Lake Loop');
    expect(keys()).toEqual(['bear-lake-loop']);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(keys()).toEqual([]);
  });

  it('renders unsaved on the server and hydrates without a mismatch, then shows the truth', async () => {
    useTripStore.getState().save(hike);
    const html = renderToString(<SaveToTripButton item={hike} />);
    expect(html).toContain('aria-pressed="false"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <SaveToTripButton item={hike} />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
    container.remove();
  });
});
