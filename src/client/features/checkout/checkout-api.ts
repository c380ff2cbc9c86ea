/** The checkout API for the screens: start data, sales, payments, the drawer, the owner's settings. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { drawerEventInputSchema, saleInputSchema } from '../../../domain/checkout/schemas.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const checkoutKeys = {
  all: ['admin', 'checkout'] as const,
  start: (appointmentId: string | null) => [...sharedKeys.checkoutStart, appointmentId ?? 'walk-in'] as const,
  sale: (id: string) => ['admin', 'checkout', 'sale', id] as const,
  drawer: () => ['admin', 'checkout', 'drawer'] as const,
  settings: () => ['admin', 'checkout', 'settings'] as const,
};

export function startQueryOptions(appointmentId: string | null) {
  return queryOptions({
    queryKey: checkoutKeys.start(appointmentId),
    queryFn: async () =>
      readJson(await api.admin.checkout.start.$get({ query: appointmentId ? { appointment: appointmentId } : {} })),
  });
}

export function useCheckoutStart(appointmentId: string | null) {
  return useQuery(startQueryOptions(appointmentId));
}

export function saleQueryOptions(id: string) {
  return queryOptions({
    queryKey: checkoutKeys.sale(id),
    queryFn: async () => readJson(await api.admin.checkout.sales[':id'].$get({ param: { id } })),
  });
}

export function useSale(id: string) {
  return useQuery(saleQueryOptions(id));
}

export type CheckoutStart = Awaited<ReturnType<NonNullable<ReturnType<typeof startQueryOptions>['queryFn']>>>;
export type SaleView = Awaited<ReturnType<NonNullable<ReturnType<typeof saleQueryOptions>['queryFn']>>>;
export type SaleInput = z.input<typeof saleInputSchema>;
export type DrawerInput = z.input<typeof drawerEventInputSchema>;

export function useStartSale() {
  return useMutation({
    mutationFn: async (input: SaleInput) => readJson(await api.admin.checkout.sales.$post({ json: input })),
  });
}

export interface PaymentInput {
  readonly method: 'cash' | 'promptpay' | 'card' | 'transfer' | 'other';
  readonly otherName: string | null;
  readonly amount: number;
  readonly tendered: number | null;
  readonly requestId: string;
}

export function useRecordPayment(saleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PaymentInput) =>
      readJson(await api.admin.checkout.sales[':id'].payments.$post({ param: { id: saleId }, json: input })),
    onSuccess: (sale) => {
      client.setQueryData(checkoutKeys.sale(saleId), sale);
      void client.invalidateQueries({ queryKey: checkoutKeys.drawer() });
      void client.invalidateQueries({ queryKey: sharedKeys.appointments });
    },
  });
}

export interface RefundInput {
  readonly method: PaymentInput['method'];
  readonly otherName: string | null;
  readonly amount: number;
  readonly target:
    { readonly kind: 'line'; readonly lineIndex: number } | { readonly kind: 'tip'; readonly technicianId: string };
  readonly reason: string;
  readonly requestId: string;
}

/** A refund or a void changes the sale, the drawer's report and (a void) the appointments' state. */
function useCorrection<Input>(saleId: string, send: (input: Input) => Promise<SaleView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (sale) => {
      client.setQueryData(checkoutKeys.sale(saleId), sale);
      void client.invalidateQueries({ queryKey: checkoutKeys.drawer() });
    },
  });
}

export function useRefund(saleId: string) {
  return useCorrection(saleId, async (input: RefundInput) =>
    readJson(await api.admin.checkout.sales[':id'].refunds.$post({ param: { id: saleId }, json: input })),
  );
}

export function useVoidSale(saleId: string) {
  return useCorrection(saleId, async (input: { reason: string }) =>
    readJson(await api.admin.checkout.sales[':id'].void.$post({ param: { id: saleId }, json: input })),
  );
}

export function drawerQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.drawer(),
    queryFn: async () => readJson(await api.admin.checkout.drawer.$get()),
  });
}

export function useDrawer() {
  return useQuery(drawerQueryOptions());
}

export type DrawerView = Awaited<ReturnType<NonNullable<ReturnType<typeof drawerQueryOptions>['queryFn']>>>;

export function useDrawerEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: DrawerInput) => readJson(await api.admin.checkout.drawer.$post({ json: input })),
    onSuccess: (drawer) => {
      client.setQueryData(checkoutKeys.drawer(), drawer);
      void client.invalidateQueries({ queryKey: sharedKeys.checkoutStart });
    },
  });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.settings(),
    queryFn: async () => readJson(await api.admin.settings.checkout.$get()),
  });
}

export function useCheckoutSettings() {
  return useQuery(settingsQueryOptions());
}

export type CheckoutSettingsView = Awaited<ReturnType<NonNullable<ReturnType<typeof settingsQueryOptions>['queryFn']>>>;

export function useSaveCheckoutSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CheckoutSettingsView) =>
      readJson(await api.admin.settings.checkout.$put({ json: input })),
    onSuccess: (saved) => client.setQueryData(checkoutKeys.settings(), saved),
  });
}

/** A refusal in the staff member's language (readJson has already translated the server's key). */
export function refusalText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiRequestError) return error.message;
  return i18n.t('checkout:screen.networkProblem');
}
