import type { CustomerListQuery } from '../../../domain/customers.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const customerKeys = {
  all: [...sharedKeys.admin, 'customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: CustomerListQuery) => [...customerKeys.lists(), query] as const,
  record: (id: string) => [...customerKeys.all, 'record', id] as const,
};
