/**
 * Edits of an appointment from the dashboard or the detail page, with an
 * optimistic update: status, technician and discount show at once, and roll
 * back (with the server's message) if the server refuses. A stale version
 * (someone else changed it) reloads the appointment and the list. After a
 * saved change the row's badge plays a short feedback animation (~500 ms).
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { priceAfterDiscount } from '../../../domain/pricing.ts';
import {
  deleteAppointment,
  sendAppointmentEdit,
  type AppointmentDetail,
  type AppointmentEdit,
  type AppointmentListItem,
  type AppointmentPage,
  type TechnicianOption,
} from './appointments-api.ts';
import { appointmentKeys } from './query-keys.ts';

export const FEEDBACK_MS = 500;

interface EditVariables {
  readonly id: string;
  readonly version: number;
  readonly edit: AppointmentEdit;
}

type Snapshot = [QueryKey, unknown][];

/** The fields an edit changes before the server answers; null when it cannot be guessed (services). */
function optimisticPatch(
  edit: AppointmentEdit,
  technicians: readonly TechnicianOption[],
): ((item: AppointmentListItem) => AppointmentListItem) | null {
  switch (edit.kind) {
    case 'status':
      return (item) => ({ ...item, status: edit.status });
    case 'technician': {
      const technician = technicians.find((candidate) => candidate.id === edit.technicianId);
      return (item) => ({
        ...item,
        technician: technician
          ? { id: technician.id, email: technician.email, displayName: technician.displayName }
          : null,
      });
    }
    case 'discount':
      return (item) => ({
        ...item,
        discountPercentage: edit.discountPercentage,
        priceAfterDiscountThb: priceAfterDiscount(item.totalPriceThb, edit.discountPercentage),
      });
    default:
      return null;
  }
}

function patchEverywhere(
  client: QueryClient,
  id: string,
  patch: (item: AppointmentListItem) => AppointmentListItem,
): void {
  client.setQueriesData<AppointmentPage>({ queryKey: appointmentKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === id ? patch(item) : item)) } : page,
  );
  client.setQueryData<AppointmentDetail>(appointmentKeys.detail(id), (detail) =>
    detail ? { ...detail, ...patch(detail) } : detail,
  );
}

function snapshot(client: QueryClient, id: string): Snapshot {
  return [
    ...client.getQueriesData({ queryKey: appointmentKeys.lists() }),
    [appointmentKeys.detail(id), client.getQueryData(appointmentKeys.detail(id))],
  ];
}

/** Brief "saved" feedback per appointment id. */
function useFeedback() {
  const [feedbackId, setFeedbackId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((id: string) => {
    clearTimeout(timer.current);
    setFeedbackId(id);
    timer.current = setTimeout(() => setFeedbackId(null), FEEDBACK_MS);
  }, []);
  return { feedbackId, show };
}

export function useAppointmentEdit() {
  const client = useQueryClient();
  const { feedbackId, show } = useFeedback();
  const mutation = useMutation({
    mutationFn: ({ id, version, edit }: EditVariables) => sendAppointmentEdit(id, version, edit),
    onMutate: async ({ id, edit }) => {
      await client.cancelQueries({ queryKey: appointmentKeys.all });
      const saved = snapshot(client, id);
      const technicians = client.getQueryData<TechnicianOption[]>(appointmentKeys.technicians()) ?? [];
      const patch = optimisticPatch(edit, technicians);
      if (patch) patchEverywhere(client, id, patch);
      return { saved };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.saved ?? []) client.setQueryData(key, data);
    },
    onSuccess: (detail, { id }) => {
      client.setQueryData(appointmentKeys.detail(id), detail);
      patchEverywhere(client, id, (item) => ({
        ...item,
        version: detail.version,
        status: detail.status,
        technician: detail.technician,
        discountPercentage: detail.discountPercentage,
        services: detail.services,
        endTime: detail.endTime,
        totalPriceThb: detail.totalPriceThb,
        totalDurationMinutes: detail.totalDurationMinutes,
        priceAfterDiscountThb: detail.priceAfterDiscountThb,
      }));
      show(id);
    },
    onSettled: async (_data, _error, { id }) => {
      // A row may now fall outside the filters; a refused edit may mean the row changed elsewhere.
      await Promise.all([
        client.invalidateQueries({ queryKey: appointmentKeys.lists() }),
        client.invalidateQueries({ queryKey: appointmentKeys.detail(id) }),
      ]);
    },
  });
  return { ...mutation, feedbackId };
}

export function useDeleteAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => deleteAppointment(id, version),
    onSuccess: (_data, { id }) => {
      client.removeQueries({ queryKey: appointmentKeys.detail(id) });
      client.setQueriesData<AppointmentPage>({ queryKey: appointmentKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.filter((item) => item.id !== id), total: page.total - 1 } : page,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.lists() }),
  });
}
