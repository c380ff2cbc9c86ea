/**
 * Access (issue 8, item 5). Every admin endpoint, found in the app's route
 * table, is sent a request that WOULD succeed for signed-in staff (proved by
 * the control case at the end), but without a session, with an expired one,
 * with tampered cookies, and cross-site. None answers admin data, none
 * changes a row. Public responses never carry another customer's e-mail or
 * phone. Decision record 071.
 */
import { count, eq, gt } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { publicPaths } from '../../src/config/site-routes.ts';
import { DEV_SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { SESSION_IDLE_MS } from '../../src/server/auth/session-policy.ts';
import { defaultSalonConfig } from '../../src/config/salon.ts';
import {
  appointments,
  checkoutSettings,
  categories,
  closures,
  manageLinks,
  rateLimitEvents,
  customers,
  outbox,
  products,
  services,
  sessions,
  staff,
  technicianDaysOff,
  technicianWorkWeeks,
} from '../../src/server/db/schema.ts';
import { insertTestAppointment, seededTechnicians } from '../support/fixtures/appointments.ts';
import { MANAGE_LINK_INVALID_KEY } from '../../src/domain/manage-booking.ts';
import { mintManageLink } from '../../src/server/services/manage-booking/manage-links.ts';
import { listStaffAccounts } from '../../src/server/services/staff/manage-staff-accounts.ts';
import { readSalonSettings } from '../../src/server/services/settings/salon-settings-store.ts';
import { sameOriginHeaders, signInAsStaff } from '../support/sign-in.ts';
import { call, createTestApp, createTestClock, type TestClock } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { apiEndpoints, changedTables, tableSnapshot, type Endpoint } from './hostile-suite.ts';

const MANAGE_LINK_INVALID_MESSAGE =
  'This booking link is not valid or has expired. Please contact the salon to change your booking.';

const testDb = useTestDatabase();

/** Customers whose contact details must never appear in a public answer, nor in a refused admin answer. */
const CUSTOMERS = [
  { name: 'Ottoline Quarrington', email: 'ottoline.q.7731@private.example', phone: '+66 89 777 1234' },
  { name: 'Bartholomew Zyx', email: 'bart.zyx.5521@private.example', phone: '+44 7700 900 461' },
  { name: 'Marisol Ekwueme', email: 'marisol.e.9090@private.example', phone: '081-555-0199' },
] as const;
const SECRETS = CUSTOMERS.flatMap((customer) => [
  customer.email,
  customer.phone,
  customer.phone.replace(/\D/g, ''),
  customer.name,
]);

function leakedSecrets(text: string, except: readonly string[] = []): string[] {
  const haystack = text.toLowerCase();
  const digits = text.replace(/\D/g, '');
  return SECRETS.filter((secret) => !except.includes(secret)).filter((secret) =>
    /^\d+$/.test(secret) ? digits.includes(secret) : haystack.includes(secret.toLowerCase()),
  );
}

let clock: TestClock;
let app: ReturnType<typeof createTestApp>['app'];
let appointmentId: string;
let outboxId: number;
/** A customer record the bookings below made, and its notes' version now (issue 14). */
let customerId: string;
let customerVersion: number;
let technicianId: string;
let addableServiceId: number;
let removableServiceId: number;

/**
 * Rows the owner-only settings routes act on, made in beforeEach so that every
 * settings endpoint has something real to change (issue 13).
 */
interface SettingsFixture {
  /** An empty category (only an empty one may be deleted), last in the menu so it can move up. */
  readonly categoryId: number;
  /** A service no appointment lists (only such a one may be deleted), last in its category. */
  readonly serviceId: number;
  readonly serviceCategoryId: number;
  readonly closureId: number;
  readonly dayOffId: number;
  /** Staff accounts to change: one gets a new role and a password link, the other is deactivated. */
  readonly roleAccountId: string;
  readonly activeAccountId: string;
}
let fixture: SettingsFixture;

async function createSettingsFixture(): Promise<SettingsFixture> {
  const db = testDb.db;
  const [spare] = await db
    .insert(categories)
    .values({ name: 'Spare Shelf', slug: 'spare-shelf', sortOrder: 999 })
    .returning({ id: categories.id });
  const [firstCategory] = await db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(categories.sortOrder)
    .limit(1);
  if (!spare || !firstCategory) throw new Error('menu fixture missing');
  const [disposable] = await db
    .insert(services)
    .values({
      categoryId: firstCategory.id,
      name: 'Disposable Ritual',
      priceThb: 500,
      durationMinutes: 30,
      sortOrder: 999,
    })
    .returning({ id: services.id });
  // A Monday and a Saturday in December with no appointment, so neither removal touches a booking.
  const [closure] = await db
    .insert(closures)
    .values({ date: '2026-12-14', reason: 'Staff training' })
    .returning({ id: closures.id });
  const [dayOff] = await db
    .insert(technicianDaysOff)
    .values({ staffId: technicianId, date: '2026-12-12', note: 'Dentist' })
    .returning({ id: technicianDaysOff.id });
  const accounts = await db
    .insert(staff)
    .values([
      { email: 'role-change@salon.example', role: 'staff' },
      { email: 'leaving@salon.example', role: 'staff' },
    ])
    .returning({ id: staff.id });
  if (!disposable || !closure || !dayOff || accounts.length !== 2) throw new Error('settings fixture missing');
  return {
    categoryId: spare.id,
    serviceId: disposable.id,
    serviceCategoryId: firstCategory.id,
    closureId: closure.id,
    dayOffId: dayOff.id,
    roleAccountId: accounts[0]?.id ?? '',
    activeAccountId: accounts[1]?.id ?? '',
  };
}

function fakeBuiltClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'access-client-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'prerendered', 'services.html'), '<!doctype html><div id="root"><h1>Our Services</h1></div>');
  return dir;
}

