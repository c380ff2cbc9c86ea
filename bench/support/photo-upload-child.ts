/**
 * bench/photos.ts's memory check, in a process of its own so nothing the benchmark did before counts: opens
 * an in-memory embedded database, reads the given JPEG files (the request bodies a server holds), then
 * hands them all at once to the upload service, sampling its own resident memory every 10 ms. Prints one
 * JSON line: RSS before the uploads, the highest RSS sampled, milliseconds, and how many were accepted.
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../src/server/db/client.ts';
import { uploadOwnerPhoto } from '../../src/server/services/content/owner-photos.ts';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: photo-upload-child.ts <jpeg>…');
const handle = await openDatabase({ inMemory: true });
try {
  await handle.migrate();
  const uploads = files.map((file) => readFileSync(file));
  // Run with --expose-gc: what the migrations left collected first, so the start is the settled size.
  const collect = (globalThis as { gc?: () => void }).gc;
  for (let round = 0; round < 3; round += 1) {
    collect?.();
    await new Promise((done) => setTimeout(done, 200));
  }
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    uploads.map((upload) => uploadOwnerPhoto({ db: handle.db, staffId: null, upload })),
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  console.log(JSON.stringify({ before, peak, ms, accepted }));
} finally {
  await handle.close();
}
