/**
 * What a settings form shows until its saved values arrive: the loading line in a card, or the failure
 * in a card announced as an alert; then the form itself, given the loaded data. One place for the block
 * every settings screen wrote again.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cardClass } from './admin-styles.ts';

interface QueryCardProps<Data> {
  readonly query: UseQueryResult<Data>;
  /** The loading line, in the screen's language. */
  readonly loading: string;
  /** The failure to show; by default the error's own (already translated) message. */
  readonly failed?: string;
  readonly children: (data: Data) => ReactNode;
}

export function QueryCard<Data>({ query, loading, failed, children }: QueryCardProps<Data>) {
  if (query.isPending) return <p className={cardClass}>{loading}</p>;
  if (query.isError)
    return (
      <p role="alert" className={cardClass}>
        {failed ?? query.error.message}
      </p>
    );
  return <>{children(query.data)}</>;
}
