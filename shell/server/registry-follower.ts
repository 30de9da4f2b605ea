/**
 * How an instance follows the deploy registry in the database (remote-source.ts reads its
 * snapshots through it): announced changes, a poll, and on SQLite the database files.
 */
import {
  deployRegistryChannel,
  emptyRegistry,
  type Registry,
  type RegistryRead,
  type RegistryState,
  type RegistryStore,
  type SiteDatabase,
} from '@estes/platform';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The registry as this instance follows it. PostgreSQL announces each change (LISTEN/NOTIFY)
 * and is also asked for the generation every `pollMs` (a missed announcement costs at most
 * that); SQLite (one machine, no channel) is asked for the generation at every snapshot, one
 * small query. A registry that cannot be read keeps the last good one in use, with the reason.
 */
export class RegistryFollower {
  private good: RegistryRead | undefined;
  private dirty = true;
  private problem: string | undefined;
  private reading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private listener: { close: () => Promise<void> } | undefined;
  /** The database files' signature when the generation was last read (SQLite). */
  private checkedSignature: string | undefined;
  /** The files' signature as read in this turn of the event loop (`settled()`), and whether it was. */
  private turnSignature: string | undefined;
  private signatureReadThisTurn = false;

  constructor(
    private readonly store: RegistryStore,
    private readonly db: SiteDatabase,
    private readonly options: {
      onProblem?: (problem: string) => void;
      /** Told when the registry changed (to load the new live versions at once). */
      onChange?: () => void;
      pollMs?: number;
    } = {},
  ) {}

  async start(): Promise<void> {
    const changed = () => {
      this.dirty = true;
      this.options.onChange?.();
    };
    if (this.db.listen) {
      this.listener = await this.db.listen(deployRegistryChannel, changed, changed).catch((error: unknown) => {
        this.options.onProblem?.(`cannot listen for deploys (${describe(error)}); checking every poll instead`);
        return undefined;
      });
    }
    this.timer = setInterval(() => {
      void this.store.generation().then(
        (generation) => {
          if (generation !== this.good?.generation) changed();
        },
        () => undefined,
      );
    }, this.options.pollMs ?? 1000);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.listener?.close();
  }

  async state(): Promise<RegistryState> {
    if (this.db.dialect === 'sqlite' && !this.dirty) {
      // Asked only when the database's files changed since the last answer (any commit of any
      // process does that); the poll above covers the rare commit the file times cannot tell.
      const signature = this.db.changeSignature?.();
      if (signature === undefined || signature !== this.checkedSignature) {
        const generation = await this.store.generation().catch(() => undefined);
        if (generation !== undefined) this.checkedSignature = signature;
        if (generation !== undefined && generation !== this.good?.generation) this.dirty = true;
      }
    }
    if (this.dirty) {
      this.reading ??= this.read().finally(() => {
        this.reading = undefined;
      });
    }
    // A read under way may have started after an announcement (the site's warm-up asks at
    // once): what it finds, not the registry before it, is this request's.
    if (this.reading) await this.reading;
    const registry: Registry = this.good?.registry ?? emptyRegistry();
    return this.problem === undefined ? { registry } : { registry, problem: this.problem };
  }

  /**
   * The registry when it is known to be the live one without asking the database: nothing
   * announced or seen since the last read, no read under way, no problem. On SQLite the
   * database files are looked at once per turn of the event loop (every request read in one
   * turn arrived before that look), not once per request as `state()` does; a signature that
   * differs from the one last checked is left to `state()`, which asks for the generation. On
   * PostgreSQL the announcements and the poll set `dirty`, as for `state()`.
   */
  settled(): Registry | undefined {
    if (this.dirty || this.reading || !this.good || this.problem !== undefined) return undefined;
    if (this.db.dialect === 'sqlite') {
      const signature = this.signatureOfThisTurn();
      if (signature === undefined || signature !== this.checkedSignature) return undefined;
    }
    return this.good.registry;
  }

  private signatureOfThisTurn(): string | undefined {
    if (!this.signatureReadThisTurn) {
      this.turnSignature = this.db.changeSignature?.();
      this.signatureReadThisTurn = true;
      // Read again in the next turn: a commit made meanwhile is seen by the requests read after it.
      setImmediate(() => {
        this.signatureReadThisTurn = false;
      });
    }
    return this.turnSignature;
  }

  private async read(): Promise<void> {
    this.dirty = false;
    // The files as this read starts: a commit after it changes them again, and is asked about.
    const signature = this.db.dialect === 'sqlite' ? this.db.changeSignature?.() : undefined;
    try {
      this.good = await this.store.read();
      this.problem = undefined;
      this.checkedSignature = signature;
    } catch (error) {
      // Asked again at the next snapshot.
      this.dirty = true;
      const problem = `the deploy registry cannot be read: ${describe(error)}`;
      if (problem !== this.problem) this.options.onProblem?.(`${problem}; serving the last good registry`);
      this.problem = problem;
    }
  }
}
