/**
 * The admin area (its own chunk, loaded only behind RequireStaff in
 * app-routes.tsx). Each page lives in its own file, owned by its feature.
 */
// First: zod must be configured before any schema is built (see the module).
import '../../lib/zod-jitless.ts';
import { Outlet, Route, Routes } from 'react-router';
import { RequireOwner } from '../../features/auth/require-owner.tsx';
import NotFoundPage from '../not-found-page.tsx';
import AdminLayout from './admin-layout.tsx';
import CalendarPage from './calendar-page.tsx';
import CheckoutPage from './checkout/checkout-page.tsx';
import DrawerPage from './checkout/drawer-page.tsx';
import SalePage from './checkout/sale-page.tsx';
import CustomerPage from './customers/customer-page.tsx';
import CustomersPage from './customers/customers-page.tsx';
import DashboardPage from './dashboard-page.tsx';
import OrderPage from './order-page.tsx';
import OutboxPage from './outbox-page.tsx';
import PayrollPage from './payroll-page.tsx';
import AccountsPage from './settings/accounts-page.tsx';
import BookingRulesPage from './settings/booking-rules-page.tsx';
import ChannelsPage from './settings/channels-page.tsx';
import CheckoutSettingsPage from './settings/checkout-settings-page.tsx';
import CommissionPage from './settings/commission-page.tsx';
import ProductsPage from './settings/products-page.tsx';
import DepositSettingsPage from './settings/deposit-settings-page.tsx';
import DetailsPage from './settings/details-page.tsx';
import HistoryPage from './settings/history-page.tsx';
import HoursPage from './settings/hours-page.tsx';
import LinePage from './settings/line-page.tsx';
import WhatsappPage from './settings/whatsapp-page.tsx';
import MenuPage from './settings/menu-page.tsx';
import PageTextsPage from './settings/pages-page.tsx';
import PhotosPage from './settings/photos-page.tsx';
import SettingsIndexPage from './settings/settings-index-page.tsx';
import TechnicianSchedulePage from './settings/technicians-page.tsx';
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
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="checkout/sales/:id" element={<SalePage />} />
        <Route path="drawer" element={<DrawerPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:id" element={<CustomerPage />} />
        <Route
          path="payroll"
          element={
            <RequireOwner>
              <PayrollPage />
            </RequireOwner>
          }
        />
        <Route
          path="settings"
          element={
            <RequireOwner>
              <Outlet />
            </RequireOwner>
          }
        >
          <Route index element={<SettingsIndexPage />} />
          <Route path="menu" element={<MenuPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="hours" element={<HoursPage />} />
          <Route path="technicians" element={<TechnicianSchedulePage />} />
          <Route path="booking-rules" element={<BookingRulesPage />} />
          <Route path="details" element={<DetailsPage />} />
          <Route path="photos" element={<PhotosPage />} />
          <Route path="pages" element={<PageTextsPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="history" element={<HistoryPage />} />
          <Route path="checkout" element={<CheckoutSettingsPage />} />
          <Route path="deposits" element={<DepositSettingsPage />} />
          <Route path="line" element={<LinePage />} />
          <Route path="whatsapp" element={<WhatsappPage />} />
          <Route path="channels" element={<ChannelsPage />} />
          <Route path="commission" element={<CommissionPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
