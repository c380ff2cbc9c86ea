import { describe, expect, it } from 'vitest';
import { parseTrustProxy, resolveClientAddress, TrustProxyError } from './client-ip.ts';

describe('resolveClientAddress', () => {
  const oneHop = parseTrustProxy('1');

  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('198.51.100.4', '203.0.113.9', parseTrustProxy(undefined))).toBe('198.51.100.4');
    expect(resolveClientAddress('198.51.100.4', '203.0.113.9', parseTrustProxy('false'))).toBe('198.51.100.4');
  });

  it('behind one proxy takes the entry that proxy appended, not what the client wrote', () => {
    // nginx $proxy_add_x_forwarded_for: "<what the client sent>, <the client's real address>".
    expect(resolveClientAddress('127.0.0.1', 'spoofed-1, 10.9.9.9, 203.0.113.7', oneHop)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7', oneHop)).toBe('203.0.113.7');
  });

  it('`true` means one hop (the leftmost entry is never believed)', () => {
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.7', parseTrustProxy('true'))).toBe('203.0.113.7');
  });

  it('counts several hops from the right', () => {
    const twoHops = parseTrustProxy('2');
    // client -> CDN (appends client) -> nginx (appends CDN) -> app
    expect(resolveClientAddress('127.0.0.1', 'forged, 203.0.113.7, 192.0.2.50', twoHops)).toBe('203.0.113.7');
  });

  it('with fewer entries than hops, answers the farthest one it has', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7', parseTrustProxy('3'))).toBe('203.0.113.7');
  });

  it('skips trusted proxy addresses and ranges, and stops at the first untrusted one', () => {
    const trusted = parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1');
    expect(resolveClientAddress('127.0.0.1', 'forged, 203.0.113.7, 10.1.2.3', trusted)).toBe('203.0.113.7');
    expect(resolveClientAddress('::1', '203.0.113.7', trusted)).toBe('203.0.113.7');
    // A peer that is not a trusted proxy is the client, whatever the header says.
    expect(resolveClientAddress('198.51.100.4', '203.0.113.7', trusted)).toBe('198.51.100.4');
  });

  it('with hop counting, believes the header only from loopback or TRUST_PROXY_FROM', () => {
    // Someone reaching the port directly writes what they like: their own address counts.
    expect(resolveClientAddress('198.51.100.4', '203.0.113.7', oneHop)).toBe('198.51.100.4');
    expect(resolveClientAddress('198.51.100.4', 'a, b, 203.0.113.7', parseTrustProxy('2'))).toBe('198.51.100.4');
    expect(resolveClientAddress('127.0.0.53', '203.0.113.7', oneHop)).toBe('203.0.113.7');
    expect(resolveClientAddress('::1', '203.0.113.7', oneHop)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.7', oneHop)).toBe('203.0.113.7');
    // A proxy in another container or machine, named.
    const fromDocker = parseTrustProxy('1', '172.16.0.0/12, 10.0.0.5');
    expect(resolveClientAddress('172.18.0.2', '203.0.113.7', fromDocker)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.5', '203.0.113.7', fromDocker)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.6', '203.0.113.7', fromDocker)).toBe('10.0.0.6');
    // A socket whose address is unknown is not a proxy; a request made in-process (no socket) is local.
    expect(resolveClientAddress('unknown', '203.0.113.7', oneHop)).toBe('unknown');
    expect(resolveClientAddress(null, '203.0.113.7', oneHop)).toBe('203.0.113.7');
  });

  it('reads IPv4-mapped IPv6 peers as IPv4', () => {
    const trusted = parseTrustProxy('127.0.0.1');
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:198.51.100.4', undefined, parseTrustProxy(''))).toBe('198.51.100.4');
  });

  it('bounds what it reads from a huge header', () => {
    const header = Array.from({ length: 10_000 }, (_, index) => `10.0.${index % 250}.1`).join(', ');
    expect(resolveClientAddress('127.0.0.1', `${header}, 203.0.113.7`, oneHop)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', `x`.repeat(5000), oneHop)).toHaveLength(64);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    ['', '10.0.0.5'],
    ['0', '10.0.0.5'],
    ['127.0.0.1', '10.0.0.5'],
    ['1', 'proxy.local'],
    ['1', '10.0.0.0/40'],
  ])('refuses TRUST_PROXY=%j with TRUST_PROXY_FROM=%j', (value, from) => {
    expect(() => parseTrustProxy(value, from)).toThrow(TrustProxyError);
  });

  it.each(['yes', '10.0.0.0/33', '1.2.3', 'localhost', '11', '10.0.0.0/x', '::1/129'])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(TrustProxyError);
  });
});
