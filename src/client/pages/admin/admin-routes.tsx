/** The admin area (split into its own chunk). Sign-in and the guard come with the staff sign-in issue. */
import { Route, Routes } from 'react-router';
import NotFoundPage from '../not-found-page.tsx';

function AdminPlaceholder({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-semibold">{title}</h1>
    </section>
  );
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<AdminPlaceholder title="Appointments Dashboard" />} />
      <Route path="calendar" element={<AdminPlaceholder title="Calendar" />} />
      <Route path="technician/:id" element={<AdminPlaceholder title="Technician" />} />
      <Route path="orders/:id" element={<AdminPlaceholder title="Appointment" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
