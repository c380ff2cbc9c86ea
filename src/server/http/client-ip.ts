/**
 * The client's IP address, for the per-address limits (bookings, sign-in
 * lockout). Decision 072.
 *
 * `X-Forwarded-For` is a list that every proxy appends to: nginx's
 * `$proxy_add_x_forwarded_for` and Caddy both keep whatever the client sent
 * and add the address they saw at the right. Only the entries added by our
 * own proxies can be believed, so the address is read from the RIGHT: the
 * socket's peer and then the header's entries, right to left, skipping
 * trusted proxies; the first address that is not a trusted proxy is the
 * client. `TRUST_PROXY` says which proxies are trusted:
 *
 * - unset or `false`: none; the header is ignored (anyone can send it);
 * - a whole number N (`1` behind one nginx or Caddy): the N nearest hops;
 * - `true`: the same as `1`;
 * - a comma-separated list of addresses and CIDR ranges
 *   (`127.0.0.1, 10.0.0.0/8, ::1`): every hop from those addresses.
 *
 * Hop counts are believed only from the proxy itself: when the
 * socket's peer is not loopback nor in `TRUST_PROXY_FROM` (addresses and
 * ranges, for a proxy on another machine or container), the peer is the
 * client and the header is ignored. Otherwise anyone who reaches the port
 * directly could write their own address and escape every per-address limit.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { BlockList, isIP } from 'node:net';

export type TrustedProxies =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'hops';
      readonly hops: number;
      /** The addresses the nearest proxy connects from: loopback, plus TRUST_PROXY_FROM. */
      readonly from: BlockList;
    }
  | { readonly kind: 'addresses'; readonly list: BlockList; readonly text: string };

/** More hops than any real deployment has; also bounds the walk over the header. */
const MAX_PROXY_HOPS = 10;
/** The header's entries we look at, from the right; the rest cannot be believed anyway. */
const MAX_FORWARDED_ENTRIES = 20;
/** Longest address text kept (an IPv6 address with zone id is well under this). */
const MAX_ADDRESS_LENGTH = 64;

export class TrustProxyError extends Error {
  override name = 'TrustProxyError';
}

function normaliseAddress(address: string): string {
  const trimmed = address.trim().slice(0, MAX_ADDRESS_LENGTH);
  // An IPv4 client seen on an IPv6 socket: '::ffff:203.0.113.7' is 203.0.113.7.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** Addresses and CIDR ranges, comma-separated; `null` names the first entry that is neither. */
function parseAddressList(text: string, list = new BlockList()): { list: BlockList; bad: string | null } {
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address);
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      (prefixText !== undefined && (!/^\d+$/.test(prefixText) || prefix === undefined || prefix > maxPrefix))
    ) {
      return { list, bad: entry };
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return { list, bad: null };
}

/** Loopback: a proxy on the same machine (nginx, Caddy) connects from here. */
function loopback(): BlockList {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
}

/**
 * Reads TRUST_PROXY and TRUST_PROXY_FROM; throws TrustProxyError with a sentence an operator can act on.
 */
export function parseTrustProxy(value: string | undefined, fromValue?: string): TrustedProxies {
  const text = (value ?? '').trim();
  const fromText = (fromValue ?? '').trim();
  const hops = text === 'true' ? 1 : /^\d+$/.test(text) ? Number(text) : null;
  if (fromText !== '' && (hops === null || hops === 0)) {
    throw new TrustProxyError(
      'TRUST_PROXY_FROM only applies when TRUST_PROXY is a number of proxy hops (such as 1); ' +
        'with a list of proxy addresses, put the proxy in TRUST_PROXY itself.',
    );
  }
  if (text === '' || text === 'false' || hops === 0) return { kind: 'none' };
  if (hops !== null) {
    if (hops > MAX_PROXY_HOPS) {
      throw new TrustProxyError(`TRUST_PROXY must count at most ${MAX_PROXY_HOPS} proxy hops, not ${text}.`);
    }
    const from = loopback();
    if (fromText !== '') {
      const { bad } = parseAddressList(fromText, from);
      if (bad !== null) {
        throw new TrustProxyError(
          `TRUST_PROXY_FROM must list the addresses or ranges your proxy connects from, such as ` +
            `"10.0.0.5" or "172.16.0.0/12"; "${bad}" is neither.`,
        );
      }
    }
    return { kind: 'hops', hops, from };
  }
  const { list, bad } = parseAddressList(text);
  if (bad !== null) {
    throw new TrustProxyError(
      `TRUST_PROXY must be false, a number of proxy hops (1 behind one nginx or Caddy), or addresses and ` +
        `ranges such as "127.0.0.1, 10.0.0.0/8"; "${bad}" is none of these.`,
    );
  }
  return { kind: 'addresses', list, text };
}

function isTrustedAddress(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client address given the socket's peer and the X-Forwarded-For header.
 * Pure, so the proxy rules are tested without sockets. `peer` null: a request made
 * in-process (`app.request()`, no socket at all), which is as local as loopback.
 */
export function resolveClientAddress(
  peer: string | null,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  if (trusted.kind === 'none' || !forwardedFor) return normaliseAddress(peer ?? 'unknown');
  const forwarded = forwardedFor
    .split(',')
    .slice(-MAX_FORWARDED_ENTRIES)
    .map(normaliseAddress)
    .filter((entry) => entry !== '');
  // Nearest first: the peer, then the header from its right end.
  const hops = [normaliseAddress(peer ?? 'unknown'), ...forwarded.reverse()];
  if (trusted.kind === 'hops') {
    // Someone who reached the port directly wrote that header themselves: their own address counts.
    if (peer !== null && !isTrustedAddress(trusted.from, hops[0] ?? '')) return hops[0] ?? 'unknown';
    return hops[Math.min(trusted.hops, hops.length - 1)] ?? 'unknown';
  }
  for (const hop of hops) {
    if (!isTrustedAddress(trusted.list, hop)) return hop;
  }
  // Every hop is one of our proxies: the farthest one is as close to the client as we can know.
  return hops[hops.length - 1] ?? 'unknown';
}

let parsedFrom: string | undefined;
let parsed: TrustedProxies = { kind: 'none' };

/** TRUST_PROXY and TRUST_PROXY_FROM, parsed once per value (tests change them between cases). */
function trustedProxies(): TrustedProxies {
  const key = `${process.env.TRUST_PROXY ?? ''}\n${process.env.TRUST_PROXY_FROM ?? ''}`;
  if (key !== parsedFrom) {
    parsed = parseTrustProxy(process.env.TRUST_PROXY, process.env.TRUST_PROXY_FROM);
    parsedFrom = key;
  }
  return parsed;
}

export function clientIp(c: Context): string {
  let peer: string | null;
  try {
    // A socket whose address is gone (closed under us) is not trusted as a proxy.
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket: the caller is this process.
    peer = null;
  }
  return resolveClientAddress(peer, c.req.header('x-forwarded-for'), trustedProxies());
}
