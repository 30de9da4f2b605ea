/** @jest-environment node */
import { cpuBetween, processCpu, ticksOfStatLine } from './process-cpu';

describe('process CPU from /proc', () => {
  it('reads user and system ticks after the process name, spaces and parentheses in the name included', () => {
    // Fields 14 and 15 (utime, stime) are 1200 and 345.
    const line = '4321 (node (my server)) S 1 4321 4321 0 -1 4194560 9000 0 0 0 1200 345 0 0 20 0 11 0 500 0 0';
    expect(ticksOfStatLine(line)).toBe(1545);
    expect(ticksOfStatLine('garbage')).toBeUndefined();
  });

  it("counts this process's work: its main thread's, and all its threads' at least as much", () => {
    const before = processCpu(process.pid);
    // Work until the kernel has counted 100 ms of it (a busy machine gives this thread less of
    // each second), or give up after 20 s of the clock.
    const deadline = performance.now() + 20_000;
    let spent = cpuBetween(before, processCpu(process.pid));
    while ((spent?.mainThreadMs ?? 0) < 100 && performance.now() < deadline) {
      for (let index = 0; index < 1e5; index += 1) Math.sqrt(index);
      spent = cpuBetween(before, processCpu(process.pid));
    }
    expect(spent?.mainThreadMs).toBeGreaterThanOrEqual(100);
    // The kernel scales a whole process's user and system split on its own (not as the sum of
    // its threads' figures), so the two may differ by a tick or two of 10 ms either way.
    expect(spent?.totalMs).toBeGreaterThanOrEqual((spent?.mainThreadMs ?? Infinity) - 20);
  });

  it('has no figure for a process that is not there', () => {
    expect(processCpu(2 ** 22 + 1)).toBeUndefined();
    expect(cpuBetween(undefined, processCpu(process.pid))).toBeUndefined();
  });
});
