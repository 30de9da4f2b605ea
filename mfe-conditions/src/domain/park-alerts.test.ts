import {
  compareAlerts,
  isClosureAlert,
  isCurrentAlert,
  npsSeverity,
  nwsSeverity,
  severityRank,
  trailRidgeRoadStatus,
  type ParkAlert,
} from './park-alerts';

function alert(overrides: Partial<ParkAlert>): ParkAlert {
  return {
    id: 'a',
    source: 'nps',
    title: 'An alert',
    description: '',
    kind: 'Information',
    severity: 'minor',
    closure: false,
    instruction: null,
    startsAt: null,
    expiresAt: null,
    updated: null,
    url: null,
    ...overrides,
  };
}

describe('one severity scale for both sources', () => {
  it('takes the NWS severities one to one, anything else as unknown', () => {
    expect(['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown', 'severe', '', undefined].map(nwsSeverity)).toEqual([
      'extreme',
      'severe',
      'moderate',
      'minor',
      'unknown',
      'severe',
      'unknown',
      'unknown',
    ]);
  });

  it('ranks NPS Park Closure and Danger as severe, Caution moderate, Information minor, others unknown', () => {
    expect(['Park Closure', 'Danger', 'Caution', 'Information', 'park  closure', 'Notice'].map(npsSeverity)).toEqual([
      'severe',
      'severe',
      'moderate',
      'minor',
      'severe',
      'unknown',
    ]);
  });

  it('ranks extreme highest and unknown lowest', () => {
    expect(['extreme', 'severe', 'moderate', 'minor', 'unknown'].map((s) => severityRank(s as never))).toEqual([
      4, 3, 2, 1, 0,
    ]);
  });
});

describe('the order of alerts', () => {
  it('puts the most severe first, closures before others of the same severity, then the newest', () => {
    const alerts = [
      alert({ id: 'info', severity: 'minor' }),
      alert({ id: 'wind', source: 'nws', severity: 'severe', startsAt: '2026-11-23T10:00:00.000Z' }),
      alert({ id: 'closure', severity: 'severe', closure: true }),
      alert({ id: 'storm', source: 'nws', severity: 'extreme', startsAt: '2026-11-23T08:00:00.000Z' }),
      alert({ id: 'newer-wind', source: 'nws', severity: 'severe', startsAt: '2026-11-23T12:00:00.000Z' }),
      alert({ id: 'unknown', severity: 'unknown' }),
    ];
    expect(alerts.sort(compareAlerts).map((entry) => entry.id)).toEqual([
      'storm',
      'closure',
      'newer-wind',
      'wind',
      'info',
      'unknown',
    ]);
  });

  it('counts an alert as current until it expires', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isCurrentAlert(alert({ expiresAt: '2026-11-23T12:00:01.000Z' }), now)).toBe(true);
    expect(isCurrentAlert(alert({ expiresAt: '2026-11-23T12:00:00.000Z' }), now)).toBe(false);
    expect(isCurrentAlert(alert({ expiresAt: null }), now)).toBe(true);
  });

  it('calls an NPS Park Closure, or an NPS alert whose title says closed, a closure; never an NWS alert', () => {
    expect(isClosureAlert('nps', 'Park Closure', 'Wild Basin')).toBe(true);
    expect(isClosureAlert('nps', 'Caution', 'Old Fall River Road Closed')).toBe(true);
    expect(isClosureAlert('nps', 'Information', 'Winter hours')).toBe(false);
    expect(isClosureAlert('nws', 'Park Closure', 'Road closed')).toBe(false);
  });
});

describe('Trail Ridge Road status', () => {
  it('is closed when the alert naming the road says closed, with its sentence', () => {
    const status = trailRidgeRoadStatus(
      [
        alert({
          id: 'trr',
          title: 'Seasonal road closure',
          description:
            'Wildlife is active. Trail Ridge Road is closed between Many Parks Curve and the Colorado River Trailhead. Plan ahead.',
        }),
      ],
      true,
    );
    expect(status).toEqual({
      status: 'closed',
      alertId: 'trr',
      source: 'nps',
      statement: 'Trail Ridge Road is closed between Many Parks Curve and the Colorado River Trailhead.',
    });
  });

  it('is open when it says the road reopened, and "named" when it says neither', () => {
    expect(
      trailRidgeRoadStatus([alert({ title: 'Trail Ridge Rd. reopened to the Alpine Visitor Center' })], true),
    ).toMatchObject({ status: 'open' });
    expect(
      trailRidgeRoadStatus([alert({ description: 'Expect ice on Trail Ridge Road above treeline.' })], true),
    ).toMatchObject({ status: 'named', statement: 'Expect ice on Trail Ridge Road above treeline.' });
  });

  it('reads the most severe alert naming the road', () => {
    const status = trailRidgeRoadStatus(
      [
        alert({ id: 'info', severity: 'minor', description: 'Trail Ridge Road is open to Rainbow Curve.' }),
        alert({ id: 'closure', severity: 'severe', closure: true, title: 'Trail Ridge Road Closed' }),
      ],
      true,
    );
    expect(status).toMatchObject({ status: 'closed', alertId: 'closure' });
  });

  it('never invents a status: no alert naming it says so, and without the park’s alerts it is unknown', () => {
    const others = [alert({ title: 'Bear Lake Road Delays', description: 'Paving on weekdays.' })];
    expect(trailRidgeRoadStatus(others, true)).toEqual({ status: 'no-current-alert' });
    expect(trailRidgeRoadStatus(others, false)).toEqual({ status: 'unknown' });
    expect(trailRidgeRoadStatus([alert({ description: 'Trail Ridge Trail is muddy.' })], true)).toEqual({
      status: 'no-current-alert',
    });
  });
});
