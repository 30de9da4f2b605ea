/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultThreadPoolSize, threadPoolSize } from './thread-pool';

describe("libuv's thread pool", () => {
  it('is 8 threads unless the operator sets UV_THREADPOOL_SIZE, whose value is kept', () => {
    expect(defaultThreadPoolSize).toBe(8);
    expect(threadPoolSize({})).toBe('8');
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: ' ' })).toBe('8');
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '16' })).toBe('16');
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '2' })).toBe('2');
  });

  it('is sized by the first import of the server’s entry, before any other module runs', () => {
    const entry = readFileSync(path.join(__dirname, 'main.ts'), 'utf8');
    const imports = entry.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './thread-pool';");
  });
});
