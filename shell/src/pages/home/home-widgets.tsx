/**
 * The home page's pieces that load on their own: the areas' widgets (widget-table.ts) and the
 * shell's own static sections. On the server (and after a client-side navigation) the home
 * page's loader loads each piece's code and data first, so it renders at once. A page the
 * server rendered is hydrated without them: each piece sits in a Suspense boundary whose
 * code is asked for only when the visitor comes to it (pointer, touch, focus, or scrolling
 * into view for live widgets), so React keeps the server's HTML, links and plain forms
 * working, until then. None of it is in the first load. A piece whose area is down on the
 * server, or too slow, is 'unavailable' and shows a compact fallback instead.
 */
import { Component, memo, Suspense, use, useEffect, useRef, type ReactNode, type ReactPromise } from 'react';
import type { ShellSectionId } from './home-pieces-loading';
import { PieceLoading, Unavailable } from './home-piece-styles';
import { widgetEntry } from '@estes/shared/widget-table';
import {
  Link,
  type AreaName,
  type AreaWidgets,
  type LoadedWidgetModule,
  type SiteApi,
  type WidgetId,
  type WidgetWake,
} from '@estes/shared';

export type AreaWidgetsLoader = <Area extends AreaName>(area: Area) => Promise<AreaWidgets<Area>>;

export type HomePieceId = WidgetId | ShellSectionId;
const isShellSection = (id: HomePieceId): id is ShellSectionId => id.startsWith('home.');

export type HomePieceState = { status: 'ready'; data: unknown } | { status: 'unavailable' };
export type HomePieceStates = Partial<Record<HomePieceId, HomePieceState>>;

/** A promise React's `use` reads synchronously once settled (React's own status fields). */
type TrackedPromise<T> = Promise<T> & ReactPromise<T>;

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  promise.then(
    (value) => void Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
  );
  return Object.assign(promise, { status: 'pending' as const });
}

export class HomePieces {
  private readonly modules = new Map<HomePieceId, TrackedPromise<LoadedWidgetModule>>();
  private readonly wakers = new Map<HomePieceId, () => void>();

  constructor(private readonly loadAreaWidgets: AreaWidgetsLoader) {}

  // How pieces load is only needed once one does: not in the first load.
  private readonly loading = () => import(/* webpackChunkName: "home-pieces" */ './home-pieces-loading');

  private async fetchModule(id: HomePieceId): Promise<LoadedWidgetModule> {
    return (await this.loading()).loadPieceModule(id, this.loadAreaWidgets);
  }

  /**
   * The piece's code, loading now if it is not already. A piece still asleep since the server's
   * page (its visitor went on without coming to it) is woken: its code is needed now, for the
   * home page's loader on a later visit.
   */
  module(id: HomePieceId): TrackedPromise<LoadedWidgetModule> {
    this.wake(id);
    let module = this.modules.get(id);
    if (!module || module.status === 'rejected') {
      module = track(this.fetchModule(id));
      this.modules.set(id, module);
    }
    return module;
  }

  /**
   * What a piece renders with: its code if loaded or loading, else code that loads once
   * `wake(id)` is called (hydration of the server's HTML waits until then).
   */
  code(id: HomePieceId): TrackedPromise<LoadedWidgetModule> {
    const existing = this.modules.get(id);
    if (existing) return existing;
    const woken = track(new Promise<void>((resolve) => this.wakers.set(id, resolve)).then(() => this.fetchModule(id)));
    this.modules.set(id, woken);
    return woken;
  }

  isAsleep(id: HomePieceId): boolean {
    return this.wakers.has(id);
  }

  wake(id: HomePieceId): void {
    this.wakers.get(id)?.();
    this.wakers.delete(id);
  }

  /** Every piece's code and data, for the home page's loader. */
  async loadAll(request: Request, api: SiteApi): Promise<HomePieceStates> {
    return (await this.loading()).loadPieces(request, api, (id) => this.module(id));
  }
}

const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** One piece of the home page, in a wrapper that wakes its code when the visitor comes to it. */
export const HomePiece = memo(function HomePiece({
  id,
  state,
  pieces,
}: {
  id: HomePieceId;
  state: HomePieceState | undefined;
  pieces: HomePieces;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const wakeWhenVisible = !isShellSection(id) && (widgetEntry(id).wake as WidgetWake) === 'visible';
  useEffect(() => {
    const element = wrapper.current;
    // A dehydrated piece renders after its parent's effects run: ask for its code here too
    // (the same promise), so there is a sleeper to wake.
    void pieces.code(id).catch(() => undefined);
    if (!element || !pieces.isAsleep(id)) return;
    // Listened for on the document, in the capture phase: React stops pointer and focus events
    // aimed at a piece it has not hydrated yet at the root (to replay them once it has).
    const observer = wakeWhenVisible
      ? new IntersectionObserver((records) => records.some((record) => record.isIntersecting) && wake(), {
          rootMargin: '200px',
        })
      : undefined;
    function stopListening() {
      for (const type of wakeEvents) document.removeEventListener(type, wakeOnEvent, true);
      observer?.disconnect();
    }
    function wake() {
      stopListening();
      pieces.wake(id);
    }
    function wakeOnEvent(event: Event) {
      if (event.target instanceof Node && element?.contains(event.target)) wake();
    }
    for (const type of wakeEvents) document.addEventListener(type, wakeOnEvent, { capture: true, passive: true });
    observer?.observe(element);
    return stopListening;
  }, [id, pieces, wakeWhenVisible]);

  if (state?.status !== 'ready') return <PieceUnavailable id={id} />;
  return (
    <div ref={wrapper} data-home-piece={id}>
      <PieceErrorBoundary fallback={<PieceUnavailable id={id} />}>
        <Suspense fallback={<PieceLoading />}>
          <PieceContent id={id} data={state.data} pieces={pieces} />
        </Suspense>
      </PieceErrorBoundary>
    </div>
  );
});

function PieceContent({ id, data, pieces }: { id: HomePieceId; data: unknown; pieces: HomePieces }) {
  const Piece = use(pieces.code(id)).default;
  return <Piece data={data as never} />;
}

class PieceErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function PieceUnavailable({ id }: { id: HomePieceId }) {
  // The shell's own sections cannot be down with the shell up; areas' widgets can.
  if (isShellSection(id)) return null;
  const { fallback } = widgetEntry(id);
  return (
    <Unavailable data-testid="widget-unavailable" data-widget={id}>
      <span>This part of the page is temporarily unavailable.</span> <Link to={fallback.href}>{fallback.label} →</Link>
    </Unavailable>
  );
}
