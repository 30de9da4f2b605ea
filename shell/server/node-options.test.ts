import { missingServerNodeOptions, serverNodeOptions } from './node-options';

describe('the Node options the server starts with (decision 087)', () => {
  it('turns off V8’s memory reducer, which slows the cached path after the server has been idle', () => {
    expect(serverNodeOptions).toContain('--no-memory-reducer');
  });

  it('names the options a start left out, and none when all were given among others', () => {
    expect(missingServerNodeOptions([])).toEqual(['--no-memory-reducer']);
    expect(missingServerNodeOptions(['--enable-source-maps'])).toEqual(['--no-memory-reducer']);
    expect(missingServerNodeOptions(['--enable-source-maps', ...serverNodeOptions])).toEqual([]);
  });
});
