/**
 * The deterministic half of the hostile-input proof (issue 18, "Proof"):
 * for every route of the app's own route table and every parameter it may
 * read (its path parameters, and every query and body field name the API
 * knows), each class of extreme or malformed value, with a staff session and
 * without. The random half is hostile-suite.ts (fast-check).
 *
 * Each request is a near-valid request (a baseline with a plausible value for
 * every known field) with ONE parameter replaced, so the hostile value reaches
 * as deep as it can. Asserted for every request:
 * - never a 5xx;
 * - an answer within a second (a request over a second is sent again once, so
 *   a busy machine is not mistaken for a hang; a hang stays over a second);
 * - /api/health answers 200 within a second after every parameter's batch;
 * - a batch whose answers were all refusals (4xx) changed no table
 *   (except the rate-limit counters, decision 070).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { signInAsStaff, sameOriginHeaders } from '../support/sign-in.ts';
import {
  apiEndpoints,
  changedTables,
  queryRows,
  readKnownIds,
  seedAppointments,
  tableSnapshot,
  type Endpoint,
  type KnownIds,
  type RequestableApp,
} from './hostile-suite.ts';

/** One class of hostile value, named so that a failure says which. */
export interface HostileValue {
  readonly label: string;
  readonly value: unknown;
}

const LONG = 'x'.repeat(10_000);

/** Values for query strings and path segments (text on the wire). */
export const HOSTILE_TEXT_VALUES: readonly HostileValue[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'control characters', value: 'a\u0001\u001b[31mb\u007f\u0085' },
  { label: 'line breaks', value: 'a\r\nb' },
  { label: 'int4 + 1', value: '2147483648' },
  { label: 'beyond 2^53', value: '9007199254740993' },
  { label: 'negative', value: '-1' },
  { label: 'zero', value: '0' },
  { label: 'hex', value: '0x2' },
  { label: 'exponent', value: '1e3' },
  { label: 'leading space', value: ' 2' },
  { label: 'decimal point', value: '2.0' },
  { label: 'plus sign', value: '+2' },
  { label: 'leading zero', value: '02' },
  { label: 'non-ASCII digits', value: '٢' },
  { label: 'far future date', value: '9999-12-31' },
  { label: 'year zero', value: '0000-01-01' },
  { label: 'before 2000', value: '1999-12-31' },
  { label: 'after 2099', value: '2100-01-01' },
  { label: 'impossible date', value: '2026-02-30' },
  { label: 'extended year', value: '+275760-09-13' },
  { label: 'unpadded date', value: '2026-1-1' },
  { label: 'long string', value: LONG },
  { label: 'empty', value: '' },
  { label: 'lone surrogate', value: '\uD800' },
  { label: 'SQL', value: "' or '1'='1" },
];

/** Classes that found real faults (issue 18): every parameter meets them, even in the fast run. */
const CORE_LABELS = new Set(['NUL', 'int4 + 1', 'number int4 + 1', 'hex', 'far future date']);

/** Values for JSON bodies: the text values, plus numbers and wrong types. */
export const HOSTILE_JSON_VALUES: readonly HostileValue[] = [
  ...HOSTILE_TEXT_VALUES,
  { label: 'number int4 + 1', value: 2_147_483_648 },
  { label: 'number int4 min - 1', value: -2_147_483_649 },
  { label: 'unsafe integer', value: 2 ** 53 + 2 },
  { label: 'huge float', value: 1e308 },
  { label: 'fraction', value: 1.5 },
  { label: 'negative number', value: -1 },
  { label: 'null', value: null },
  { label: 'boolean', value: true },
  { label: 'array', value: [1, 'x'] },
  { label: 'object', value: { nested: 'a\u0000b' } },
  { label: 'array of huge ids', value: [2_147_483_648] },
];

/** Every query parameter the API reads, with a value each endpoint accepts. */
function queryBaseline(): Record<string, string> {
  return {
    date: '2026-11-24',
    services: '1',
    period: 'monthly',
    q: 'guest',
    status: 'all',
    time: 'all',
    technician: 'all',
    page: '1',
    pageSize: '25',
    version: '1',
  };
}

