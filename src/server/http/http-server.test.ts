/** The server's own limits against slow clients (decision 192), over real sockets. */
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_SERVER_TIMEOUTS, serveApp } from './http-server.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function started(timeouts = PUBLIC_SERVER_TIMEOUTS): Promise<{ server: Server; port: number }> {
  const server = serveApp({
    fetch: async (request) => new Response(await request.text()),
    port: 0,
    hostname: '127.0.0.1',
    timeouts,
  });
  servers.push(server);
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends `text` and never more; answers what the server wrote before it closed the connection. */
function sendAndWait(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('the HTTP server of a public port', () => {
  it('is created with the documented limits', async () => {
    const { server } = await started();
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(65_000);
    // Node requires the request limit to cover the headers limit.
    expect(server.requestTimeout).toBeGreaterThanOrEqual(server.headersTimeout);
  });

  it('closes a connection whose headers never end, with 408', async () => {
    // Short limits so the test ends quickly; with Node's defaults the socket would stay open past the test's timeout.
    const { port } = await started({
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      keepAliveTimeoutMs: 5_000,
      checkIntervalMs: 50,
    });
    const answer = await sendAndWait(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body never ends, with 408', async () => {
    const { port } = await started({
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      keepAliveTimeoutMs: 5_000,
      checkIntervalMs: 50,
    });
    const answer = await sendAndWait(
      port,
      'POST /api/bookings HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
