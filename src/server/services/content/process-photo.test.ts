/**
 * An image bomb is refused from its header: a real, valid PNG of 10,000 x 10,000 pixels (300 MB once
 * decoded) whose zeros deflate to a few hundred kilobytes. Decoding it would raise the process's memory by
 * hundreds of megabytes; the refusal must come before a pixel is decoded.
 */
import { constants, crc32, createDeflate } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { masterFromUpload } from './process-photo.ts';

const SIDE = 10_000;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Every row: filter byte 0 and SIDE black RGB pixels, streamed through deflate 500 rows at a time (never 300 MB at once). */
async function deflateBomb(): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIDE, 0);
  header.writeUInt32BE(SIDE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((SIDE * 3 + 1) * 500);
  const deflate = createDeflate({ level: constants.Z_BEST_SPEED });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((done) => deflate.on('end', done));
  for (let block = 0; block < SIDE / 500; block += 1) {
    if (!deflate.write(rows)) await new Promise((done) => deflate.once('drain', done));
  }
  deflate.end();
  await ended;
  const deflated = Buffer.concat(parts);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflated),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an image bomb', () => {
  it('is refused as too many pixels without decoding it', { timeout: 60_000 }, async () => {
    const bomb = await deflateBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    try {
      await expect(masterFromUpload(bomb)).rejects.toMatchObject({
        details: { key: 'photos:errors.tooManyPixels' },
      });
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage.rss());
    // Decoded, its pixels alone are 300 MB.
    expect((peak - before) / 1024 / 1024).toBeLessThan(64);
  });
});
