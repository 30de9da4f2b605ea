/**
 * @jest-environment node
 *
 * Photo refusals keep /healthz degraded for a minute after the last one (decision 035).
 */
import { PhotoRefusals, photoRefusalMemoryMs, withPhotoRefusals } from './photo-refusals';

describe('photo refusals', () => {
  it('counts refusals of the last minute only', () => {
    let now = 1_000_000;
    const refusals = new PhotoRefusals(() => now);
    refusals.record();
    now += 30_000;
    refusals.record();
    expect(refusals.recent()).toBe(2);
    now += photoRefusalMemoryMs - 30_000 + 1;
    expect(refusals.recent()).toBe(1);
    now += 30_000;
    expect(refusals.recent()).toBe(0);
  });

  it('keeps a bounded number of times however many posts are refused', () => {
    const refusals = new PhotoRefusals(() => 5);
    for (let index = 0; index < 5000; index += 1) refusals.record();
    expect(refusals.recent()).toBe(1000);
  });

  it('leaves a healthy check healthy with none, and names them beside a cap', () => {
    expect(withPhotoRefusals({ state: 'ok', pending: 3 }, 0)).toEqual({
      state: 'ok',
      pending: 3,
      photoPostsRefusedLastMinute: 0,
    });
    expect(withPhotoRefusals({ state: 'ok' }, 2)).toMatchObject({
      state: 'degraded',
      problem: expect.stringMatching(/^Visitors are refused: 2 event submissions were refused in the last minute/),
    });
    const both = withPhotoRefusals(
      { state: 'degraded', problem: 'Visitors are refused: 2000 submissions are waiting.' },
      1,
    );
    expect(both.problem).toMatch(/^Visitors are refused: 2000 submissions are waiting; 1 event submission was refused/);
  });
});
