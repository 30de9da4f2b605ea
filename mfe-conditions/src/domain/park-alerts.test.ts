import {
  compareAlertsBySeverity,
  compareAlertsForVisitors,
  isActNowWeather,
  isClosureAlert,
  isCurrentAlert,
  npsSeverity,
  nwsCertainty,
  nwsSeverity,
  nwsUrgency,
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
    urgency: null,
    certainty: null,
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

/** An NWS alert with its CAP severity, urgency and certainty. */
const nws = (id: string, severity: ParkAlert['severity'], urgency: string, certainty: string, startsAt?: string) =>
  alert({
    id,
    source: 'nws',
    severity,
    urgency: nwsUrgency(urgency),
    certainty: nwsCertainty(certainty),
    startsAt: startsAt ?? null,
  });

const closure = alert({ id: 'closure', kind: 'Park Closure', severity: 'severe', closure: true });

describe('NWS urgency and certainty', () => {
  it('takes the CAP values in any letter case, anything else as unknown', () => {
    expect(['Immediate', 'EXPECTED', 'Future', 'Past', 'Unknown', 'soon', undefined].map(nwsUrgency)).toEqual([
      'immediate',
      'expected',
      'future',
      'past',
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(['Observed', 'likely', 'Possible', 'Unlikely', '', undefined].map(nwsCertainty)).toEqual([
      'observed',
      'likely',
      'possible',
      'unlikely',
      'unknown',
      'unknown',
    ]);
  });
});

describe('weather to act on now', () => {
  it.each([
    ['a Winter Storm Warning in force', nws('w', 'severe', 'Expected', 'Likely'), true],
    ['a Tornado Warning', nws('w', 'extreme', 'Immediate', 'Observed'), true],
    ['a Winter Storm Watch (for later, possible)', nws('w', 'severe', 'Future', 'Possible'), false],
    ['a severe alert that is over', nws('w', 'severe', 'Past', 'Observed'), false],
    ['a severe alert that is only possible', nws('w', 'severe', 'Immediate', 'Possible'), false],
    ['a severe alert of unknown urgency', nws('w', 'severe', 'Unknown', 'Likely'), false],
    ['a Winter Weather Advisory (moderate)', nws('w', 'moderate', 'Expected', 'Likely'), false],
    ['an NPS closure', closure, false],
  ])('%s', (_name, entry, actNow) => {
    expect(isActNowWeather(entry)).toBe(actNow);
  });
});

describe('the order visitors read alerts in', () => {
  const sorted = (alerts: ParkAlert[]) => [...alerts].sort(compareAlertsForVisitors).map((entry) => entry.id);

  it('puts weather to act on now before a park closure, and a watch after it', () => {
    expect(
      sorted([
        closure,
        nws('watch', 'severe', 'Future', 'Possible', '2026-11-24T10:00:00.000Z'),
        nws('storm', 'severe', 'Expected', 'Likely', '2026-11-23T08:00:00.000Z'),
        alert({ id: 'caution', kind: 'Caution', severity: 'moderate' }),
      ]),
    ).toEqual(['storm', 'closure', 'watch', 'caution']);
  });

  it('among weather to act on now: extreme first, then immediate before expected, then the newest', () => {
    expect(
      sorted([
        nws('wind', 'severe', 'Expected', 'Likely', '2026-11-23T12:00:00.000Z'),
        nws('flood', 'severe', 'Immediate', 'Likely', '2026-11-23T09:00:00.000Z'),
        nws('older-wind', 'severe', 'Expected', 'Observed', '2026-11-23T06:00:00.000Z'),
        nws('tornado', 'extreme', 'Immediate', 'Observed', '2026-11-23T07:00:00.000Z'),
      ]),
    ).toEqual(['tornado', 'flood', 'wind', 'older-wind']);
  });

  it('then by severity, closures first, what applies now before what is coming or over, then the newest', () => {
    expect(
      sorted([
        alert({ id: 'info', severity: 'minor' }),
        nws('past', 'moderate', 'Past', 'Observed', '2026-11-23T14:00:00.000Z'),
        nws('advisory', 'moderate', 'Expected', 'Likely', '2026-11-23T10:00:00.000Z'),
        nws('extreme-watch', 'extreme', 'Future', 'Possible'),
        alert({ id: 'unknown', severity: 'unknown' }),
        alert({ id: 'caution-closure', severity: 'moderate', closure: true }),
        alert({ id: 'caution', severity: 'moderate', updated: '2026-11-02' }),
      ]),
    ).toEqual(['extreme-watch', 'caution-closure', 'advisory', 'caution', 'past', 'info', 'unknown']);
  });

  it('never depends on the order the sources answered in', () => {
    const alerts = [
      alert({ id: 'b', source: 'nws', severity: 'minor' }),
      alert({ id: 'b', severity: 'minor' }),
      alert({ id: 'a', severity: 'minor' }),
    ];
    expect(sorted(alerts)).toEqual(sorted([...alerts].reverse()));
    expect([...alerts].sort(compareAlertsForVisitors).map((entry) => `${entry.source}:${entry.id}`)).toEqual([
      'nps:a',
      'nps:b',
      'nws:b',
    ]);
  });
});

describe('the severity order (Trail Ridge Road’s status is read in it)', () => {
  it('puts the most severe first, closures before others of the same severity, then the newest', () => {
    const alerts = [
      alert({ id: 'info', severity: 'minor' }),
      alert({ id: 'wind', source: 'nws', severity: 'severe', startsAt: '2026-11-23T10:00:00.000Z' }),
      alert({ id: 'closure', severity: 'severe', closure: true }),
      alert({ id: 'storm', source: 'nws', severity: 'extreme', startsAt: '2026-11-23T08:00:00.000Z' }),
      alert({ id: 'newer-wind', source: 'nws', severity: 'severe', startsAt: '2026-11-23T12:00:00.000Z' }),
      alert({ id: 'unknown', severity: 'unknown' }),
    ];
    expect(alerts.sort(compareAlertsBySeverity).map((entry) => entry.id)).toEqual([
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

  it('reads the park’s closure before a storm warning that mentions the road, though the storm leads the page', () => {
    const storm = {
      ...nws('storm', 'severe', 'Expected', 'Likely'),
      description: 'Travel on Trail Ridge Road could be very difficult.',
    };
    const roadClosure = { ...closure, title: 'Trail Ridge Road Closed for the Season' };
    expect([storm, roadClosure].sort(compareAlertsForVisitors)[0]?.id).toBe('storm');
    expect(trailRidgeRoadStatus([storm, roadClosure], true)).toMatchObject({ status: 'closed', alertId: 'closure' });
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
