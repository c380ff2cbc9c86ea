/**
 * How far an admin list goes, whatever the length of the salon's history (decision 210).
 *
 * A list is paged through its first LIST_ROW_LIMIT rows only, and its counts stop there ("more than
 * 10,000"): reading past them would cost the database more with every year of history, and nobody
 * pages that far by hand; a search or a filter finds the rest. A search shorter than
 * TRIGRAM_SEARCH_LENGTH has no trigram for the fragment indexes to look up, so it reads the names that
 * begin with it instead (an index range) rather than every row.
 */
export const LIST_ROW_LIMIT = 10_000;

/** Searches shorter than this look at the beginning of names only. */
export const TRIGRAM_SEARCH_LENGTH = 3;

/** The last page whose rows all lie within the first LIST_ROW_LIMIT. */
export function lastReachablePage(pageSize: number): number {
  return Math.max(1, Math.floor(LIST_ROW_LIMIT / pageSize));
}

/** Whether a page of this size starts within the rows a list is paged through. */
export function isReachablePage(page: number, pageSize: number): boolean {
  return page <= lastReachablePage(pageSize);
}

export const listBoundMessages = {
  page: `Only the first ${LIST_ROW_LIMIT.toLocaleString('en')} rows of a list can be paged through; search or filter to find the rest.`,
} as const;

/** A count that stops at LIST_ROW_LIMIT: `exact` false means "more than LIST_ROW_LIMIT". */
export interface CappedCount {
  readonly count: number;
  readonly exact: boolean;
}

/** `found` counted with `limit LIST_ROW_LIMIT + 1` (one row more tells "exactly" from "more"). */
export function cappedCount(found: number): CappedCount {
  return found > LIST_ROW_LIMIT ? { count: LIST_ROW_LIMIT, exact: false } : { count: found, exact: true };
}
