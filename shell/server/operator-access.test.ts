/** @jest-environment node */
import { isLoopbackAddress, operatorAccess } from './operator-access';

const token = 'c'.repeat(48);
const request = (ip: string, socket: string, headers: Record<string, string> = {}) => ({
  ip,
  headers,
  socket: { remoteAddress: socket } as never,
});

describe('who sees the operator’s view', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:203.0.113.9', false],
    ['203.0.113.9', false],
    ['10.0.0.1', false],
    ['fe80::1', false],
    ['', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it('takes the token from a Bearer header only, compared whole', () => {
    const access = operatorAccess({ token, trustProxy: 0 });
    expect(access(request('203.0.113.9', '203.0.113.9', { authorization: `Bearer ${token}` }))).toBe('operator');
    expect(access(request('203.0.113.9', '203.0.113.9', { authorization: `bearer  ${token} ` }))).toBe('operator');
    expect(access(request('203.0.113.9', '203.0.113.9', { authorization: `Bearer ${token}x` }))).toBe('refused-token');
    expect(access(request('203.0.113.9', '203.0.113.9', { authorization: `Bearer ${token.slice(1)}` }))).toBe(
      'refused-token',
    );
    expect(access(request('203.0.113.9', '203.0.113.9', { authorization: 'Bearer' }))).toBe('public');
    expect(access(request('203.0.113.9', '203.0.113.9', { authorization: `Basic ${token}` }))).toBe('public');
    expect(access(request('203.0.113.9', '203.0.113.9'))).toBe('public');
  });

  it('refuses any bearer token when the server has none', () => {
    const access = operatorAccess({ token: undefined, trustProxy: 0 });
    expect(access(request('203.0.113.9', '203.0.113.9', { authorization: `Bearer ${token}` }))).toBe('refused-token');
    expect(access(request('127.0.0.1', '127.0.0.1', { authorization: `Bearer ${token}` }))).toBe('operator');
  });

  it('with proxies named by address, is local only when the visitor and the socket are loopback', () => {
    const access = operatorAccess({ token: undefined, trustProxy: ['127.0.0.1'] });
    expect(access(request('127.0.0.1', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe('operator');
    expect(access(request('203.0.113.9', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe('public');
  });

  it('without trusted proxies, any forwarding header makes a loopback socket a proxy’s', () => {
    const access = operatorAccess({ token: undefined, trustProxy: 0 });
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(access(request('127.0.0.1', '127.0.0.1', { [name]: '203.0.113.9' }))).toBe('public');
    }
  });
});