/** Every body field the API reads, with a plausible value. */
function bodyBaseline(known: KnownIds, serial: number, version = 1): Record<string, unknown> {
  return {
    serviceIds: known.serviceIds.slice(0, 1),
    date: '2026-11-24',
    time: '16:00',
    name: 'Sweep Guest',
    email: 'sweep@example.com',
    phone: '+66 81 234 5678',
    notes: 'Window seat, please',
    idempotencyKey: `sweep-key-${String(serial).padStart(8, '0')}`,
    password: 'not-the-password-1',
    // The target appointment's real version, so that edits get past the version check and reach the database.
    version,
    status: 'confirmed',
    technicianId: known.technicianIds[0] ?? null,
    discountPercentage: 10,
    serviceId: known.serviceIds[1] ?? 1,
    acknowledgeWarnings: false,
  };
}

function pathBaseline(name: string, pattern: string, known: KnownIds): string {
  if (name === 'serviceId') return String(known.serviceIds[0] ?? 1);
  if (pattern.includes('/outbox/')) return String(known.outboxIds[0] ?? 1);
  if (pattern.includes('/technicians/')) return known.technicianIds[0] ?? '00000000-0000-4000-8000-000000000000';
  return known.appointmentIds[0] ?? '00000000-0000-4000-8000-000000000000';
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The parameters of one endpoint the sweep varies: its path parameters, then query or body names. */
export function sweptParameters(
  endpoint: Endpoint,
): { readonly where: 'path' | 'query' | 'body'; readonly name: string }[] {
  const path = [...endpoint.pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({
    where: 'path' as const,
    name: match[1] ?? 'id',
  }));
  const names = BODY_METHODS.has(endpoint.method)
    ? Object.keys(bodyBaseline({ appointmentIds: [], technicianIds: [], serviceIds: [], outboxIds: [] }, 0)).map(
        (name) => ({ where: 'body' as const, name }),
      )
    : Object.keys(queryBaseline()).map((name) => ({ where: 'query' as const, name }));
  return [...path, ...names];
}

function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // An empty segment would route elsewhere; the path test is about the value, so keep one character.
  return encodeURIComponent(text === '' ? ' ' : text);
}

interface BuiltRequest {
  readonly url: string;
  readonly init: RequestInit;
  readonly description: string;
}

function buildRequest(
  endpoint: Endpoint,
  parameter: { where: 'path' | 'query' | 'body'; name: string },
  hostile: HostileValue,
  known: KnownIds,
  serial: number,
  headers: Record<string, string>,
  version: number,
): BuiltRequest {
  const path = endpoint.pattern.replace(/:([A-Za-z0-9_]+)(?:\{[^}]*\})?/g, (_whole, name: string) =>
    parameter.where === 'path' && parameter.name === name
      ? pathSegment(hostile.value)
      : pathBaseline(name, endpoint.pattern, known),
  );
  const query: Record<string, string> = { ...queryBaseline(), version: String(version) };
  const body = bodyBaseline(known, serial, version);
  if (parameter.where === 'query') {
    query[parameter.name] = typeof hostile.value === 'string' ? hostile.value : JSON.stringify(hostile.value);
  }
  if (parameter.where === 'body') body[parameter.name] = hostile.value;
  const search = new URLSearchParams(query).toString();
  const init: RequestInit = { method: endpoint.method, headers: { ...headers } };
  if (BODY_METHODS.has(endpoint.method)) {
    const text = JSON.stringify(body);
    init.body = text;
    Object.assign(init.headers as Record<string, string>, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
    });
  }
  return {
    url: `${path}?${search}`,
    init,
    description: `${endpoint.method} ${endpoint.pattern} ${parameter.where} ${parameter.name} = ${hostile.label}`,
  };
}

const ANSWER_WITHIN_MS = 1_000;

/** The version of the appointment the requests target (the first known one). */
async function currentVersion(db: Database, known: KnownIds): Promise<number> {
  const id = known.appointmentIds[0];
  if (!id) return 1;
  const [row] = await queryRows<{ version: number }>(db, sql`select version from appointments where id = ${id}`);
  return row?.version ?? 1;
}

