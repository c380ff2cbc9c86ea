/**
 * The deterministic half of the hostile-input proof:
 * for every route of the app's own route table and every parameter it may
 * read (its path parameters, and every query and body field name the API
 * knows; for the owner-only settings routes, the fields each one reads), each
 * class of extreme or malformed value, with an owner session and without. The random half is hostile-suite.ts (fast-check).
 *
 * Each request is a near-valid request (a baseline with a plausible value for
 * every known field) with ONE parameter replaced, so the hostile value reaches
 * as deep as it can. Asserted for every request:
 * - never a 5xx;
 * - an answer within a second (the first answer counts: a slow one is not sent again);
 * - a number written other than in canonical decimal (`0x2`, `1e3`, ` 2`, `02`, …) for a numeric
 *   parameter is refused (a 200 for `/services/0x2` means the bound was lost);
 * - /api/health answers 200 within a second after every parameter's batch;
 * - a refused request (4xx) changed no table, checked around each request of a writing endpoint, and a
 *   read (GET) changed no table at all, whatever it answered (except the rate-limit counters,
 *   decision 070).
 */
import { DEFAULT_CUSTOMER_CHANGE_RULES } from '../../src/domain/manage-booking.ts';
import { sql } from 'drizzle-orm';
import { defaultSalonConfig } from '../../src/config/salon.ts';
import { DEFAULT_BOOKING_RULES, DEFAULT_OPENING_HOURS } from '../../src/domain/salon-settings.ts';
import type { Database } from '../../src/server/db/client.ts';
import { defaultSalonDetails } from '../../src/server/services/settings/salon-settings-store.ts';
import { signInAsStaff, sameOriginHeaders } from '../support/sign-in.ts';
import {
  apiEndpoints,
  changedTables,
  NO_KNOWN_IDS,
  queryRows,
  readKnownIds,
  realPathValues,
  seedAppointments,
  seedSettingsRows,
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

/** Numbers written other than in canonical decimal: a numeric parameter must refuse every one. */
const NON_CANONICAL_NUMBER_LABELS = new Set([
  'hex',
  'exponent',
  'leading space',
  'decimal point',
  'plus sign',
  'leading zero',
  'non-ASCII digits',
]);

const NOT_A_NUMBER: HostileValue = { label: 'a word', value: 'abc' };

/** The parameter carries a number (an id, a page, a version) in the near-valid request. */
function isNumericBaseline(value: unknown): boolean {
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => typeof item === 'number');
  return typeof value === 'string' && /^\d+(,\d+)*$/.test(value);
}

/** Classes that found real faults: every parameter meets them, even in the fast run. */
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
    // The customer's private link.
    token: known.manageTokens[0] ?? '',
  };
}

const SETTINGS_PREFIX = '/api/admin/settings/';
/** A version token of a staff account as GET /api/admin/settings/accounts shows it (never a real one). */
const ACCOUNT_VERSION = '2026-11-23T03:00:00.000000Z';

/**
 * The owner-only settings routes each read their own fields: a valid body for each, keyed by
 * method and the pattern under /api/admin/settings/, so that the sweep varies exactly those fields.
 * A settings route missing here falls back to the generic baseline (still swept, only less deeply).
 */
function settingsBodyBaseline(endpoint: Endpoint, known: KnownIds, serial: number) {
  const categoryId = known.categoryIds[0] ?? 1;
  const service = {
    name: `Sweep Service ${serial}`,
    description: 'A short description.',
    durationMinutes: 45,
    priceThb: 500,
    categoryId,
    visible: false,
  };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST menu/categories': { name: `Sweep Shelf ${serial}` },
    'PATCH menu/categories/:id': { version: 1, name: 'Sweep Shelf' },
    'POST menu/categories/:id/move': { direction: 'up' },
    'POST menu/services': service,
    'PATCH menu/services/:id': { ...service, version: 1 },
    'PATCH menu/services/:id/visibility': { version: 1, visible: true },
    'POST menu/services/:id/move': { direction: 'down' },
    'PUT hours': { hours: DEFAULT_OPENING_HOURS, version: 0 },
    'POST closures': { firstDate: '2026-12-10', fromMinute: 600, toMinute: 720, reason: 'Team outing' },
    'PUT technicians/:id/week': { pattern: DEFAULT_OPENING_HOURS, version: 0 },
    'POST technicians/:id/days-off': { firstDate: '2026-12-17', note: 'Family visit' },
    'PUT booking-rules': { ...DEFAULT_BOOKING_RULES, version: 0 },
    'PUT customer-changes': { ...DEFAULT_CUSTOMER_CHANGE_RULES, version: 0 },
    'PUT details': { ...defaultSalonDetails(defaultSalonConfig), version: 0 },
    'POST accounts': { email: `sweep-${serial}@salon.example`, role: 'staff', technician: false, credential: 'link' },
    'PATCH accounts/:id/role': { version: ACCOUNT_VERSION, role: 'staff' },
    'PATCH accounts/:id/active': { version: ACCOUNT_VERSION, active: true },
    'POST accounts/:id/password': { version: ACCOUNT_VERSION, credential: 'link' },
  };
  if (!endpoint.pattern.startsWith(SETTINGS_PREFIX)) return undefined;
  return bodies[`${endpoint.method} ${endpoint.pattern.slice(SETTINGS_PREFIX.length)}`];
}