beforeEach(async () => {
  await testDb.reset();
  clock = createTestClock();
  app = createTestApp({ db: testDb.db, clock, clientDir: fakeBuiltClient() }).app;
  // Real bookings through the public API (they also fill the outbox).
  const [manicure] = await testDb.db.select().from(services).where(eq(services.name, 'Classic Manicure'));
  if (!manicure) throw new Error('seed missing');
  for (const [index, customer] of CUSTOMERS.entries()) {
    const response = await call(app, 'POST', '/api/bookings', {
      serviceIds: [manicure.id],
      date: '2026-11-24',
      time: `1${index + 1}:00`,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      notes: `Call me on ${customer.phone}`,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  technicianId = (await seededTechnicians(testDb.db))[0]?.id ?? '';
  appointmentId = await insertTestAppointment(testDb.db, {
    date: '2026-11-25',
    start: '11:00',
    services: ['Classic Manicure', 'Classic Pedicure'],
    name: CUSTOMERS[0].name,
    email: CUSTOMERS[0].email,
    phone: CUSTOMERS[0].phone,
  });
  const menu = await testDb.db.select({ id: services.id, name: services.name }).from(services);
  addableServiceId = menu.find((service) => service.name === 'Gel Polish Pedicure')?.id ?? 0;
  removableServiceId = menu.find((service) => service.name === 'Classic Pedicure')?.id ?? 0;
  const [message] = await testDb.db.select({ id: outbox.id }).from(outbox).limit(1);
  outboxId = message?.id ?? 0;
  await testDb.db.update(outbox).set({ status: 'failed', lastError: 'test' }).where(eq(outbox.id, outboxId));
  fixture = await createSettingsFixture();
  // The customer record the first booking made (online bookings attach one, decision 150).
  const [customer] = await testDb.db
    .select({ id: customers.id, version: customers.version })
    .from(customers)
    .where(eq(customers.emailKey, CUSTOMERS[0].email.toLowerCase()));
  customerId = customer?.id ?? '';
  customerVersion = customer?.version ?? 0;
});

interface ValidRequest {
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
}

const SETTINGS_PREFIX = '/api/admin/settings';

function isSettingsEndpoint(endpoint: Endpoint): boolean {
  return endpoint.pattern === SETTINGS_PREFIX || endpoint.pattern.startsWith(`${SETTINGS_PREFIX}/`);
}

/** Owner-only routes outside /settings, each behind its own requireOwner (the payroll report, decision 255). */
const OWNER_ONLY_OUTSIDE_SETTINGS = /^\/api\/admin\/payroll(\.csv)?$/;

function isOwnerOnlyEndpoint(endpoint: Endpoint): boolean {
  return isSettingsEndpoint(endpoint) || OWNER_ONLY_OUTSIDE_SETTINGS.test(endpoint.pattern);
}

/** A request to a staff route (appointments, calendar, technicians, outbox) that signed-in staff would see succeed. */
function validStaffRequest(endpoint: Endpoint): ValidRequest {
  const path = endpoint.pattern
    .replace(':serviceId', String(removableServiceId))
    .replace(
      ':id',
      endpoint.pattern.includes('/outbox/')
        ? String(outboxId)
        : endpoint.pattern.includes('/technicians/')
          ? technicianId
          : endpoint.pattern.includes('/customers/')
            ? customerId
            : appointmentId,
    );
  // The front desk (issue 14): a free Monday evening, and an override so a full time never refuses.
  const deskCustomer = {
    serviceIds: [addableServiceId],
    technicianId: null,
    name: 'Desk Control',
    phone: '081 234 5678',
    override: { reason: 'Access suite control' },
  };
  if (path.endsWith('/free-technicians')) {
    return { method: 'GET', path: `${path}?date=2026-12-07&time=12:00&durationMinutes=30` };
  }
  if (endpoint.method === 'POST' && /\/api\/admin\/appointments\/?$/.test(path)) {
    return { method: 'POST', path, body: { ...deskCustomer, date: '2026-12-07', time: '19:05', source: 'phone' } };
  }
  if (path.endsWith('/walk-in')) return { method: 'POST', path, body: deskCustomer };
  if (path.endsWith('/move')) {
    const to = { date: '2026-12-07', time: '12:05', technicianId: null, override: deskCustomer.override };
    return { method: endpoint.method, path, body: { version: 1, ...to } };
  }
  // Customers and exports (issue 14).
  if (path.endsWith('/customers/lookup')) return { method: 'GET', path: `${path}?contact=081%20234` };
  if (path.endsWith('/notes'))
    return { method: 'PATCH', path, body: { version: customerVersion, notes: 'Access control' } };
  // The payroll report of a month (decision 255; owner-only).
  if (OWNER_ONLY_OUTSIDE_SETTINGS.test(path)) return { method: 'GET', path: `${path}?from=2026-11-01&to=2026-11-30` };
  // The staff member's own admin language (issue 16).
  if (path.endsWith('/me/language')) return { method: 'PUT', path, body: { language: 'th' } };
  if (endpoint.method === 'GET') return { method: 'GET', path };
  if (endpoint.method === 'DELETE') return { method: 'DELETE', path: `${path}?version=1` };
  const body: Record<string, unknown> = { version: 1 };
  if (path.endsWith('/status')) body.status = 'confirmed';
  if (path.endsWith('/technician')) body.technicianId = technicianId;
  if (path.endsWith('/discount')) body.discountPercentage = 10;
  if (path.endsWith('/services')) Object.assign(body, { serviceId: addableServiceId, acknowledgeWarnings: true });
  return { method: endpoint.method, path, body };
}

async function rowVersion(table: typeof categories | typeof services, id: number): Promise<number> {
  const [row] = await testDb.db.select({ version: table.version }).from(table).where(eq(table.id, id));
  if (!row) throw new Error(`row ${id} is gone`);
  return row.version;
}

async function accountVersion(id: string): Promise<string> {
  // The token GET /api/admin/settings/accounts answers (updated_at to the microsecond).
  const account = (await listStaffAccounts(testDb.db, clock())).find((candidate) => candidate.id === id);
  if (!account) throw new Error(`account ${id} is gone`);
  return account.version;
}

/** A product no sale names (so it may be changed or deleted), made for the request. */
async function aProduct(): Promise<{ id: number; name: string; version: number }> {
  const [product] = await testDb.db
    .insert(products)
    .values({ name: `Hand cream ${Math.random().toString(36).slice(2, 8)}`, priceSatang: 19000 })
    .returning({ id: products.id, name: products.name, version: products.version });
  if (!product) throw new Error('no product');
  return product;
}

async function technicianWeekVersion(): Promise<number> {
  const [row] = await testDb.db
    .select({ version: technicianWorkWeeks.version })
    .from(technicianWorkWeeks)
    .where(eq(technicianWorkWeeks.staffId, technicianId));
  return row?.version ?? 0; // 0: no pattern yet, as GET /api/admin/settings/technicians reports it.
}

/**
 * A request to an owner-only settings route that a signed-in owner would see succeed, built from the
 * database as it is now (current versions), so it can be called right before each request.
 * Keyed by method and the pattern under /api/admin/settings; a route added without an entry here fails
 * the test loudly rather than being skipped.
 */
const SETTINGS_REQUESTS: Record<string, () => Promise<ValidRequest>> = {
  'GET /menu': async () => ({ method: 'GET', path: '/menu' }),
  'POST /menu/categories': async () => ({ method: 'POST', path: '/menu/categories', body: { name: 'Gift Sets' } }),
  'PATCH /menu/categories/:id': async () => ({
    method: 'PATCH',
    path: `/menu/categories/${fixture.categoryId}`,
    body: { version: await rowVersion(categories, fixture.categoryId), name: 'Spare Shelf Renamed' },
  }),
  'POST /menu/categories/:id/move': async () => ({
    method: 'POST',
    path: `/menu/categories/${fixture.categoryId}/move`,
    body: { direction: 'up' },
  }),
  'DELETE /menu/categories/:id': async () => ({
    method: 'DELETE',
    path: `/menu/categories/${fixture.categoryId}?version=${await rowVersion(categories, fixture.categoryId)}`,
  }),
  'POST /menu/services': async () => ({
    method: 'POST',
    path: '/menu/services',
    body: {
      name: 'Brand New Treatment',
      description: 'A short description.',
      durationMinutes: 45,
      priceThb: 650,
      categoryId: fixture.serviceCategoryId,
      visible: false,
    },
  }),
  'PATCH /menu/services/:id': async () => ({
    method: 'PATCH',
    path: `/menu/services/${fixture.serviceId}`,
    body: {
      version: await rowVersion(services, fixture.serviceId),
      name: 'Disposable Ritual Deluxe',
      description: '',
      durationMinutes: 35,
      priceThb: 550,
      categoryId: fixture.serviceCategoryId,
      visible: true,
    },
  }),
  'PATCH /menu/services/:id/visibility': async () => ({
    method: 'PATCH',
    path: `/menu/services/${fixture.serviceId}/visibility`,
    body: { version: await rowVersion(services, fixture.serviceId), visible: false },
  }),
  'POST /menu/services/:id/move': async () => ({
    method: 'POST',
    path: `/menu/services/${fixture.serviceId}/move`,
    body: { direction: 'up' },
  }),
  'DELETE /menu/services/:id': async () => ({
    method: 'DELETE',
    path: `/menu/services/${fixture.serviceId}?version=${await rowVersion(services, fixture.serviceId)}`,
  }),
  'GET /hours': async () => ({ method: 'GET', path: '/hours' }),
  'PUT /hours': async () => {
    const { hours } = await readSalonSettings(testDb.db, defaultSalonConfig);
    // Saturday ends an hour later: a real change that narrows nothing, so no appointment is affected.
    const widened = hours.value.map((day, index) =>
      index === 5 && day
        ? { opensAtMinute: day.opensAtMinute, closesAtMinute: Math.min(1440, day.closesAtMinute + 60) }
        : day,
    );
    return { method: 'PUT', path: '/hours', body: { hours: widened, version: hours.version } };
  },
  'GET /closures': async () => ({ method: 'GET', path: '/closures' }),
  'POST /closures': async () => ({
    method: 'POST',
    path: '/closures',
    body: { firstDate: '2026-12-10', lastDate: '2026-12-11', fromMinute: 600, toMinute: 720, reason: 'Team outing' },
  }),
  'DELETE /closures/:id': async () => ({ method: 'DELETE', path: `/closures/${fixture.closureId}` }),
  'GET /technicians': async () => ({ method: 'GET', path: '/technicians' }),
  'PUT /technicians/:id/week': async () => {
    const { hours } = await readSalonSettings(testDb.db, defaultSalonConfig);
    // The salon's own hours: everything the technician has booked stays inside.
    return {
      method: 'PUT',
      path: `/technicians/${technicianId}/week`,
      body: { pattern: hours.value, version: await technicianWeekVersion() },
    };
  },
  'POST /technicians/:id/days-off': async () => ({
    method: 'POST',
    path: `/technicians/${technicianId}/days-off`,
    body: { firstDate: '2026-12-17', note: 'Family visit' },
  }),
  'DELETE /technicians/days-off/:dayOffId': async () => ({
    method: 'DELETE',
    path: `/technicians/days-off/${fixture.dayOffId}`,
  }),
  'GET /booking-rules': async () => ({ method: 'GET', path: '/booking-rules' }),
  'PUT /booking-rules': async () => {
    const { bookingRules } = await readSalonSettings(testDb.db, defaultSalonConfig);
    return {
      method: 'PUT',
      path: '/booking-rules',
      body: { ...bookingRules.value, bufferMinutes: 15, version: bookingRules.version },
    };
  },
  'GET /customer-changes': async () => ({ method: 'GET', path: '/customer-changes' }),
  'PUT /customer-changes': async () => {
    const { customerChanges } = await readSalonSettings(testDb.db, defaultSalonConfig);
    return {
      method: 'PUT',
      path: '/customer-changes',
      body: { ...customerChanges.value, changeCutoffHours: 12, version: customerChanges.version },
    };
  },
  'GET /details': async () => ({ method: 'GET', path: '/details' }),
  'PUT /details': async () => {
    const { details } = await readSalonSettings(testDb.db, defaultSalonConfig);
    return {
      method: 'PUT',
      path: '/details',
      body: { ...details.value, discountOfferText: '10% off your first visit', version: details.version },
    };
  },
  'GET /pages': async () => ({ method: 'GET', path: '/pages' }),
  'PUT /pages': async () => {
    const { pageTexts } = await readSalonSettings(testDb.db, defaultSalonConfig);
    return {
      method: 'PUT',
      path: '/pages',
      body: { 'en.heroTitle': 'Nails with love', 'th.heroTitle': 'เล็บสวยด้วยใจ', version: pageTexts.version },
    };
  },
  'GET /setup': async () => ({ method: 'GET', path: '/setup' }),
  'POST /setup/dismissals': async () => ({
    method: 'POST',
    path: '/setup/dismissals',
    body: { item: 'photos', dismissed: true },
  }),
  'GET /accounts': async () => ({ method: 'GET', path: '/accounts' }),
  'POST /accounts': async () => ({
    method: 'POST',
    path: '/accounts',
    body: { email: 'new.colleague@salon.example', role: 'staff', technician: false, credential: 'link' },
  }),
  'PATCH /accounts/:id/role': async () => ({
    method: 'PATCH',
    path: `/accounts/${fixture.roleAccountId}/role`,
    body: { version: await accountVersion(fixture.roleAccountId), role: 'owner' },
  }),
  'PATCH /accounts/:id/active': async () => ({
    method: 'PATCH',
    path: `/accounts/${fixture.activeAccountId}/active`,
    body: { version: await accountVersion(fixture.activeAccountId), active: false },
  }),
  'POST /accounts/:id/password': async () => ({
    method: 'POST',
    path: `/accounts/${fixture.roleAccountId}/password`,
    body: {
      version: await accountVersion(fixture.roleAccountId),
      credential: 'password',
      password: 'a-fresh-password-42',
    },
  }),
  'GET /history': async () => ({ method: 'GET', path: '/history?area=menu&page=1&pageSize=10' }),
  ...shapedOnly(['GET /photos', 'POST /photos', 'PUT /photos/:id', 'DELETE /photos/:id']),
  ...shapedOnly(['GET /checkout', 'PUT /checkout']),
  ...shapedOnly([
    'GET /deposits',
    'PUT /deposits',
    'GET /deposits/stripe',
    'PUT /deposits/stripe',
    'DELETE /deposits/stripe',
  ]),
  ...shapedOnly(['GET /line', 'PUT /line', 'POST /line', 'DELETE /line']),
  ...shapedOnly(['GET /whatsapp', 'PUT /whatsapp', 'PUT /whatsapp/templates', 'DELETE /whatsapp']),
  'GET /products': async () => ({ method: 'GET', path: '/products' }),
  'POST /products': async () => ({
    method: 'POST',
    path: '/products',
    body: { name: `Cuticle oil ${Math.random().toString(36).slice(2, 8)}`, price: 25000, visible: true },
  }),
  'PUT /products/:id': async () => {
    const product = await aProduct();
    return {
      method: 'PUT',
      path: `/products/${product.id}`,
      body: { name: product.name, price: 30000, visible: false, version: product.version },
    };
  },
  'DELETE /products/:id': async () => {
    const product = await aProduct();
    return { method: 'DELETE', path: `/products/${product.id}?version=${product.version}` };
  },
  'GET /channels': async () => ({ method: 'GET', path: '/channels' }),
  'PUT /channels': async () => ({
    method: 'PUT',
    path: '/channels',
    body: {
      order: ['whatsapp', 'line'],
      off: [],
      version: (await readSalonSettings(testDb.db, defaultSalonConfig)).messaging.version,
    },
  }),
  'GET /commission': async () => ({ method: 'GET', path: '/commission' }),
  'PUT /commission': async () => {
    const [row] = await testDb.db.select({ version: checkoutSettings.version }).from(checkoutSettings);
    return {
      method: 'PUT',
      path: '/commission',
      body: {
        version: row?.version ?? 0,
        defaultRate: { kind: 'percentage', basisPoints: 1000 },
        technicianRates: [{ technicianId, rate: { kind: 'fixed', amount: 5000 } }],
        overrides: [
          { treatmentId: addableServiceId, technicianId: null, rate: { kind: 'percentage', basisPoints: 2500 } },
        ],
      },
    };
  },
};

/**
 * Routes whose success needs more than a JSON body here (an image upload, a LINE account or a WhatsApp
 * number behind a fake server, an open cash drawer and a sale): every refusal above is still proved on
 * them by enumeration, and their success for the right person by their own suites (owner-photos.db.test.ts,
 * line-webhook.db.test.ts, whatsapp.db.test.ts, checkout.db.test.ts, which also prove staff 403 on voids
 * by default; deposits.db.test.ts, where a deposit is first held by a booking).
 */
const SUCCESS_PROVED_ELSEWHERE =
  /^\/api\/admin\/(checkout|deposits|settings\/(photos|checkout|line|whatsapp|deposits))(\/|$)/;

function shapedOnly(keys: readonly string[]): Record<string, () => Promise<ValidRequest>> {
  return Object.fromEntries(
    keys.map((key) => {
      const [method = 'GET', pattern = '/'] = key.split(' ');
      const path = pattern.replace(':id', '00000000-0000-4000-8000-000000000001');
      return [key, async () => (method === 'GET' ? { method, path } : { method, path, body: { version: 1 } })];
    }),
  );
}

/** A request to `endpoint` that the right person (staff, or an owner for the settings) would see succeed. */
async function validRequest(endpoint: Endpoint): Promise<ValidRequest> {
  if (!isSettingsEndpoint(endpoint)) return validStaffRequest(endpoint);
  const key = `${endpoint.method} ${endpoint.pattern.slice(SETTINGS_PREFIX.length).replace(/\/$/, '')}`;
  const build = SETTINGS_REQUESTS[key];
  if (!build) throw new Error(`No valid request known for the settings route ${key}: add one to SETTINGS_REQUESTS`);
  const request = await build();
  return { ...request, path: `${SETTINGS_PREFIX}${request.path}` };
}

function adminEndpoints(): Endpoint[] {
  return apiEndpoints(app).filter((endpoint) => endpoint.admin);
}

/** Sends every admin endpoint's valid request with `headers`; returns what went wrong. */
async function refusedEverywhere(
  headers: Record<string, string>,
  expected: number[],
  tolerate: readonly string[] = [],
  endpoints: readonly Endpoint[] = adminEndpoints(),
): Promise<string[]> {
  const problems: string[] = [];
  for (const endpoint of endpoints) {
    const request = await validRequest(endpoint);
    const before = await tableSnapshot(testDb.db);
    const response = await call(app, request.method, request.path, request.body, headers);
    const label = `${request.method} ${request.path}`;
    if (!expected.includes(response.status)) problems.push(`${label} answered ${response.status}`);
    const leaks = leakedSecrets(JSON.stringify(response.body));
    if (leaks.length) problems.push(`${label} leaked ${leaks.join(', ')}`);
    if (response.headers.get('access-control-allow-origin')) problems.push(`${label} allows cross-origin reads`);
    const changed = changedTables(before, await tableSnapshot(testDb.db)).filter((name) => !tolerate.includes(name));
    if (changed.length) problems.push(`${label} wrote ${changed.join(', ')}`);
  }
  return problems;
}

describe('no admin data and no admin action without a valid session', () => {
  it('covers every admin endpoint of the route table', () => {
    const patterns = adminEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.pattern}`);
    expect(patterns).toContain('GET /api/admin/appointments');
    expect(patterns).toContain('DELETE /api/admin/appointments/:id');
    expect(patterns).toContain('POST /api/admin/outbox/:id/retry');
    expect(patterns.length).toBeGreaterThanOrEqual(12);
  });

  it('without a session: 401 everywhere, nothing written', async () => {
    expect(await refusedEverywhere({ ...sameOriginHeaders }, [401])).toEqual([]);
    expect(await refusedEverywhere({}, [401])).toEqual([]);
  });

  it('with an expired session (clock pinned past the idle expiry): 403 everywhere, nothing written', async () => {
    const { cookie } = await signInAsStaff(app, testDb.db);
    clock.advance(SESSION_IDLE_MS + 60_000);
    // The guard may delete the dead session row (housekeeping, decision 071), but must never extend it.
    expect(await refusedEverywhere({ cookie, ...sameOriginHeaders }, [403], ['sessions'])).toEqual([]);
    const [live] = await testDb.db.select({ value: count() }).from(sessions).where(gt(sessions.expiresAt, clock()));
    expect(live?.value).toBe(0);
  });

  it('with tampered cookies: refused everywhere, nothing written', async () => {
    const { cookie } = await signInAsStaff(app, testDb.db);
    const token = cookie.slice(DEV_SESSION_COOKIE.length + 1);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `${DEV_SESSION_COOKIE}=${flipped}`,
      `${DEV_SESSION_COOKIE}=${token}x`,
      `${DEV_SESSION_COOKIE}=${token.slice(0, 10)}`,
      `${DEV_SESSION_COOKIE}=${token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()}`,
      `${DEV_SESSION_COOKIE}=' or '1'='1`,
      `${DEV_SESSION_COOKIE}=${'A'.repeat(4000)}`,
    ];
    for (const value of tampered) {
      expect(await refusedEverywhere({ cookie: value, ...sameOriginHeaders }, [403]), value.slice(0, 60)).toEqual([]);
    }
    // The right token under another name is no session at all.
    expect(await refusedEverywhere({ cookie: `__Host-salon_session=${token}`, ...sameOriginHeaders }, [401])).toEqual(
      [],
    );
    // Seven sweeps over every admin route (about 110 each, with table snapshots): 20-45 s on two busy cores.
  }, 120_000);

  it('cross-site with a valid session: every state change refused (403), nothing written, no CORS', async () => {
    const { cookie } = await signInAsStaff(app, testDb.db);
    const crossSite: Record<string, string>[] = [
      { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null' },
    ];
    for (const headers of crossSite) {
      const problems: string[] = [];
      for (const endpoint of adminEndpoints().filter((candidate) => candidate.method !== 'GET')) {
        const request = await validRequest(endpoint);
        const before = await tableSnapshot(testDb.db);
        const response = await call(app, request.method, request.path, request.body, headers);
        if (response.status !== 403) problems.push(`${request.method} ${request.path} answered ${response.status}`);
        const leaks = leakedSecrets(JSON.stringify(response.body));
        if (leaks.length) problems.push(`${request.path} leaked ${leaks.join(', ')}`);
        const changed = changedTables(before, await tableSnapshot(testDb.db));
        if (changed.length) problems.push(`${request.path} wrote ${changed.join(', ')}`);
      }
      expect(problems, JSON.stringify(headers).slice(0, 120)).toEqual([]);
    }
    // Reads are safe methods: a browser only sends them cross-site on top-level navigation (SameSite=Lax),
    // and no answer allows a foreign page to read it.
    for (const endpoint of adminEndpoints().filter((candidate) => candidate.method === 'GET')) {
      const request = await validRequest(endpoint);
      const response = await call(app, 'GET', request.path, undefined, crossSite[0] ?? {});
      expect(response.headers.get('access-control-allow-origin'), request.path).toBeNull();
    }
    const preflight = await app.request('/api/admin/appointments', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('control: the same requests succeed for the right person, so the refusals above are real', async () => {
    // Staff routes for a staff session, the owner-only settings for an owner: both explicit, not "the first account".
    const owner = await signInAsStaff(app, testDb.db, 'control-owner@salon.example', 'owner');
    const endpoints = adminEndpoints();
    expect(endpoints.filter(isSettingsEndpoint).length).toBeGreaterThanOrEqual(29);
    expect(await succeededEverywhere(owner.headers, endpoints)).toEqual([]);
  });
});

/**
 * Signs in a plain staff member. An owner is made first: the first account of a database without an
 * active owner becomes an owner whatever role is asked for (roleForNewAccount), which would make
 * these tests pass for the wrong reason.
 */
async function signInAsPlainStaff(): Promise<Record<string, string>> {
  await signInAsStaff(app, testDb.db, 'resident-owner@salon.example', 'owner');
  const { headers, email } = await signInAsStaff(app, testDb.db, 'plain-staff@salon.example', 'staff');
  const [account] = await testDb.db.select({ role: staff.role }).from(staff).where(eq(staff.email, email));
  expect(account?.role).toBe('staff');
  return headers;
}

describe('owner-only settings refuse a plain staff session', () => {
  it('a staff session: 403 on every /api/admin/settings endpoint and the payroll, nothing written', async () => {
    const headers = await signInAsPlainStaff();
    const settings = adminEndpoints().filter(isOwnerOnlyEndpoint);
    expect(settings.length).toBeGreaterThanOrEqual(29);
    expect(await refusedEverywhere(headers, [403], [], settings)).toEqual([]);
  });

  it('control: the same staff session still succeeds on every staff route', async () => {
    const headers = await signInAsPlainStaff();
    const staffRoutes = adminEndpoints().filter((endpoint) => !isOwnerOnlyEndpoint(endpoint));
    expect(staffRoutes.length).toBeGreaterThanOrEqual(12);
    expect(await succeededEverywhere(headers, staffRoutes)).toEqual([]);
  });
});

/** Sends each endpoint's valid request with `headers`; returns every answer of 300 or more. */
async function succeededEverywhere(headers: Record<string, string>, endpoints: readonly Endpoint[]): Promise<string[]> {
  const failed: string[] = [];
  for (const [index, endpoint] of endpoints.entries()) {
    if (SUCCESS_PROVED_ELSEWHERE.test(endpoint.pattern)) continue;
    if (!isSettingsEndpoint(endpoint)) {
      // Each edit needs version 1 of a fresh appointment, each at its own time so capacity never refuses.
      appointmentId = await insertTestAppointment(testDb.db, {
        date: `2026-12-0${1 + (index % 5)}`,
        start: `1${index % 8}:00`,
        services: ['Classic Manicure', 'Classic Pedicure'],
      });
    }
    const request = await validRequest(endpoint);
    const response = await call(app, request.method, request.path, request.body, headers);
    if (response.status >= 300) {
      failed.push(`${request.method} ${request.path} answered ${response.status} ${JSON.stringify(response.body)}`);
    }
  }
  return failed;
}

describe("public answers never carry another customer's e-mail or phone", () => {
  it('scans every public GET (catalogue, dates, availability of every date, session, HTML pages)', async () => {
    const paths: string[] = ['/api/health', '/api/catalogue', '/api/salon', '/api/bookings/dates', '/api/auth/session'];
    const dates = (await call(app, 'GET', '/api/bookings/dates')).body as { dates?: { date: string }[] } | unknown;
    const menu = await testDb.db.select({ id: services.id }).from(services);
    const dateList = JSON.stringify(dates).match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    expect(dateList.length).toBeGreaterThan(5);
    for (const date of new Set(dateList)) {
      paths.push(`/api/bookings/availability?date=${date}&services=${menu[0]?.id ?? 1}`);
      paths.push(`/api/bookings/availability?date=${date}&services=${menu.map((service) => service.id).join(',')}`);
    }
    paths.push(...publicPaths, '/admin', '/admin/calendar', '/admin/outbox', `/admin/orders/${appointmentId}`);
    const problems: string[] = [];
    for (const path of paths) {
      const response = await app.request(path);
      const text = await response.text();
      if (response.status >= 500) problems.push(`${path} answered ${response.status}`);
      const leaks = leakedSecrets(text);
      if (leaks.length) problems.push(`${path} leaked ${leaks.join(', ')}`);
    }
    expect(problems).toEqual([]);
    expect(paths.length).toBeGreaterThan(20);
  });

  it("a booking's answer holds only its own customer's details, also when replayed or refused", async () => {
    const [manicure] = await testDb.db.select().from(services).where(eq(services.name, 'Classic Manicure'));
    const mine = { email: 'newcomer@example.com', phone: '+66 82 000 1111' };
    const body = {
      serviceIds: [manicure?.id ?? 1],
      date: '2026-11-24',
      time: '16:00',
      name: 'Newcomer',
      ...mine,
      idempotencyKey: 'access-test-key-0001',
    };
    const created = await call(app, 'POST', '/api/bookings', body);
    expect(created.status).toBe(201);
    expect(leakedSecrets(JSON.stringify(created.body))).toEqual([]);
    const replayed = await call(app, 'POST', '/api/bookings', body);
    expect(leakedSecrets(JSON.stringify(replayed.body))).toEqual([]);
    // A slot someone else holds: the refusal names no one.
    for (const time of ['11:00', '12:00', '13:00']) {
      const clash = await call(app, 'POST', '/api/bookings', { ...body, time, idempotencyKey: undefined });
      expect(leakedSecrets(JSON.stringify(clash.body)), time).toEqual([]);
    }
    // Someone re-using another customer's idempotency key with their own details gets nothing of theirs.
    const hijack = await call(app, 'POST', '/api/bookings', {
      ...body,
      email: CUSTOMERS[1].email,
      phone: CUSTOMERS[1].phone,
      name: CUSTOMERS[1].name,
    });
    expect(JSON.stringify(hijack.body)).not.toContain(mine.email);
    expect(JSON.stringify(hijack.body)).not.toContain(mine.phone);
  });
});

describe("the customer's private link opens their booking and nothing else (issue 15)", () => {
  const manageEndpoints = () => apiEndpoints(app).filter((endpoint) => endpoint.pattern.startsWith('/api/manage'));

  function manageRequest(endpoint: Endpoint, token: string, version: number) {
    const query = `token=${encodeURIComponent(token)}&date=2026-11-25`;
    return endpoint.method === 'GET'
      ? call(app, 'GET', `${endpoint.pattern}?${query}`)
      : call(app, endpoint.method, endpoint.pattern, { token, version, date: '2026-11-25', time: '15:00' });
  }

  it('covers every manage route of the route table', () => {
    expect(
      manageEndpoints()
        .map((endpoint) => `${endpoint.method} ${endpoint.pattern}`)
        .sort(),
    ).toEqual([
      'GET /api/manage/availability',
      'GET /api/manage/booking',
      'GET /api/manage/calendar',
      'GET /api/manage/line',
      'GET /api/manage/line/start',
      'GET /api/manage/whatsapp',
      'POST /api/manage/cancel',
      'POST /api/manage/line/stop',
      'POST /api/manage/reschedule',
      'POST /api/manage/whatsapp/stop',
    ]);
  });

  it('without a working token: the same 404 on every route, nothing written but the failure count', async () => {
    const revoked = await mintManageLink(testDb.db, { appointmentId, outboxId: null, now: clock() });
    await testDb.db.update(manageLinks).set({ revokedAt: clock() });
    for (const token of ['', 'x', 'A'.repeat(43), revoked, `${revoked}A`]) {
      // Each token's failures start from zero: ten routes times five tokens would pass the limit of 30.
      await testDb.db.delete(rateLimitEvents);
      for (const endpoint of manageEndpoints()) {
        const before = await tableSnapshot(testDb.db);
        const answer = await manageRequest(endpoint, token, 1);
        expect(answer.status, `${endpoint.method} ${endpoint.pattern} with ${token.slice(0, 8)}`).toBe(404);
        expect(answer.body).toEqual({
          error: { code: 'not_found', key: MANAGE_LINK_INVALID_KEY, params: {}, message: MANAGE_LINK_INVALID_MESSAGE },
        });
        expect(changedTables(before, await tableSnapshot(testDb.db))).toEqual([]);
      }
    }
  });

  it('cross-site: every change refused (403) with a working token, nothing written', async () => {
    const token = await mintManageLink(testDb.db, { appointmentId, outboxId: null, now: clock() });
    for (const endpoint of manageEndpoints().filter((candidate) => candidate.method !== 'GET')) {
      const before = await tableSnapshot(testDb.db);
      const answer = await call(
        app,
        endpoint.method,
        endpoint.pattern,
        { token, version: 1, date: '2026-11-25', time: '15:00' },
        { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(answer.status, endpoint.pattern).toBe(403);
      expect(changedTables(before, await tableSnapshot(testDb.db))).toEqual([]);
    }
  });

  it("one customer's token shows their own booking, never another customer's details", async () => {
    const token = await mintManageLink(testDb.db, { appointmentId, outboxId: null, now: clock() });
    const [mine] = await testDb.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    for (const endpoint of manageEndpoints().filter((candidate) => candidate.method === 'GET')) {
      const answer = await manageRequest(endpoint, token, 1);
      // The LINE start answers with a redirect into LINE (the one-time code), every other view with the page's data.
      expect(answer.status, endpoint.pattern).toBe(endpoint.pattern.endsWith('/line/start') ? 302 : 200);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      // Not even the customer's own e-mail or phone: a forwarded link shows only the booking.
      expect(leakedSecrets(text, [mine?.customerName ?? ''])).toEqual([]);
    }
  });
});
