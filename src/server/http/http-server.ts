/**
 * The HTTP server's own limits (decision 192). The app may be reached directly (a port left
 * open, a container published on every interface), so the server must not let a slow client hold a
 * socket: Node's defaults (60 s for headers, 300 s for a whole request, checked every 30 s) let a few
 * thousand slow-header connections sit for minutes.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** Until the request's headers are complete; a browser or proxy sends them in one packet. */
  readonly headersTimeoutMs: number;
  /** Until the whole request (headers and body, at most 64 KB) is received. */
  readonly requestTimeoutMs: number;
  /**
   * An idle kept-alive connection stays open this long. Longer than the reverse proxies and browsers that
   * reuse connections (nginx upstream keepalive 60 s), or a request sent on a socket the server is closing
   * gets ECONNRESET (seen in the browser tests with Node's 5 s).
   */
  readonly keepAliveTimeoutMs: number;
  /** How often Node checks the two request limits above; they are only as precise as this. */
  readonly checkIntervalMs: number;
}

export const PUBLIC_SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
};

export function serveApp(options: {
  readonly fetch: (request: Request) => Response | Promise<Response>;
  readonly port: number;
  readonly hostname: string;
  readonly timeouts?: ServerTimeouts;
}): Server {
  const timeouts = options.timeouts ?? PUBLIC_SERVER_TIMEOUTS;
  const server = serve({
    fetch: options.fetch,
    port: options.port,
    hostname: options.hostname,
    serverOptions: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  }) as Server;
  return server;
}
