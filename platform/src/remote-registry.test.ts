/** @jest-environment node */
import {
  emptyRegistry,
  keptVersionsPerArea,
  pointerOf,
  RegistryError,
  registrySchema,
  withPublishedVersion,
  withRollback,
  type Registry,
} from './remote-registry';

const published = (version: string) => ({
  version,
  publishedAt: `2026-01-0${version.slice(-1)}T00:00:00.000Z`,
  manifest: `/remotes/lodging/${version}/mf-manifest.json`,
});

const publishAll = (registry: Registry, versions: string[]) =>
  versions.reduce(
    (current, version) => withPublishedVersion(current, 'lodging', published(version)).registry,
    registry,
  );

describe('deploy registry', () => {
  it('makes a published version live and points the pointer at it', () => {
    const registry = publishAll(emptyRegistry(), ['v1', 'v2']);
    expect(registry.remotes.lodging?.live).toBe('v2');
    expect(pointerOf(registry)).toEqual({
      lodging: {
        name: 'mfe_lodging',
        version: 'v2',
        manifest: '/remotes/lodging/v2/mf-manifest.json',
        entry: '/remotes/lodging/v2/remoteEntry.js',
      },
    });
  });

  it('points at the recorded remoteEntry, e.g. on a CDN', () => {
    const registry = withPublishedVersion(emptyRegistry(), 'lodging', {
      ...published('v1'),
      manifest: 'https://cdn.example.com/remotes/lodging/v1/mf-manifest.json',
      entry: 'https://cdn.example.com/remotes/lodging/v1/js/remoteEntry.js',
    }).registry;
    expect(pointerOf(registry).lodging?.entry).toBe('https://cdn.example.com/remotes/lodging/v1/js/remoteEntry.js');
  });

  it('leaves other areas alone when one area publishes or rolls back', () => {
    let registry = withPublishedVersion(emptyRegistry(), 'content', {
      ...published('c1'),
      manifest: '/remotes/content/c1/mf-manifest.json',
    }).registry;
    registry = publishAll(registry, ['v1', 'v2']);
    registry = withRollback(registry, 'lodging');
    expect(registry.remotes.content?.live).toBe('c1');
    expect(pointerOf(registry).content?.version).toBe('c1');
  });

  it('rolls back to the previous version, or to a named kept one', () => {
    const registry = publishAll(emptyRegistry(), ['v1', 'v2', 'v3']);
    expect(withRollback(registry, 'lodging').remotes.lodging?.live).toBe('v2');
    expect(withRollback(withRollback(registry, 'lodging'), 'lodging').remotes.lodging?.live).toBe('v1');
    expect(withRollback(registry, 'lodging', 'v1').remotes.lodging?.live).toBe('v1');
  });

  it('records who did what in the history', () => {
    const registry = withRollback(
      publishAll(emptyRegistry(), ['v1', 'v2']),
      'lodging',
      undefined,
      new Date('2026-02-01T00:00:00Z'),
    );
    expect(registry.remotes.lodging?.history.map((entry) => [entry.action, entry.version, entry.previous])).toEqual([
      ['publish', 'v1', null],
      ['publish', 'v2', 'v1'],
      ['rollback', 'v1', 'v2'],
    ]);
  });

  it('records who published a version and who switched, and reads registries from before either was recorded', () => {
    let registry = withPublishedVersion(emptyRegistry(), 'lodging', published('v1')).registry;
    registry = withPublishedVersion(registry, 'lodging', {
      ...published('v2'),
      publishedBy: 'cli:ranger@ops-1',
    }).registry;
    registry = withRollback(registry, 'lodging', 'v1', new Date('2026-01-05T00:00:00Z'), 'ops@estes.example');
    const entry = registrySchema.parse(JSON.parse(JSON.stringify(registry))).remotes.lodging;
    expect(entry?.versions.map((version) => version.publishedBy)).toEqual([undefined, 'cli:ranger@ops-1']);
    expect(entry?.history.map((change) => change.by)).toEqual([undefined, 'cli:ranger@ops-1', 'ops@estes.example']);
    expect(entry?.history[0]).not.toHaveProperty('by');
  });

  it('records a switch to a version published after the live one as a roll-forward', () => {
    const back = withRollback(publishAll(emptyRegistry(), ['v1', 'v2', 'v3']), 'lodging', 'v1');
    const forward = withRollback(back, 'lodging', 'v2');
    expect(forward.remotes.lodging?.history.slice(-2).map((entry) => [entry.version, entry.direction])).toEqual([
      ['v1', 'back'],
      ['v2', 'forward'],
    ]);
    // Entries written before the direction was recorded still read. A field the schema does not
    // know is dropped, not refused: how a shell older than the field reads the new entries.
    const entry = forward.remotes.lodging;
    const history = [
      { at: '2026-01-05T00:00:00.000Z', action: 'rollback', version: 'v1', previous: 'v2' },
      { at: '2026-01-06T00:00:00.000Z', action: 'rollback', version: 'v2', previous: 'v1', reason: 'a later field' },
    ];
    const read = registrySchema.parse({ ...forward, remotes: { lodging: { ...entry, history } } });
    expect(read.remotes.lodging?.history.map((item) => Object.keys(item).sort().join(' '))).toEqual([
      'action at previous version',
      'action at previous version',
    ]);
  });

  it('refuses rollbacks that cannot be done, saying why', () => {
    expect(() => withRollback(emptyRegistry(), 'lodging')).toThrow(
      new RegistryError('lodging has no published versions'),
    );
    expect(() => withRollback(publishAll(emptyRegistry(), ['v1']), 'lodging')).toThrow(
      /no version older than the live one/,
    );
    expect(() => withRollback(publishAll(emptyRegistry(), ['v1', 'v2']), 'lodging', 'v9')).toThrow(
      /no kept version v9; kept: v1, v2/,
    );
  });

  it(`keeps the ${keptVersionsPerArea} newest versions and reports the dropped ones`, () => {
    const registry = publishAll(emptyRegistry(), ['v1', 'v2', 'v3', 'v4', 'v5']);
    const { registry: next, dropped } = withPublishedVersion(registry, 'lodging', published('v6'));
    expect(dropped).toEqual(['v1']);
    expect(next.remotes.lodging?.versions.map((v) => v.version)).toEqual(['v2', 'v3', 'v4', 'v5', 'v6']);
  });
});
