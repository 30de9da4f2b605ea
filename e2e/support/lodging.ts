/**
 * What the lodging specs share: stays that are always ahead of today (the partner takes check-in
 * dates from today in town), the server that has no partner credentials, and the lodging API's
 * own answer to compare a page with.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { secondInstancePort } from '../../playwright.config';

/** The second e2e instance: no partner credentials, so lodging shows the team's list. */
export const withoutPartner = `http://localhost:${secondInstancePort}`;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** YYYY-MM-DD `days` after today (UTC; far enough ahead that the town's date does not matter). */
export const daysAhead = (days: number): string => isoDay(new Date(Date.now() + days * 86_400_000));

/** The next `MM-DD` at least a week ahead, as YYYY-MM-DD. */
export function nextDay(monthDay: string): string {
  const soonest = daysAhead(7);
  const year = Number(soonest.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= soonest ? thisYear : `${year + 1}-${monthDay}`;
}

/** A stay of `nights` from `checkin`. */
export const stayFrom = (checkin: string, nights: number) => ({
  checkin,
  checkout: isoDay(new Date(Date.parse(`${checkin}T00:00:00Z`) + nights * 86_400_000)),
});

/** An ordinary stay for the list: two weeknights in late April, when the stand-in has nothing full. */
export const aprilStay = (() => {
  const monday = new Date(`${nextDay('04-20')}T00:00:00Z`);
  while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() + 1);
  return stayFrom(isoDay(monday), 2);
})();

/** The lodging API's answer for a list query (what the page should show). */
export async function offersAnswer(request: APIRequestContext, query: string, base = '') {
  const answer = await request.get(`${base}/api/lodging/offers${query ? `?${query}` : ''}`);
  return (await answer.json()) as { state: string; total: number; pageCount: number };
}

/** The list's cards. */
export const listCards = (page: Page) =>
  page.getByRole('list', { name: 'Places to stay' }).locator(':scope > li[data-listing-id]');

/** The number in the list's heading ("30 places available", "51 places in and around Estes Park"). */
export async function listedCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /^\d+ places?/ }).textContent();
  return Number(text?.match(/^\d+/)?.[0]);
}
