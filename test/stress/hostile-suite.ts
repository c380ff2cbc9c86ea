/**
 * Hostile-input fuzzing of every API endpoint of the real app.
 *
 * The endpoints come from the app's own route table (`app.routes`), so a route
 * added later is fuzzed without anyone listing it here. Each generated request
 * is one endpoint (sometimes with the wrong method) with hostile path
 * parameters, query values, body and content type. Admin endpoints are sent
 * with a valid OWNER session (signed in as one explicitly) and same-origin
 * headers, so the fuzz reaches the handlers of the staff routes and of the
 * owner-only /api/admin/settings routes rather than stopping at a
 * guard.
 *
 * Invariants checked after every request:
 * - never a 5xx;
 * - a 4xx leaves every table exactly as it was (a checksum of each table's
 *   rows, not only counts), except `rate_limit_events`, whose hits on refused
 *   sign-ins and booking attempts are the point of that table (decision 070).
 *
 * Shared by test/stress/hostile-input.db.test.ts (fast) and
 * test/stress/hostile.ts (`npm run stress:hostile`, many more runs).
 */
import { mintManageLink } from '../../src/server/services/manage-booking/manage-links.ts';
import { eq, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../src/server/db/client.ts';
import { categories, closures, outbox, services, staff, technicianDaysOff } from '../../src/server/db/schema.ts';
import { insertTestAppointment } from '../support/fixtures/appointments.ts';
import { signInAsStaff, sameOriginHeaders } from '../support/sign-in.ts';

export interface RequestableApp {
  readonly routes: readonly { readonly method: string; readonly path: string }[];
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

export interface Endpoint {
  readonly method: string;
  /** The route pattern, e.g. /api/admin/appointments/:id/status. */
  readonly pattern: string;
  readonly admin: boolean;
}

/** Tables a refused request may still write to, and why (decision 070). */
export const WRITE_TOLERANT_TABLES = ['rate_limit_events'] as const;

/**
 * Every concrete API endpoint of the app: method + pattern, without the
 * middleware entries (`ALL` and `*` patterns).
 */
export function apiEndpoints(app: RequestableApp): Endpoint[] {
  const seen = new Set<string>();
  const endpoints: Endpoint[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*') || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push({ method: route.method, pattern: route.path, admin: route.path.startsWith('/api/admin') });
  }
  return endpoints;
}

/** Raw query rows; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error('Unexpected result shape from db.execute');
}

/** The rows of every table as one checksum per table (order-independent). */
/** The last snapshot of each database, with the transaction counter it was taken at. */
const lastSnapshots = new WeakMap<Database, { readonly xmax: string; readonly snapshot: Record<string, string> }>();

/**
 * Every table's row count and content digest. A table changes only in a transaction that was given an id,
 * and every such transaction moves the snapshot's xmax (the first id not yet completed): while it has not
 * moved since the last snapshot of this database, that snapshot is still true and is answered again,
 * which spares the sweep most of its snapshots (a refused request usually writes nothing at all).
 */
export async function tableSnapshot(db: Database): Promise<Record<string, string>> {
  const [position] = await queryRows<{ xmax: string }>(
    db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  const last = lastSnapshots.get(db);
  if (position && last?.xmax === position.xmax) return last.snapshot;
  const snapshot = await readTableSnapshot(db);
  if (position) lastSnapshots.set(db, { xmax: position.xmax, snapshot });
  return snapshot;
}

async function readTableSnapshot(db: Database): Promise<Record<string, string>> {
  const tables = (
    await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.table_name)
    .filter((name) => !(WRITE_TOLERANT_TABLES as readonly string[]).includes(name));
  if (tables.length === 0) return {};
  // One statement for every table: the sweep takes two snapshots per request, and a round trip per table
  // made the snapshots most of the suite's time.
  const rows = await queryRows<{ name: string; rows: number; digest: string | null }>(
    db,
    sql.join(
      tables.map(
        (name) =>
          sql`select ${name}::text as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
      ),
      sql` union all `,
    ),
  );
  const snapshot: Record<string, string> = {};
  for (const row of rows) snapshot[row.name] = `${row.rows}:${row.digest ?? ''}`;
  return snapshot;
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** Ids that exist in the database, so that some fuzzed requests reach deep into the handlers. */
export interface KnownIds {
  appointmentIds: string[];
  /** Every staff row (technicians and login accounts alike). */
  technicianIds: string[];
  serviceIds: number[];
  outboxIds: number[];
  categoryIds: number[];
  closureIds: number[];
  dayOffIds: number[];
  /** Customer records. */
  customerIds: string[];
  /** Working private links of the first appointment, so manage requests reach the handlers. */
  manageTokens: string[];
}

export const NO_KNOWN_IDS: KnownIds = {
  appointmentIds: [],
  technicianIds: [],
  serviceIds: [],
  outboxIds: [],
  categoryIds: [],
  closureIds: [],
  dayOffIds: [],
  customerIds: [],
  manageTokens: [],
};

export async function readKnownIds(db: Database): Promise<KnownIds> {
  const rows = await queryRows<{ id: string }>(db, sql`select id::text as id from appointments order by created_at`);
  const technicians = await db.select({ id: staff.id }).from(staff);
  const menu = await db.select({ id: services.id }).from(services);
  const messages = await db.select({ id: outbox.id }).from(outbox);
  const shelves = await db.select({ id: categories.id }).from(categories);
  const closed = await db.select({ id: closures.id }).from(closures);
  const daysOff = await db.select({ id: technicianDaysOff.id }).from(technicianDaysOff);
  const people = await queryRows<{ id: string }>(db, sql`select id::text as id from customers order by created_at`);
  // A fresh link each time: written before the caller's snapshot, like the rows the seeds refill.
  const first = rows[0]?.id;
  const manageTokens = first
    ? [await mintManageLink(db, { appointmentId: first, outboxId: null, now: new Date() })]
    : [];
  return {
    appointmentIds: rows.map((row) => row.id),
    technicianIds: technicians.map((row) => row.id),
    serviceIds: menu.map((row) => row.id),
    outboxIds: messages.map((row) => row.id),
    categoryIds: shelves.map((row) => row.id),
    closureIds: closed.map((row) => row.id),
    dayOffIds: daysOff.map((row) => row.id),
    customerIds: people.map((row) => row.id),
    manageTokens,
  };
}

/**
 * Real ids for one path parameter of one route pattern, so that a fuzzed or swept request can
 * reach past "not found" into the handler. Empty when the database holds none.
 */
export function realPathValues(name: string, pattern: string, known: KnownIds): string[] {
  if (name === 'dayOffId') return known.dayOffIds.map(String);
  if (name === 'serviceId' || pattern.includes('/menu/services/')) return known.serviceIds.map(String);
  if (pattern.includes('/menu/categories/')) return known.categoryIds.map(String);
  if (pattern.includes('/closures/')) return known.closureIds.map(String);
  if (pattern.includes('/outbox/')) return known.outboxIds.map(String);
  if (pattern.includes('/customers/')) return known.customerIds;
  if (pattern.includes('/technicians/') || pattern.includes('/accounts/')) return known.technicianIds;
  return known.appointmentIds;
}

/**
 * Rows the owner-only settings routes act on (an empty category, a closure, a day off), so that
 * their path parameters have real values to hit. Idempotent.
 */
export async function seedSettingsRows(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values({ name: 'Hostile Shelf', slug: 'hostile-shelf', sortOrder: 999 })
    .onConflictDoNothing();
  if ((await db.select({ id: closures.id }).from(closures).limit(1)).length === 0) {
    await db.insert(closures).values({ date: '2026-12-14', reason: XSS_PAYLOADS[0] });
  }
  const [technician] = await db.select({ id: staff.id }).from(staff).where(eq(staff.isTechnician, true)).limit(1);
  if (technician) {
    await db
      .insert(technicianDaysOff)
      .values({ staffId: technician.id, date: '2026-12-12', note: SQL_PAYLOADS[0] })
      .onConflictDoNothing();
  }
}

export const XSS_PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

export const SQL_PAYLOADS = [
  "' or '1'='1",
  "'; drop table appointments; --",
  '1; select pg_sleep(1)',
  "1' union select email, password_hash from staff --",
  '%',
  '_',
  '\\',
  '\u0000',
] as const;

/** Appointments for the admin fuzz: some ordinary, some with hostile text stored in customer fields. */
export async function seedAppointments(db: Database, count = 4): Promise<void> {
  const technicians = await db.select({ id: staff.id }).from(staff);
  for (let index = 0; index < count; index += 1) {
    await insertTestAppointment(db, {
      date: index % 2 === 0 ? '2026-11-24' : '2026-11-25',
      start: index % 3 === 0 ? '11:00' : '14:30',
      status: (['pending', 'confirmed', 'completed', 'cancelled'] as const)[index % 4],
      name: index % 2 === 0 ? (XSS_PAYLOADS[index % XSS_PAYLOADS.length] ?? 'x') : `Guest ${index}`,
      notes: SQL_PAYLOADS[index % SQL_PAYLOADS.length]?.replace('\u0000', '') ?? null,
      technicianId: index % 2 === 1 ? (technicians[index % technicians.length]?.id ?? null) : null,
    });
  }
}

// ---------------------------------------------------------------- generators

const hugeString = fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length));
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...XSS_PAYLOADS, ...SQL_PAYLOADS),
  fc.constantFrom('', ' ', '\u202e', '😀👩‍👩‍👧', 'ค่ะ', '\uFEFF', '\uD800', 'null', 'undefined', 'NaN', 'true', '[]', '{}'),
  hugeString,
);
const hostileDate = fc.constantFrom(
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-11-29', // Sunday
  '2026-11-22', // yesterday (the clock is Monday 2026-11-23)
  '2020-01-01',
  '2026-12-14', // past the booking window
  '2026-11-24', // valid tomorrow
  '2026-11-23', // today
  '9999-12-31',
  '0000-01-01',
  '+275760-09-13',
  '2026-1-1',
  '2026-11-24T11:00',
  '24.11.2026',
);
const hostileTime = fc.constantFrom(
  '09:45',
  '10:07',
  '11:00',
  '20:45',
  '21:00',
  '24:00',
  '23:59',
  '-1:00',
  '11:00:00',
  '7pm',
  ' 11:00',
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 5 }),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((value) => value.toString()),
);

function hostileValue(known: KnownIds): fc.Arbitrary<unknown> {
  const someId = fc.oneof(
    fc.constantFrom(...known.appointmentIds, ...known.technicianIds, '00000000-0000-4000-8000-000000000000'),
    fc.constantFrom(...known.serviceIds, ...known.outboxIds, ...known.categoryIds, ...known.closureIds, -1, 0, 999_999),
    fc.uuid(),
  );
  return fc.oneof(
    { weight: 3, arbitrary: hostileText },
    { weight: 2, arbitrary: hostileDate },
    { weight: 1, arbitrary: hostileTime },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 2, arbitrary: someId },
    { weight: 1, arbitrary: fc.array(someId, { maxLength: 14 }) },
    { weight: 1, arbitrary: someId.map((id) => [id, id]) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.jsonValue() },
    {
      weight: 1,
      arbitrary: fc.constantFrom('pending', 'confirmed', 'completed', 'cancelled', 'all', 'daily', 'monthly'),
    },
  );
}

/** Field names the API knows (any endpoint); a body or query mixes them with unknown ones. */
const FIELD_NAMES = [
  'token',
  'serviceIds',
  'services',
  'date',
  'time',
  'name',
  'email',
  'phone',
  'notes',
  'idempotencyKey',
  'website',
  'password',
  'version',
  'status',
  'technicianId',
  'technician',
  'discountPercentage',
  'serviceId',
  'acknowledgeWarnings',
  // The front desk.
  'source',
  'override',
  'exclude',
  'q',
  'time',
  'page',
  'pageSize',
  'period',
  // Customers.
  'contact',
  // The owner-only settings routes.
  'hours',
  'pattern',
  'firstDate',
  'lastDate',
  'fromMinute',
  'toMinute',
  'reason',
  'acknowledgedChange',
  'direction',
  'categoryId',
  'description',
  'durationMinutes',
  'priceThb',
  'visible',
  'role',
  'active',
  'credential',
  'capacity',
  'bufferMinutes',
  'windowDaysAhead',
  'minimumNoticeMinutes',
  'phoneE164',
  'mapsUrl',
  'discountOfferText',
  'area',
  '__proto__',
  'constructor',
] as const;

function hostileRecord(known: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue(known), { maxKeys: 8 }),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

/** Near-valid bodies (one field away from right) so that the fuzz also reaches the services. */
function nearValidBody(known: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  const service = fc.constantFrom(...known.serviceIds);
  const booking = fc.record({
    serviceIds: fc.array(service, { minLength: 1, maxLength: 3 }),
    date: hostileDate,
    time: hostileTime,
    name: fc.oneof(fc.constantFrom(...XSS_PAYLOADS), fc.string({ minLength: 1, maxLength: 100 })),
    email: fc.oneof(fc.emailAddress(), fc.constant('guest@example.com')),
    phone: fc.constantFrom('+66 81 234 5678', '081-234-5678', '12345678'),
    notes: fc.oneof(fc.constantFrom(...XSS_PAYLOADS), fc.string({ maxLength: 50 })),
  });
  const edit = fc.record(
    {
      version: fc.oneof(fc.integer({ min: 0, max: 4 }), hostileNumber),
      status: fc.constantFrom('pending', 'confirmed', 'completed', 'cancelled', 'done'),
      technicianId: fc.oneof(fc.constantFrom(...known.technicianIds, null), fc.uuid()),
      discountPercentage: fc.constantFrom(0, 10, 20, 100, 15, -10, 101),
      serviceId: fc.oneof(service, hostileNumber),
      acknowledgeWarnings: fc.oneof(fc.boolean(), fc.string()),
    },
    { requiredKeys: ['version'] },
  );
  const signIn = fc.record({
    email: fc.oneof(fc.emailAddress(), hostileText),
    password: hostileText,
  });
  // The front desk: a staff booking, a walk-in or a move, with or without a capacity override.
  const frontDesk = fc.record(
    {
      serviceIds: fc.array(service, { minLength: 1, maxLength: 3 }),
      date: hostileDate,
      time: fc.oneof(hostileTime, fc.constantFrom('11:05', '16:05', '20:55')),
      technicianId: fc.oneof(fc.constantFrom(...known.technicianIds, null), fc.uuid()),
      name: fc.oneof(fc.constantFrom(...XSS_PAYLOADS), fc.string({ minLength: 1, maxLength: 100 })),
      email: fc.constantFrom('', 'guest@example.com', 'not an address'),
      phone: fc.constantFrom('081 234 5678', '', '12'),
      source: fc.constantFrom('phone', 'walk_in', 'line', 'online', 'fax'),
      override: fc.oneof(
        fc.constant(null),
        fc.record({ reason: fc.oneof(fc.constant('Customer at the desk'), hostileText) }),
      ),
      version: fc.integer({ min: 0, max: 4 }),
    },
    { requiredKeys: ['serviceIds', 'date', 'time', 'technicianId', 'name', 'phone', 'source', 'version'] },
  );
  // A customer's notes: multi-line text, hostile text, or past the bound.
  const customerNotes = fc.record(
    {
      version: fc.oneof(fc.integer({ min: 0, max: 4 }), hostileNumber),
      notes: fc.oneof(hostileText, fc.string({ maxLength: 80 }), fc.constant('x'.repeat(2001))),
    },
    { requiredKeys: ['version'] },
  );
  return fc.oneof(booking, edit, signIn, frontDesk, customerNotes, nearValidSettingsBody(known));
}

/** One day of a weekly pattern: mostly plausible, sometimes one value off (off-grid, reversed, past midnight). */
const dayWindow = fc.oneof(
  fc.constant(null),
  fc.record({
    opensAtMinute: fc.oneof(fc.constantFrom(0, 540, 600, 615, 607, 1440, -15), hostileNumber),
    closesAtMinute: fc.constantFrom(1260, 1275, 600, 1440, 1455, 0, 0.5),
  }),
);
const weekPattern = fc.oneof(
  fc.array(dayWindow, { minLength: 7, maxLength: 7 }),
  fc.array(dayWindow, { minLength: 0, maxLength: 9 }),
);

/** Near-valid bodies of the owner-only settings routes. */
function nearValidSettingsBody(known: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  const settingsVersion = fc.oneof(fc.integer({ min: 0, max: 3 }), hostileNumber);
  const accountVersion = fc.oneof(
    fc.constantFrom('2026-11-23T03:00:00.000000Z', '2026-11-23T03:00:00Z', ''),
    hostileText,
  );
  const hours = fc.record({ hours: weekPattern, version: settingsVersion });
  const week = fc.record({ pattern: fc.oneof(fc.constant(null), weekPattern), version: settingsVersion });
  const closure = fc.record(
    {
      firstDate: hostileDate,
      lastDate: hostileDate,
      fromMinute: fc.oneof(fc.constantFrom(null, 600, 615, 607, 1440), hostileNumber),
      toMinute: fc.oneof(fc.constantFrom(null, 720, 600, 1455), hostileNumber),
      reason: fc.oneof(fc.constantFrom(...XSS_PAYLOADS, 'Closed for Songkran', ''), hostileText),
      note: hostileText,
      acknowledgedChange: fc.oneof(fc.constant('0'.repeat(32)), hostileText),
    },
    { requiredKeys: ['firstDate'] },
  );
  const service = fc.record(
    {
      version: settingsVersion,
      name: fc.oneof(fc.constantFrom(...XSS_PAYLOADS, 'Classic Manicure', 'New Ritual'), hostileText),
      description: hostileText,
      durationMinutes: fc.oneof(fc.constantFrom(5, 30, 45, 480, 485, 7, 0), hostileNumber),
      priceThb: fc.oneof(fc.constantFrom(0, 500, 100_000, 100_001, -1), hostileNumber),
      categoryId: fc.oneof(fc.constantFrom(...known.categoryIds, 0, 999_999), hostileNumber),
      visible: fc.oneof(fc.boolean(), hostileText),
      direction: fc.constantFrom('up', 'down', 'left', ''),
    },
    { requiredKeys: ['name'] },
  );
  const rules = fc.record({
    version: settingsVersion,
    capacity: fc.oneof(fc.constantFrom(1, 3, 0, 99), hostileNumber),
    bufferMinutes: fc.oneof(fc.constantFrom(0, 15, 30, 7), hostileNumber),
    windowDaysAhead: fc.oneof(fc.constantFrom(1, 14, 365, 0), hostileNumber),
    minimumNoticeMinutes: fc.oneof(fc.constantFrom(0, 60, 1440), hostileNumber),
  });
  const account = fc.record(
    {
      version: accountVersion,
      email: fc.oneof(fc.emailAddress(), hostileText),
      role: fc.constantFrom('owner', 'staff', 'admin', ''),
      technician: fc.oneof(fc.boolean(), hostileText),
      active: fc.oneof(fc.boolean(), hostileText),
      credential: fc.constantFrom('password', 'link', 'magic'),
      password: fc.oneof(fc.constant('a-long-enough-password'), hostileText),
    },
    { requiredKeys: ['credential'] },
  );
  return fc.oneof(hours, week, closure, service, rules, account);
}

function pathParam(name: string, pattern: string, known: KnownIds): fc.Arbitrary<string> {
  const junk = fc.oneof(
    fc.constantFrom('0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', '00000000-0000-4000-8000-000000000000'),
    fc.constantFrom(...SQL_PAYLOADS, ...XSS_PAYLOADS).map(encodeURIComponent),
    fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.constantFrom('%E0%A4%A', '%', '%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(600)),
  );
  const values = realPathValues(name, pattern, known);
  const real = values.length ? fc.constantFrom(...values) : fc.constant('00000000-0000-4000-8000-000000000000');
  return fc.oneof({ weight: 2, arbitrary: real }, { weight: 2, arbitrary: junk });
}

export interface HostileRequest {
  readonly endpoint: Endpoint;
  readonly method: string;
  readonly url: string;
  readonly contentType: string | undefined;
  readonly body: string | undefined;
}

/** Mostly JSON (so bodies reach the validators), sometimes a wrong or missing type. */
const contentTypeArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/jsonp',
      undefined,
    ),
  },
);

export function hostileRequest(endpoint: Endpoint, known: KnownIds): fc.Arbitrary<HostileRequest> {
  const names = [...endpoint.pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? 'id');
  const params = fc.tuple(...names.map((name) => pathParam(name, endpoint.pattern, known)));
  const query = fc.oneof(
    fc.constant(''),
    hostileRecord(known).map((record) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(record)) {
        search.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      }
      const text = search.toString();
      return text ? `?${text}` : '';
    }),
    fc.constantFrom('?date=%E0%A4%A', '?services=1,1,1', '?services=-1', '?version=1&version=2', '?page=1e9', '?q=%00'),
  );
  const body = fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: hostileRecord(known).map((value) => JSON.stringify(value)) },
    { weight: 3, arbitrary: nearValidBody(known).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string(),
        fc.constantFrom(
          '{',
          '{"version":',
          '[1,2',
          'null',
          '"',
          '{"a":1}{"b":2}',
          '\uFEFF{}',
          'version=1&status=confirmed',
        ),
      ),
    },
    { weight: 1, arbitrary: hugeString.map((text) => JSON.stringify({ name: text, notes: text })) },
  );
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(endpoint.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') },
  );
  return fc
    .record({ params, query, body, method, contentType: contentTypeArbitrary })
    .map(({ params: values, query: search, body: text, method: verb, contentType }) => {
      let index = 0;
      const path = endpoint.pattern.replace(/:[A-Za-z0-9_]+(?:\{[^}]*\})?/g, () => values[index++] ?? 'x');
      const hasBody = text !== undefined && verb !== 'GET' && verb !== 'HEAD';
      return {
        endpoint,
        method: verb,
        url: `${path}${search}`,
        contentType: hasBody ? contentType : undefined,
        body: hasBody ? text : undefined,
      };
    });
}

// ---------------------------------------------------------------- the run

export interface HostileOptions {
  readonly app: RequestableApp;
  readonly db: Database;
  readonly numRuns: number;
  readonly seed?: number;
  /** Called between runs, e.g. to refill appointments that a valid fuzzed DELETE removed. */
  readonly onProgress?: (done: number) => void;
}

export interface HostileSummary {
  readonly runs: number;
  readonly endpoints: number;
  readonly byStatus: Record<string, number>;
  readonly byEndpoint: Record<string, number>;
  /** Per endpoint pattern, how often each status was answered (e.g. proves the owner routes were not all 403). */
  readonly byEndpointStatus: Record<string, Record<string, number>>;
  readonly writesAccepted: number;
  readonly violations: string[];
  readonly seed: number | undefined;
  readonly counterexample: string | undefined;
}

/**
 * Fuzzes every endpoint `numRuns` times in total (spread evenly, each endpoint
 * at least once per cycle) and reports every 5xx and every write from a 4xx.
 */
export async function runHostileInput(options: HostileOptions): Promise<HostileSummary> {
  const { app, db } = options;
  if ((await queryRows(db, sql`select 1 from appointments limit 1`)).length === 0) await seedAppointments(db);
  // One booking through the public API, so the outbox holds real messages for the outbox endpoints.
  const booked = await app.request('/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      serviceIds: (await readKnownIds(db)).serviceIds.slice(0, 1),
      date: '2026-11-26',
      time: '15:00',
      name: XSS_PAYLOADS[0],
      email: 'hostile-guest@example.com',
      phone: '+66 81 234 5678',
      notes: XSS_PAYLOADS[1],
    }),
  });
  if (booked.status !== 201) throw new Error(`The setup booking was refused with ${booked.status}`);
  await seedSettingsRows(db);
  // An owner, asked for by name: the settings routes refuse staff, and an owner may also use every staff route.
  const ownerSession = await signInAsStaff(app, db, 'hostile-fuzz@salon.example', 'owner');
  const endpoints = apiEndpoints(app);
  const byStatus: Record<string, number> = {};
  const byEndpoint: Record<string, number> = {};
  const byEndpointStatus: Record<string, Record<string, number>> = {};
  const violations: string[] = [];
  let writesAccepted = 0;
  let done = 0;
  let known = await readKnownIds(db);

  const perEndpoint = Math.max(1, Math.ceil(options.numRuns / endpoints.length));
  let counterexample: string | undefined;
  for (const endpoint of endpoints) {
    const property = fc.asyncProperty(hostileRequest(endpoint, known), async (request) => {
      const headers: Record<string, string> = {};
      if (request.contentType) headers['content-type'] = request.contentType;
      // Admin routes get a live owner session; sign-out never does, or the session would end mid-run.
      if (endpoint.admin) Object.assign(headers, ownerSession.headers);
      else Object.assign(headers, sameOriginHeaders);
      const before = await tableSnapshot(db);
      const init: RequestInit = { method: request.method, headers };
      if (request.body !== undefined) {
        init.body = request.body;
        // What a real client (and Node's server) would send; the JSON-only check reads it.
        headers['content-length'] = String(Buffer.byteLength(request.body));
      }
      const response = await app.request(request.url, init);
      await response.arrayBuffer();
      const status = response.status;
      byStatus[String(status)] = (byStatus[String(status)] ?? 0) + 1;
      const key = `${endpoint.method} ${endpoint.pattern}`;
      byEndpoint[key] = (byEndpoint[key] ?? 0) + 1;
      const statuses = (byEndpointStatus[key] ??= {});
      statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
      done += 1;
      options.onProgress?.(done);
      const where = `${request.method} ${request.url.slice(0, 200)} [${request.contentType ?? 'no type'}] ${
        request.body?.slice(0, 200) ?? ''
      }`;
      if (status >= 500) {
        violations.push(`${status} from ${where}`);
        return false;
      }
      if (status >= 400) {
        const changed = changedTables(before, await tableSnapshot(db));
        if (changed.length) {
          violations.push(`${status} but wrote ${changed.join(', ')}: ${where}`);
          return false;
        }
      } else if (request.method !== 'GET') {
        writesAccepted += 1;
      }
      return true;
    });
    const result = await fc.check(property, {
      numRuns: perEndpoint,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
    });
    if (result.failed && !counterexample) counterexample = fc.defaultReportMessage(result) ?? 'failed';
    // Valid fuzzed edits may have deleted or changed appointments: refill and re-read ids for the next endpoint.
    const remaining = await queryRows(db, sql`select 1 from appointments`);
    if (remaining.length < 3) await seedAppointments(db);
    await seedSettingsRows(db);
    known = await readKnownIds(db);
  }
  return {
    runs: done,
    endpoints: endpoints.length,
    byStatus,
    byEndpoint,
    byEndpointStatus,
    writesAccepted,
    violations,
    seed: options.seed,
    counterexample,
  };
}