async function timedRequest(app: RequestableApp, request: BuiltRequest): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await app.request(request.url, request.init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function healthWithinASecond(app: RequestableApp): Promise<boolean> {
  const answered = Promise.resolve(app.request('/api/health')).then((response) => response.status === 200);
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ANSWER_WITHIN_MS).unref());
  return Promise.race([answered, late]);
}

export interface SweepOptions {
  readonly app: RequestableApp;
  readonly db: Database;
  /**
   * 1: every hostile value for every parameter (npm run stress:hostile). N > 1: every Nth value, rotating with
   * the parameter, so that each value class still meets many parameters (the fast run in npm test).
   */
  readonly stride: number;
}

export interface SweepSummary {
  readonly requests: number;
  readonly endpoints: number;
  readonly parameters: number;
  readonly byStatus: Record<string, number>;
  readonly slowest: { readonly ms: number; readonly description: string };
  readonly violations: string[];
}

export async function runHostileSweep(options: SweepOptions): Promise<SweepSummary> {
  const { app, db } = options;
  if ((await queryRows(db, sql`select 1 from appointments limit 1`)).length === 0) await seedAppointments(db);
  const staffSession = await signInAsStaff(app, db, 'hostile-sweep@salon.example');
  const endpoints = apiEndpoints(app);
  const byStatus: Record<string, number> = {};
  const violations: string[] = [];
  let slowest = { ms: 0, description: '' };
  let requests = 0;
  let parameters = 0;
  let serial = 0;

  for (const endpoint of endpoints) {
    for (const [parameterIndex, parameter] of sweptParameters(endpoint).entries()) {
      parameters += 1;
      const known = await readKnownIds(db);
      const values = (parameter.where === 'body' ? HOSTILE_JSON_VALUES : HOSTILE_TEXT_VALUES).filter(
        (value, index) => CORE_LABELS.has(value.label) || index % options.stride === parameterIndex % options.stride,
      );
      // Admin routes: with a live session (to reach the handlers) and without (the guard must hold, nothing written).
      // Sign-out never gets the session, or it would end it mid-run.
      const sessions: Record<string, string>[] = endpoint.admin
        ? [staffSession.headers, { ...sameOriginHeaders }]
        : [{ ...sameOriginHeaders }];
      const before = await tableSnapshot(db);
      let anyAccepted = false;
      for (const hostile of values) {
        for (const headers of sessions) {
          serial += 1;
          const version = await currentVersion(db, known);
          const request = buildRequest(endpoint, parameter, hostile, known, serial, headers, version);
          const signedIn = headers === staffSession.headers ? 'signed in' : 'anonymous';
          let answer = await timedRequest(app, request);
          if (answer.ms > ANSWER_WITHIN_MS) answer = await timedRequest(app, request);
          requests += 1;
          byStatus[String(answer.status)] = (byStatus[String(answer.status)] ?? 0) + 1;
          if (answer.ms > slowest.ms) slowest = { ms: answer.ms, description: request.description };
          if (answer.status >= 500) violations.push(`${answer.status} from ${request.description} (${signedIn})`);
          if (answer.ms > ANSWER_WITHIN_MS) {
            violations.push(`${Math.round(answer.ms)} ms for ${request.description} (${signedIn})`);
          }
          if (answer.status < 400) anyAccepted = true;
          if (endpoint.admin && headers !== staffSession.headers && answer.status !== 401) {
            violations.push(`${answer.status} without a session: ${request.description}`);
          }
        }
      }
      if (!anyAccepted) {
        const changed = changedTables(before, await tableSnapshot(db));
        if (changed.length) {
          violations.push(
            `refused, but wrote ${changed.join(', ')}: ${endpoint.method} ${endpoint.pattern} ${parameter.name}`,
          );
        }
      }
      if (!(await healthWithinASecond(app))) {
        violations.push(
          `/api/health did not answer within a second after ${endpoint.method} ${endpoint.pattern} ${parameter.name}`,
        );
      }
      // Accepted edits and deletes may have used up the appointments: refill for the next batch.
      if ((await queryRows(db, sql`select 1 from appointments`)).length < 3) await seedAppointments(db);
    }
  }
  return { requests, endpoints: endpoints.length, parameters, byStatus, slowest, violations };
}
