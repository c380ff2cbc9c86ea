/**
 * Behind one real proxy hop that appends to X-Forwarded-For
 * as nginx's `$proxy_add_x_forwarded_for` and Caddy do, a client that writes
 * its own X-Forwarded-For cannot escape the per-address sign-in lockout.
 * Real sockets on both sides: the app is served by @hono/node-server, the
 * proxy is a Node HTTP server in front of it.
 */
import { serve, type ServerType } from '@hono/node-server';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';

const testDb = useTestDatabase();
let appServer: ServerType;
let proxy: Server;
let proxyUrl = '';
let directServer: ServerType;
let directPort = 0;

/** An address of this machine that is not loopback, so a socket to it has a non-loopback peer. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

function listen(server: Server | ServerType): Promise<number> {
  return new Promise((resolve) => {
    const done = () => resolve((server.address() as AddressInfo).port);
    if (server.listening) done();
    else server.once('listening', done);
  });
}

beforeAll(async () => {
  await testDb.reset();
  const { app } = createTestApp({ db: testDb.db });
  appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const appPort = await listen(appServer);
  // One proxy hop: keep what the client sent and append the address the proxy saw, like nginx.
  proxy = createServer((incoming, outgoing) => {
    const sent = incoming.headers['x-forwarded-for'];
    const seen = incoming.socket.remoteAddress ?? '';
    const forwardedFor = sent ? `${String(sent)}, ${seen}` : seen;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: appPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  proxy.listen(0, '127.0.0.1');
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`;
  // The same app on a public interface, reached directly (no proxy), as a port left open would be.
  directServer = serve({ fetch: app.fetch, port: 0, hostname: outsideAddress ?? '127.0.0.1' });
  directPort = await listen(directServer);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => proxy.close(resolve));
  await new Promise((resolve) => appServer.close(resolve));
  await new Promise((resolve) => directServer.close(resolve));
});

async function failedSignIn(spoofedForwardedFor: string): Promise<number> {
  const response = await fetch(`${proxyUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: proxyUrl,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': spoofedForwardedFor,
    },
    body: JSON.stringify({ email: `guess-${spoofedForwardedFor}@salon.example`, password: 'wrong-password-1' }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('client address behind one proxy hop', () => {
  it('a spoofed X-Forwarded-For does not escape the per-address sign-in lockout', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    // 20 failures from one real address, each claiming to come from somewhere else.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(await failedSignIn(`198.51.100.${attempt + 1}`)).toBe(401);
    }
    // The 21st is refused although it claims yet another address: the lockout counted 127.0.0.1.
    expect(await failedSignIn('198.51.100.200')).toBe(429);
  });
});

/** A failed sign-in sent straight to the app from `outsideAddress` (a real, non-loopback socket). */
function directFailedSignIn(forgedForwardedFor: string, serial: number): Promise<number> {
  const body = JSON.stringify({ email: `direct-${serial}@salon.example`, password: 'wrong-password-1' });
  const origin = `http://${outsideAddress}:${directPort}`;
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: outsideAddress,
        port: directPort,
        localAddress: outsideAddress,
        method: 'POST',
        path: '/api/auth/sign-in',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin,
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': forgedForwardedFor,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('a direct connection with hop counting', () => {
  // Needs an interface other than loopback; the rule itself is also covered by client-ip.test.ts.
  it.skipIf(!outsideAddress)(
    'a forged X-Forwarded-For from a peer that is not our proxy is ignored: the real address is locked out',
    async () => {
      vi.stubEnv('TRUST_PROXY', '1');
      vi.stubEnv('TRUST_PROXY_FROM', '');
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect(await directFailedSignIn(`203.0.113.${attempt + 1}`, attempt)).toBe(401);
      }
      expect(await directFailedSignIn('203.0.113.200', 20)).toBe(429);
    },
  );

  it.skipIf(!outsideAddress)('a proxy on another machine is believed once named in TRUST_PROXY_FROM', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    vi.stubEnv('TRUST_PROXY_FROM', `${outsideAddress}`);
    // The same peer, now a trusted proxy: each request counts against the address it appended.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect(await directFailedSignIn(`198.18.0.${attempt + 1}`, 100 + attempt)).toBe(401);
    }
  });
});
