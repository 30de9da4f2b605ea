/**
 * What one request tells the site's counts, and nothing more (decision 061,
 * docs/rules/site.md#page-views-and-empty-searches): whether a browser asked (known bots left
 * out, by `isbot`'s list), the host of the site that sent the visitor (never its path or
 * query), and a search as counted (normalised, bounded, and left out when it looks like an
 * address or a phone number someone typed).
 */
import { isbot } from 'isbot';
import { matchRoute } from '@estes/shared';

/** What a served page counts as: its route (or `notFound`), and the search that found nothing on it. */
export interface PageViewSubject {
  route: string;
  /** The counted query (`countedSearchQuery`) when the page is a search that found nothing. */
  emptySearch?: string;
}

/** The route a 404 page is counted under. */
export const notFoundRoute = 'notFound';

/** Agent strings seen lately and whether each is a bot: browsers send a handful of them. */
const botByAgent = new Map<string, boolean>();
const agentsRemembered = 512;
/** Longer agent strings are no browser's: not counted, and not remembered. */
const maxAgentLength = 512;
let lastAgent: string | undefined;
let lastAgentIsBot = false;

/** Whether a request with this User-Agent may be a visitor's browser: present, short enough, not a known bot. */
export function isVisitorAgent(agent: string | undefined): boolean {
  if (!agent || agent.length > maxAgentLength) return false;
  // The agent of the last request first: a connection's requests, and a busy page's visitors,
  // mostly send the same one, and comparing it costs less than hashing the string for the map
  // (a page-cache hit hashed its ~110 characters each time, decision 076).
  if (agent === lastAgent) return !lastAgentIsBot;
  let bot = botByAgent.get(agent);
  if (bot === undefined) {
    bot = isbot(agent);
    // Emptied when full (a client inventing agents costs one list check each, as without it).
    if (botByAgent.size >= agentsRemembered) botByAgent.clear();
    botByAgent.set(agent, bot);
  }
  lastAgent = agent;
  lastAgentIsBot = bot;
  return !bot;
}

/** Referring sites as counted: no Referer, one of the site's own pages, or one beyond the bound. */
export const referrerNone = 'none';
export const referrerInternal = 'internal';
export const referrerOther = 'other';

const maxRefererLength = 2048;
const hostPattern = /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/;

/**
 * The host of the site a visitor came from: `none` without a Referer, `internal` from a page of
 * this site, `other` when the Referer is no http(s) address with a host name (an app, a file, a
 * long or broken value). Only the host is kept: the path and query of another site's page may
 * say who the visitor is.
 */
export function referringSiteOf(referer: string | undefined, siteHost: string): string {
  if (!referer) return referrerNone;
  if (referer.length > maxRefererLength || !/^https?:\/\//i.test(referer)) return referrerOther;
  let host: string;
  try {
    host = new URL(referer).hostname;
  } catch {
    return referrerOther;
  }
  if (host === siteHost) return referrerInternal;
  return host.length <= 253 && hostPattern.test(host) ? host : referrerOther;
}

/** The longest search counted, in characters (the search itself takes up to 200). */
export const maxCountedQueryLength = 100;

/**
 * A search as counted: letters folded (NFKC, lower case), spaces collapsed, cut at 100
 * characters. Undefined for a blank one, and for one that holds an e-mail address or a run of
 * six or more digits (a phone or card number): what a visitor typed about themselves is not kept.
 */
export function countedSearchQuery(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const folded = raw
    .slice(0, 4 * maxCountedQueryLength)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  if (folded === '' || folded.includes('@') || /\d(?:[\s().-]*\d){5}/.test(folded)) return undefined;
  return [...folded].slice(0, maxCountedQueryLength).join('').trim();
}

/**
 * The tag the site search's answer carries when it found nothing (among its page-data tags): the
 * search page built from that answer is then counted as a search that found nothing each time
 * it is viewed, from the page cache or not.
 */
export const searchFoundNothingTag = 'site-search-found-nothing';

/**
 * What a rendered page counts as when viewed: a page of a route (200) under its route id, the
 * 404 page under `notFound`; an error or an unavailable area is no page view.
 */
export function pageViewSubjectOf(url: URL, status: number, tags: readonly string[]): PageViewSubject | undefined {
  if (status === 404) return { route: notFoundRoute };
  if (status !== 200) return undefined;
  const route = matchRoute(url.pathname)?.entry.id;
  if (route === undefined) return undefined;
  const emptySearch =
    route === 'search' && tags.includes(searchFoundNothingTag)
      ? countedSearchQuery(url.searchParams.get('q'))
      : undefined;
  return emptySearch === undefined ? { route } : { route, emptySearch };
}
