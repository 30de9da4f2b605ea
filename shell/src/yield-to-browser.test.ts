/**
 * @jest-environment node
 */
import { yieldToBrowser } from './yield-to-browser';

const globals = globalThis as { scheduler?: unknown };

afterEach(() => {
  delete globals.scheduler;
});

test('yields with scheduler.yield where the browser has it', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  globals.scheduler = { yield: schedulerYield };
  await yieldToBrowser();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});

test('elsewhere continues in a later task, after the work the current one queued', async () => {
  globals.scheduler = {}; // a scheduler without yield (older browsers have postTask only)
  const order: string[] = [];
  const yielded = yieldToBrowser().then(() => order.push('after the yield'));
  queueMicrotask(() => order.push('the current task'));
  await yielded;
  expect(order).toEqual(['the current task', 'after the yield']);
});
