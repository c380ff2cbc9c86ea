/** The payroll report and the owner's commission rates, for the payroll screens (decision 255). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionSettingsInput, PayrollPeriod } from '../../../domain/payroll.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';

export const payrollKeys = {
  report: (period: PayrollPeriod) => ['admin', 'payroll', period.from, period.to] as const,
  commission: () => ['admin', 'settings', 'commission'] as const,
};

export function payrollQueryOptions(period: PayrollPeriod) {
  return queryOptions({
    queryKey: payrollKeys.report(period),
    queryFn: async () => readJson(await api.admin.payroll.$get({ query: { from: period.from, to: period.to } })),
  });
}

export function usePayrollReport(period: PayrollPeriod | null) {
  return useQuery({
    ...payrollQueryOptions(period ?? { from: '', to: '' }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}

export type PayrollReportView = Awaited<ReturnType<NonNullable<ReturnType<typeof payrollQueryOptions>['queryFn']>>>;

/** The CSV of a period: a plain link, so the browser downloads it with the session cookie. */
export function payrollCsvHref(period: PayrollPeriod): string {
  return `/api/admin/payroll.csv?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}

export function commissionQueryOptions() {
  return queryOptions({
    queryKey: payrollKeys.commission(),
    queryFn: async () => readJson(await api.admin.settings.commission.$get()),
  });
}

export function useCommissionSettings() {
  return useQuery(commissionQueryOptions());
}

export type CommissionSettingsView = Awaited<
  ReturnType<NonNullable<ReturnType<typeof commissionQueryOptions>['queryFn']>>
>;

export function useSaveCommissionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CommissionSettingsInput) =>
      readJson(await api.admin.settings.commission.$put({ json: input })),
    onSuccess: (saved) => client.setQueryData(payrollKeys.commission(), saved),
  });
}

/** A refusal's sentence, or the network problem's, in the reader's language; null when there is none. */
export function refusalText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiRequestError) return error.message;
  return i18n.t('payroll:screen.networkProblem');
}

/** The server's sentence for one field of a refused save, if it named it. */
export function fieldRefusal(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.fields[field] : undefined;
}
