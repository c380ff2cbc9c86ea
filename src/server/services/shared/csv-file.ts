/**
 * What an export service hands the route: a CSV file's name and its text, whole or piece by piece as it is
 * read, so a large export holds one batch in memory (decision 162). The route only sends it
 * (http/csv-response.ts).
 */
import { CSV_BOM } from '../../../domain/csv.ts';
import { customerMessages } from '../../../domain/customers.ts';
import { createI18n } from '../../../i18n/index.ts';
import { ApiError, keyedMessage } from '../../http/errors.ts';

export interface CsvFile {
  readonly filename: string;
  /** The whole text (with its byte-order mark), or its pieces in order. */
  readonly content: string | AsyncGenerator<string>;
}

/** The exports' headers and statuses are English whatever the admin's language: one file for every reader. */
export const exportTexts = createI18n('en');

/** More than EXPORT_MAX_ROWS matches: refused before anything is sent. */
export function tooManyRowsToExport(): ApiError {
  return new ApiError(422, keyedMessage(customerMessages.tooManyRows));
}

/** The byte-order mark and the header first, then each batch as it is read. */
export async function* csvPieces(header: string, batches: AsyncGenerator<string>): AsyncGenerator<string> {
  yield CSV_BOM + header;
  yield* batches;
}
