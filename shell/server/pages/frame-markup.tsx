/**
 * The site's header and footer, rendered once and reused by every later render of a page with
 * the same active link (decision 068). They are a fifth of `/`'s elements and half its links,
 * and the same on every page but for which section link is active and the page the booking
 * partner's links name (`/go/partner/…?from=<path>`): their markup is learned from one render,
 * checked against a page React rendered in full, and from then on written as markup, with
 * their style rules put into the page's sheet where React would have put them. The site's
 * global style, also part of the frame, is compiled by stylis on every render it takes part in
 * (styled-components names it by its instance in a sheet, so decision 051's memo leaves it
 * alone): its rules, the same in every page's fresh sheet, are learned with them.
 *
 * What hydration meets is unchanged: the markup is the bytes React wrote for them in that
 * place (the check), the browser renders `RootLayout` as ever. Anything else the header or the
 * footer reads from the location must be added to `frameKey`.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle, paths } from '@estes/shared';
import { RootLayout } from '../../src/app/root-layout';
import { Footer } from '../../src/layout/footer';
import { Header } from '../../src/layout/header';
import { isNavigationItemActive, navigationItems } from '../../src/layout/navigation';
import type { StyleRulesMemo } from './style-rules-memo';

type StyleSheet = ServerStyleSheet['instance'];

/** One style rule set a part's styled components put into a sheet: component id, name, rules. */
type StyleRules = readonly [id: string, name: string, rules: string[]];

/** The header or the footer as markup: its root element's class, its inside cut where the path goes. */
interface LearnedPart {
  className: string;
  /** The inside, split at each place the page's path was written (the partner links' `from=`). */
  pieces: readonly string[];
  styles: readonly StyleRules[];
}

export interface FrameParts {
  /** The site's global style sheet: no markup, only its rules. */
  globalStyles: readonly StyleRules[];
  header: LearnedPart;
  footer: LearnedPart;
}

/** What the header and footer show differently from page to page, besides the path they name. */
function frameKey(pathname: string): string {
  const active = navigationItems.map((item) => (isNavigationItemActive(item, pathname) ? '1' : '0')).join('');
  return `${active}${pathname === paths.myTrip() ? 't' : ''}`;
}

const reactEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** As React writes an attribute's value (react-dom's escapeTextForBrowser). */
const escapeAttributeLikeReact = (value: string) =>
  value.replace(/[&"'<>]/g, (character) => reactEscapes[character] ?? character);

/** Where a partner link names the page it was chosen on (header.tsx, footer.tsx: decision 033). */
const pathSlot = (pathname: string) => `?from=${escapeAttributeLikeReact(pathname)}"`;

/** Renders a piece alone at a path, with a sheet of its own that records the rules it uses. */
function renderAlone(piece: ReactElement, pathname: string, memo: StyleRulesMemo) {
  const sheet = new ServerStyleSheet();
  const instance: StyleSheet = sheet.instance;
  const styles: StyleRules[] = [];
  const insert = instance.insertRules.bind(instance);
  // Recorded beneath the memo, so rules it hands over are recorded too.
  instance.insertRules = (id, name, rules) => {
    styles.push([id, name, rules]);
    insert(id, name, rules);
  };
  memo.attach(sheet);
  try {
    const markup = renderToString(sheet.collectStyles(<StaticRouter location={pathname}>{piece}</StaticRouter>));
    return { markup, styles };
  } finally {
    sheet.seal();
  }
}

const rootElement = /^<(header|footer) class="([\w -]*)">([\s\S]*)<\/\1>$/;

/** The header or the footer learned; undefined when it is not one element with a class (nothing else is rewritten). */
function learnPart(tag: 'header' | 'footer', rendered: { markup: string; styles: StyleRules[] }, pathname: string) {
  const match = rootElement.exec(rendered.markup);
  if (match?.[1] !== tag || match[2] === undefined || match[3] === undefined) return undefined;
  return { className: match[2], pieces: match[3].split(pathSlot(pathname)), styles: rendered.styles };
}

/** Puts a piece's rules into the page's sheet, those it does not hold yet. */
function insertStyles(sheet: StyleSheet, styles: readonly StyleRules[]): void {
  for (const [id, name, rules] of styles) if (!sheet.hasNameForId(id, name)) sheet.insertRules(id, name, rules);
}

/** A learned part, written for a page's path, its rules put into the page's sheet as it renders. */
function writtenPart(tag: 'header' | 'footer', part: LearnedPart, pathname: string, sheet: StyleSheet) {
  const html = part.pieces.join(pathSlot(pathname));
  return function WrittenPart(): ReactNode {
    insertStyles(sheet, part.styles);
    const Tag = tag;
    return <Tag className={part.className} dangerouslySetInnerHTML={{ __html: html }} />;
  };
}

/**
 * RootLayout with its global style, header and footer written from what was learned.
 * RootLayout calls no hook: it only arranges the frame, so its element is taken as it is and
 * only those three children are swapped, in their places (the positions React numbers `useId`s
 * by stay the same).
 */
export function layoutWithFrame(parts: FrameParts, pathname: string, sheet: StyleSheet): () => ReactNode {
  const WrittenHeader = writtenPart('header', parts.header, pathname, sheet);
  const WrittenFooter = writtenPart('footer', parts.footer, pathname, sheet);
  function WrittenGlobalStyle(): ReactNode {
    insertStyles(sheet, parts.globalStyles);
    return null;
  }
  return function RootLayoutWithFrame() {
    const layout = RootLayout();
    const children = (layout.props as { children?: unknown }).children;
    // Arranged otherwise: rendered as it is, in full (the test of this file fails on it).
    if (!Array.isArray(children)) return layout;
    const swapped = children.map((child: unknown) => {
      if (!isValidElement(child)) return child;
      if (child.type === GlobalStyle) return <WrittenGlobalStyle />;
      if (child.type === Header) return <WrittenHeader />;
      if (child.type === Footer) return <WrittenFooter />;
      return child;
    });
    return cloneElement(layout, undefined, ...(swapped as ReactNode[]));
  };
}

/** The route tree with its root's layout replaced (the server's own copy of the tree). */
export function withRootLayout(routes: RouteObject[], layout: () => ReactNode): RouteObject[] {
  return routes.map((route) => (route.id === 'root' ? { ...route, Component: layout } : route));
}

/** The learned frame of this process, by `frameKey` (at most 2⁶ keys). */
export class FrameMarkup {
  private readonly learned = new Map<string, FrameParts | 'not reusable'>();

  constructor(private readonly memo: StyleRulesMemo) {}

  /** The parts a render of this path can write, once learned and checked; undefined: render them. */
  partsFor(pathname: string): FrameParts | undefined {
    const parts = this.learned.get(frameKey(pathname));
    return parts === 'not reusable' ? undefined : parts;
  }

  /**
   * After a page rendered in full with RootLayout: renders the global style, the header and the
   * footer alone at its path and keeps them if the page has exactly that markup (else never
   * tries that key again).
   */
  learnFrom(pathname: string, pageHtml: string): void {
    const key = frameKey(pathname);
    if (this.learned.has(key)) return;
    const globalStyle = renderAlone(<GlobalStyle />, pathname, this.memo);
    const header = renderAlone(<Header />, pathname, this.memo);
    const footer = renderAlone(<Footer />, pathname, this.memo);
    const headerPart = learnPart('header', header, pathname);
    const footerPart = learnPart('footer', footer, pathname);
    const inPage = globalStyle.markup === '' && pageHtml.includes(header.markup) && pageHtml.includes(footer.markup);
    this.learned.set(
      key,
      inPage && headerPart && footerPart
        ? { globalStyles: globalStyle.styles, header: headerPart, footer: footerPart }
        : 'not reusable',
    );
  }
}
