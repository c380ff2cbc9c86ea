/**
 * Every /api/admin route. One guard in front of all of them denies by
 * default: a route added here is refused without a valid staff session.
 * Add a resource by mounting its sub-app with one `.route()` line.
 *
 * Everything under /api/admin/settings is the owner's (design
 * invariant 8): a second guard in front of that whole branch refuses staff
 * sessions, so a route added there is owner-only without anyone remembering.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireOwner } from '../../auth/require-owner.ts';
import { requireStaff } from '../../auth/require-staff.ts';
import { appointmentRoutes } from './appointments.ts';
import { bookingRulesRoutes } from './booking-rules.ts';
import { calendarRoutes } from './calendar.ts';
import { checkoutRoutes, checkoutSettingsRoutes } from './checkout.ts';
import { closureRoutes } from './closures.ts';
import { customerChangeRoutes } from './customer-changes.ts';
import { customerRoutes } from './customers.ts';
import { depositRoutes, depositSettingsRoutes } from './deposits.ts';
import { exportRoutes } from './exports.ts';
import { lineSettingsRoutes } from './line-settings.ts';
import { menuRoutes } from './menu.ts';
import { messageChannelRoutes } from './message-channels.ts';
import { myAccountRoutes } from './my-account.ts';
import { openingHoursRoutes } from './opening-hours.ts';
import { outboxRoutes } from './outbox.ts';
import { pageTextRoutes } from './page-texts.ts';
import { commissionSettingsRoutes, payrollRoutes } from './payroll.ts';
import { photoRoutes } from './photos.ts';
import { productRoutes } from './products.ts';
import { salonDetailsRoutes } from './salon-details.ts';
import { settingsHistoryRoutes } from './settings-history.ts';
import { setupChecklistRoutes } from './setup-checklist.ts';
import { staffAccountRoutes } from './staff-accounts.ts';
import { technicianScheduleRoutes } from './technician-schedules.ts';
import { technicianRoutes } from './technicians.ts';
import { whatsappSettingsRoutes } from './whatsapp-settings.ts';

const ownerRoutes = new Hono<AppEnv>()
  .use('*', requireOwner)
  .route('/menu', menuRoutes)
  .route('/products', productRoutes)
  .route('/hours', openingHoursRoutes)
  .route('/closures', closureRoutes)
  .route('/technicians', technicianScheduleRoutes)
  .route('/booking-rules', bookingRulesRoutes)
  .route('/details', salonDetailsRoutes)
  .route('/customer-changes', customerChangeRoutes)
  .route('/accounts', staffAccountRoutes)
  .route('/photos', photoRoutes)
  .route('/pages', pageTextRoutes)
  .route('/setup', setupChecklistRoutes)
  .route('/history', settingsHistoryRoutes)
  .route('/checkout', checkoutSettingsRoutes)
  .route('/line', lineSettingsRoutes)
  .route('/deposits', depositSettingsRoutes)
  .route('/whatsapp', whatsappSettingsRoutes)
  .route('/channels', messageChannelRoutes)
  .route('/commission', commissionSettingsRoutes);

export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireStaff)
  .route('/appointments', appointmentRoutes)
  .route('/calendar', calendarRoutes)
  .route('/technicians', technicianRoutes)
  .route('/outbox', outboxRoutes)
  // Customers and CSV exports (H4).
  .route('/customers', customerRoutes)
  .route('/exports', exportRoutes)
  // The signed-in staff member's own admin language.
  .route('/me', myAccountRoutes)
  // Checkout, the cash drawer and receipts (decision 221).
  .route('/checkout', checkoutRoutes)
  // Deposits awaited, received and waived (decision 250).
  .route('/deposits', depositRoutes)
  // The payroll report, owner-only route by route (decision 255).
  .route('/', payrollRoutes)
  .route('/settings', ownerRoutes);
