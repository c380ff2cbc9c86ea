/** The deposits API for the admin screens: the awaited list, one appointment's deposit, settling, the owner's rules. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositRefundMethod, DepositSettingsInput } from '../../../domain/deposits/deposit-rules.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';

export const depositKeys = {
  all: ['admin', 'deposits'] as const,
  awaited: () => ['admin', 'deposits', 'awaited'] as const,
  /** With the appointment's version: a cancellation or a no-show on the page decides the deposit's fate too. */
  one: (appointmentId: string, version?: number) => ['admin', 'deposits', 'one', appointmentId, version] as const,
  settings: () => ['admin', 'deposits', 'settings'] as const,
  stripe: () => ['admin', 'deposits', 'stripe'] as const,
};

/** The awaited deposits and the refunds due, read together for the dashboard. */
export function useDepositsToHandle() {
  return useQuery({
    queryKey: depositKeys.awaited(),
    queryFn: async () => readJson(await api.admin.deposits.$get()),
    // Holds expire within minutes: the list follows without a reload.
    refetchInterval: 30_000,
  });
}

/** One appointment's deposit; null when it has none (the server's 404). */
export function appointmentDepositQuery(appointmentId: string, version?: number) {
  return queryOptions({
    queryKey: depositKeys.one(appointmentId, version),
    queryFn: async () => {
      const response = await api.admin.deposits[':appointmentId'].$get({ param: { appointmentId } });
      if (response.status === 404) {
        // Read to its end: an unread answer keeps its connection busy (the page's network never settles).
        await response.arrayBuffer();
        return null;
      }
      return readJson(response);
    },
  });
}

export type StaffDepositView = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof appointmentDepositQuery>['queryFn']>>>
>;

export type Settlement = { readonly kind: 'received' } | { readonly kind: 'waive'; readonly reason: string };

export function useSettleDeposit(appointmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settlement: Settlement) => {
      const param = { appointmentId };
      return settlement.kind === 'received'
        ? readJson(await api.admin.deposits[':appointmentId'].received.$post({ param }))
        : readJson(
            await api.admin.deposits[':appointmentId'].waive.$post({ param, json: { reason: settlement.reason } }),
          );
    },
    onSettled: () => void client.invalidateQueries({ queryKey: depositKeys.all }),
  });
}

export function useRecordDepositRefund(appointmentId: string, onRecorded?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (method: DepositRefundMethod) =>
      readJson(
        await api.admin.deposits[':appointmentId'].refunded.$post({ param: { appointmentId }, json: { method } }),
      ),
    onSuccess: () => onRecorded?.(),
    onSettled: () => void client.invalidateQueries({ queryKey: depositKeys.all }),
  });
}

/** Sends a Stripe-paid deposit due back through Stripe (decision 265); a refusal leaves it due back. */
export function useStripeRefund(appointmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson(await api.admin.deposits[':appointmentId']['stripe-refund'].$post({ param: { appointmentId } })),
    onSettled: () => void client.invalidateQueries({ queryKey: depositKeys.all }),
  });
}

export function useDepositSettings() {
  return useQuery({
    queryKey: depositKeys.settings(),
    queryFn: async () => readJson(await api.admin.settings.deposits.$get()),
  });
}

export type DepositSettingsView = NonNullable<ReturnType<typeof useDepositSettings>['data']>;

export function useSaveDepositSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: DepositSettingsInput) =>
      readJson(await api.admin.settings.deposits.$put({ json: input })),
    onSuccess: (saved) => client.setQueryData(depositKeys.settings(), saved),
  });
}

/**
 * A refusal in the staff member's language (readJson has already translated the server's key): the field's
 * own sentence when there is one (the rules travel as one field), the refusal's line otherwise.
 */
export function refusalText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiRequestError) {
    const fieldSentences = Object.values(error.fields);
    return fieldSentences.length > 0 ? fieldSentences.join(' ') : error.message;
  }
  return i18n.t('deposits:admin.networkProblem');
}

/** Whether Stripe is connected (never the keys themselves). */
export function useStripeConnection() {
  return useQuery({
    queryKey: depositKeys.stripe(),
    queryFn: async () => readJson(await api.admin.settings.deposits.stripe.$get()),
  });
}

export function useSaveStripeKeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (keys: { secretKey: string; webhookSecret: string }) =>
      readJson(await api.admin.settings.deposits.stripe.$put({ json: keys })),
    onSuccess: (view) => client.setQueryData(depositKeys.stripe(), view),
  });
}

export function useRemoveStripeKeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.admin.settings.deposits.stripe.$delete()),
    onSuccess: (view) => client.setQueryData(depositKeys.stripe(), view),
  });
}
