/**
 * The cash drawer: open a day's session with a float, cash paid in and out with a reason, the X
 * report of the open session, and closing with the counted amount (the Z report kept on the row,
 * printable as it was). Every write locks the session row, so nothing slips into a session that
 * is being closed; a closed session accepts nothing (design invariant 11).
 */
import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkDrawerEvent,
  drawerReport,
  type DrawerProblem,
  type DrawerReport,
} from '../../../domain/checkout/drawer.ts';
import type { drawerEventInputSchema } from '../../../domain/checkout/schemas.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import type { Database } from '../../db/client.ts';
import { drawerEvents, drawerSessions } from '../../db/schema.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { checkoutRefusal, type CheckoutRefusal } from './checkout-refusals.ts';
import { loadDrawerEvents, lockOpenSession, type Executor } from './checkout-records.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export type DrawerInput = z.output<typeof drawerEventInputSchema>;

/** Who records the drawer's event and when; the salon's time zone names its business day. */
export type DrawerContext = Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'salon'>;
export type DrawerView = Awaited<ReturnType<typeof getDrawer>>;

const PROBLEMS: Record<DrawerProblem, CheckoutRefusal> = {
  'drawer-not-open': 'drawerNotOpen',
  'drawer-already-open': 'drawerAlreadyOpen',
  'drawer-closed': 'drawerClosed',
  'not-enough-cash': 'notEnoughCash',
};

async function sessionView(db: Executor, session: typeof drawerSessions.$inferSelect) {
  // A closed day's Z report is the one kept when it closed (printable and kept, and a closed session
  // accepts nothing, so it is what its events give): read, not rebuilt from the day's events. A session
  // closed without one kept (a load of old rows) is rebuilt.
  const kept = session.closedAt !== null ? (session.zReport as DrawerReport | null) : null;
  const report = kept ?? drawerReport(await loadDrawerEvents(db, session));
  return {
    id: session.id,
    salonDate: session.salonDate,
    openedAt: session.openedAt.toISOString(),
    closedAt: session.closedAt?.toISOString() ?? null,
    report,
  };
}

/** The open session with its X report, and the last closed one with its Z report. */
export async function getDrawer(db: Database) {
  const [open] = await db.select().from(drawerSessions).where(isNull(drawerSessions.closedAt));
  const [lastClosed] = await db
    .select()
    .from(drawerSessions)
    .where(isNotNull(drawerSessions.closedAt))
    .orderBy(desc(drawerSessions.closedAt))
    .limit(1);
  return {
    open: open ? await sessionView(db, open) : null,
    lastClosed: lastClosed && lastClosed.closedAt !== null ? await sessionView(db, lastClosed) : null,
  };
}

export async function recordDrawerEvent(context: DrawerContext, input: DrawerInput): Promise<DrawerView> {
  if (input.kind === 'open') {
    try {
      await context.db.transaction(async (tx) => {
        const [already] = await tx
          .select({ id: drawerSessions.id })
          .from(drawerSessions)
          .where(isNull(drawerSessions.closedAt));
        if (already) throw checkoutRefusal('drawerAlreadyOpen');
        await tx.insert(drawerSessions).values({
          salonDate: salonToday(context.now, context.salon.timeZone),
          float: input.float,
          openedBy: context.staffId,
          openedAt: context.now,
        });
      });
    } catch (error) {
      // Two people opening the drawer at once: the partial unique index lets one through.
      if (isUniqueViolation(error)) throw checkoutRefusal('drawerAlreadyOpen');
      throw error;
    }
    return getDrawer(context.db);
  }
  await context.db.transaction(async (tx) => {
    const session = await lockOpenSession(tx);
    const events = await loadDrawerEvents(tx, session);
    const next =
      input.kind === 'close'
        ? { kind: 'close' as const, counted: input.counted }
        : { kind: input.kind, amount: input.amount, reason: input.reason };
    const checked = checkDrawerEvent(events, next);
    if (!checked.ok) throw checkoutRefusal(PROBLEMS[checked.problem], input.kind === 'close' ? 'counted' : 'amount');
    if (input.kind === 'close') {
      const report = drawerReport([...events, next]);
      await tx
        .update(drawerSessions)
        .set({ counted: input.counted, closedAt: context.now, closedBy: context.staffId, zReport: report })
        .where(eq(drawerSessions.id, session.id));
      return;
    }
    await tx.insert(drawerEvents).values({
      sessionId: session.id,
      kind: input.kind,
      amount: input.amount,
      reason: input.reason,
      recordedBy: context.staffId,
      recordedAt: context.now,
    });
  });
  return getDrawer(context.db);
}
