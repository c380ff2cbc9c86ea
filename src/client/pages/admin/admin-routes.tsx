/**
 * The admin area (its own chunk, loaded only behind RequireStaff in
 * app-routes.tsx). Each page lives in its own file, owned by its feature.
 */
// First: zod must be configured before any schema is built (see the module).
import '../../lib/zod-jitless.ts';
import { Route, Routes } from 'react-router';
import NotFoundPage from '../not-found-page.tsx';
import AdminLayout from './admin-layout.tsx';
import CalendarPage from './calendar-page.tsx';
import DashboardPage from './dashboard-page.tsx';
import OrderPage from './order-page.tsx';
import OutboxPage from './outbox-page.tsx';
import TechnicianPage from './technician-page.tsx';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="technician/:id" element={<TechnicianPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
