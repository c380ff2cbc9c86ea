/** A CSV file as a dated attachment that is never cached; streamed piece by piece when it comes in pieces. */
import type { CsvFile } from '../services/shared/csv-file.ts';

export function csvResponse(file: CsvFile): Response {
  const headers = {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'no-store',
  };
  const { content } = file;
  if (typeof content === 'string') return new Response(content, { headers });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await content.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      // The browser went away: stop reading batches.
      await content.return(undefined);
    },
  });
  return new Response(body, { headers });
}