const APPOINTMENTS_PATTERN = '/api/admin/appointments';
const MANAGE_PREFIX = '/api/manage';

/**
 * The front desk's routes each read their own fields: a staff booking, a walk-in and a move
 * that succeed (with an override, so a full time never stops them), so the sweep varies exactly those.
 */
function frontDeskBodyBaseline(endpoint: Endpoint, known: KnownIds, version: number) {
  const customer = {
    serviceIds: known.serviceIds.slice(0, 1),
    technicianId: null,
    name: 'Sweep Desk',
    email: '',
    phone: '081 234 5678',
    notes: 'Sweep at the desk',
    override: { reason: 'Sweep at the desk' },
  };
  const key = `${endpoint.method} ${endpoint.pattern}`;
  if (key === `POST ${APPOINTMENTS_PATTERN}` || key === `POST ${APPOINTMENTS_PATTERN}/`) {
    return { ...customer, date: '2026-11-24', time: '16:05', source: 'phone' };
  }
  if (key === `POST ${APPOINTMENTS_PATTERN}/walk-in`) return customer;
  if (key === `PATCH ${APPOINTMENTS_PATTERN}/:id/move`) {
    return { version, date: '2026-11-24', time: '16:05', technicianId: null, override: customer.override };
  }
  return undefined;
}

function endpointBodyBaseline(
  endpoint: Endpoint,
  known: KnownIds,
  serial: number,
  version = 1,
): Record<string, unknown> {
  return (
    settingsBodyBaseline(endpoint, known, serial) ??
    frontDeskBodyBaseline(endpoint, known, version) ??
    bodyBaseline(known, serial, version)
  );
}

/**
 * The query a settings route reads: the history its filters, a menu delete its version; the other
 * settings routes read none, so one unknown parameter stands in (it must be ignored, never a 5xx).
 */
function endpointQueryBaseline(endpoint: Endpoint): Record<string, string> {
  if (endpoint.pattern === `${APPOINTMENTS_PATTERN}/free-technicians`) {
    return { date: '2026-11-24', time: '16:00', durationMinutes: '30' };
  }
  // Customers: the lookup reads a contact; the list and the exports read the baseline's q and filters.
  if (endpoint.pattern === '/api/admin/customers/lookup') return { contact: '081 234' };
  // The customer's own booking: a working token (filled in by buildRequest) and a date.
  if (endpoint.pattern.startsWith(MANAGE_PREFIX)) return { token: '', date: '2026-11-25' };
  if (!endpoint.pattern.startsWith(SETTINGS_PREFIX)) return queryBaseline();
  if (endpoint.pattern === `${SETTINGS_PREFIX}history`) return { area: 'menu', page: '1', pageSize: '25' };
  if (endpoint.method === 'DELETE' && endpoint.pattern.includes('/menu/')) return { version: '1' };
  return { q: 'guest' };
}

function pathBaseline(name: string, pattern: string, known: KnownIds): string {
  return realPathValues(name, pattern, known)[0] ?? '00000000-0000-4000-8000-000000000000';
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
    ? Object.keys(endpointBodyBaseline(endpoint, NO_KNOWN_IDS, 0)).map((name) => ({ where: 'body' as const, name }))
    : Object.keys(endpointQueryBaseline(endpoint)).map((name) => ({ where: 'query' as const, name }));
  return [...path, ...names];
}

/** A lone surrogate as the raw (invalid UTF-8) bytes a careless client would send: %ED%A0%80 for U+D800. */
function percentEncodedLoneSurrogate(unit: string): string {
  const code = unit.charCodeAt(0);
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');
}

function pathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // An empty segment would route elsewhere; the path test is about the value, so keep one character.
  // encodeURIComponent throws on a lone surrogate (the stride-1 run met it): encode the rest, and send it raw.
  return (text === '' ? ' ' : text)
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part, index) => (index % 2 === 1 ? percentEncodedLoneSurrogate(part) : encodeURIComponent(part)))
    .join('');
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
  const query: Record<string, string> = endpoint.pattern.startsWith(SETTINGS_PREFIX)
    ? endpointQueryBaseline(endpoint)
    : endpoint.pattern.startsWith(MANAGE_PREFIX)
      ? { date: '2026-11-25', token: known.manageTokens[0] ?? '' }
      : { ...queryBaseline(), version: String(version) };
  const body = endpointBodyBaseline(endpoint, known, serial, version);
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
  await seedSettingsRows(db);
  // An owner, asked for by name, so that the owner-only settings routes are swept past their guard too.
  const ownerSession = await signInAsStaff(app, db, 'hostile-sweep@salon.example', 'owner');
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
        ? [ownerSession.headers, { ...sameOriginHeaders }]
        : [{ ...sameOriginHeaders }];
      const baselineValue =
        parameter.where === 'path'
          ? pathBaseline(parameter.name, endpoint.pattern, known)
          : parameter.where === 'query'
            ? (endpoint.pattern.startsWith(SETTINGS_PREFIX) ? endpointQueryBaseline(endpoint) : queryBaseline())[
                parameter.name
              ]
            : endpointBodyBaseline(endpoint, known, 0)[parameter.name];
      const numeric = isNumericBaseline(baselineValue);
      // A read must write nothing at all; a write is checked around each request, so an accepted request
      // in the batch cannot hide a write made by a refused one.
      const reads = endpoint.method === 'GET';
      const batchStart = await tableSnapshot(db);
      let previous = batchStart;
      // Whether the endpoint reads this parameter as a number: it refuses a plain word in its place (the
      // sweep also sends parameters an endpoint ignores, which may take any value).
      const readsAsNumber = new Map<Record<string, string>, boolean>();
      if (numeric) {
        for (const headers of sessions) {
          const version = await currentVersion(db, known);
          const word = buildRequest(endpoint, parameter, NOT_A_NUMBER, known, serial, headers, version);
          // Refused as input (not for a stale version, a full slot or a missing session).
          readsAsNumber.set(headers, [400, 404, 422].includes((await timedRequest(app, word)).status));
          requests += 1;
          previous = reads ? previous : await tableSnapshot(db);
        }
      }
      for (const hostile of values) {
        for (const headers of sessions) {
          serial += 1;
          const version = await currentVersion(db, known);
          const request = buildRequest(endpoint, parameter, hostile, known, serial, headers, version);
          const signedIn = headers === ownerSession.headers ? 'signed in' : 'anonymous';
          const answer = await timedRequest(app, request);
          requests += 1;
          byStatus[String(answer.status)] = (byStatus[String(answer.status)] ?? 0) + 1;
          if (answer.ms > slowest.ms) slowest = { ms: answer.ms, description: request.description };
          if (answer.status >= 500) violations.push(`${answer.status} from ${request.description} (${signedIn})`);
          if (answer.ms > ANSWER_WITHIN_MS) {
            violations.push(`${Math.round(answer.ms)} ms for ${request.description} (${signedIn})`);
          }
          if (readsAsNumber.get(headers) && NON_CANONICAL_NUMBER_LABELS.has(hostile.label) && answer.status < 400) {
            violations.push(`${answer.status} for a non-canonical number: ${request.description} (${signedIn})`);
          }
          if (endpoint.admin && headers !== ownerSession.headers && answer.status !== 401) {
            violations.push(`${answer.status} without a session: ${request.description}`);
          }
          if (!reads) {
            const after = await tableSnapshot(db);
            const changed = changedTables(previous, after);
            if (answer.status >= 400 && changed.length) {
              violations.push(
                `${answer.status}, but wrote ${changed.join(', ')}: ${request.description} (${signedIn})`,
              );
            }
            previous = after;
          }
        }
      }
      if (reads) {
        const changed = changedTables(batchStart, await tableSnapshot(db));
        if (changed.length) {
          violations.push(
            `a read wrote ${changed.join(', ')}: ${endpoint.method} ${endpoint.pattern} ${parameter.name}`,
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
      await seedSettingsRows(db);
    }
  }
  return { requests, endpoints: endpoints.length, parameters, byStatus, slowest, violations };
}
