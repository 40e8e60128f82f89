import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { POST_IMAGES } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Member, member } from './accounts.fixtures.ts';
import { ONE_DRIVER, buildTestApp, tempDir, type TestApp } from './helpers.ts';
import { sellFlat } from './posts.fixtures.ts';
import { formStart, openUpload, type Answer } from './uploads.fixtures.ts';

/**
 * Issue 28, item 8: uploads are streamed to temporary files and refused at their first wrong
 * byte. Through a real listening server, as a phone's upload arrives: bytes that are no image are
 * answered before the rest of the body is sent, a photo at its first byte over 10 MB, a body too
 * long by its Content-Length before any of it; and four posts of five 10 MB files at once do not
 * sit in the server's memory.
 */
const MB = 1024 * 1024;
const BOUNDARY = '----ghorbari-stream-boundary';
/** What starts a JPEG file: enough for the first-bytes check to let it through to the decoder. */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
/** One piece of junk, sent again and again (never a new buffer per piece: the client shares the server's memory). */
const JUNK = Buffer.alloc(MB, 0x5a);

describe.each(ONE_DRIVER)('uploads as they stream in on %s', (driver) => {
  let t: TestApp;
  let temp: { dir: string; remove(): Promise<void> };
  let port: number;
  let owner: Member;
  beforeAll(async () => {
    temp = await tempDir('ghorbari-upload-tmp-');
    t = await buildTestApp(driver, { uploadTempDir: temp.dir });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    owner = await member(t.database, { phone: '01711223344' });
  });
  afterAll(async () => {
    await t.close();
    await temp.remove();
  });

  const postHeaders = (length: number, language = 'en') => ({
    ...bearer(owner.token),
    'accept-language': language,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': length,
  });
  const message = (answer: Answer) => (JSON.parse(answer.body) as { message: string }).message;
  /** Every temporary file is gone once the answers are out (removed just after they are sent). */
  const noTemporaryFiles = () => expect.poll(() => readdir(temp.dir), { timeout: 5000 }).toEqual([]);

  it('answers bytes that are no image once their first bytes are in, without the rest of the body', async () => {
    const start = formStart(BOUNDARY, { data: JSON.stringify(sellFlat()) }, { field: 'images', name: 'flat.jpg' });
    // Announced as five 10 MB photos; only the first 64 KB of text is ever sent.
    const upload = openUpload(port, '/api/posts', postHeaders(start.length + 5 * 10 * MB, 'bn'));
    await upload.write(start);
    await upload.write(Buffer.from('<html><body>not a photo</body></html>'.padEnd(64 * 1024, ' ')));
    const answer = await upload.answer;
    upload.destroy();
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe('JPG, PNG বা WebP ছবি বেছে নিন');
    // The connection is closed rather than read to its end.
    expect(answer.headers.connection).toBe('close');
    await noTemporaryFiles();
  });

  it('stops reading a photo at its first byte over 10 MB and says so', async () => {
    const start = formStart(BOUNDARY, { data: JSON.stringify(sellFlat()) }, { field: 'images', name: 'big.jpg' });
    const upload = openUpload(port, '/api/posts', postHeaders(start.length + 40 * MB));
    await upload.write(Buffer.concat([start, JPEG_START]));
    // A little over the cap goes out, and the rest (about 30 MB) never does.
    for (let sent = 0; sent <= POST_IMAGES.maxBytes && (await upload.write(JUNK)); sent += JUNK.length);
    const answer = await upload.answer;
    upload.destroy();
    expect(answer.status).toBe(413);
    expect(message(answer)).toBe('Each image must be smaller than 10 MB');
    await noTemporaryFiles();
  });

  it('refuses a body longer than a post can be by its Content-Length, before reading any of it', async () => {
    const upload = openUpload(port, '/api/posts', postHeaders(5 * POST_IMAGES.maxBytes + 2 * MB));
    const answer = await upload.answer;
    upload.destroy();
    expect(answer.status).toBe(413);
    expect(message(answer)).toBe('Each image must be smaller than 10 MB');
  });

  it(
    'keeps four posts of five 10 MB files each out of memory while they arrive together',
    { timeout: 120_000 },
    async () => {
      const fileBytes = POST_IMAGES.maxBytes - 64 * 1024;
      const part = (index: number) =>
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="IMG_${index}.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        );
      const data = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(sellFlat())}\r\n`,
      );
      const end = Buffer.from(`--${BOUNDARY}--\r\n`);
      const length =
        data.length + [0, 1, 2, 3, 4].reduce((sum, index) => sum + part(index).length + fileBytes + 2, 0) + end.length;

      /** One post of five JPEG-looking files of junk, sent in 1 MB pieces as the socket takes them. */
      async function send(): Promise<Answer> {
        const upload = openUpload(port, '/api/posts', postHeaders(length));
        await upload.write(data);
        for (let index = 0; index < 5; index += 1) {
          await upload.write(Buffer.concat([part(index), JPEG_START]));
          let left = fileBytes - JPEG_START.length;
          while (left > 0) {
            const piece = left >= JUNK.length ? JUNK : JUNK.subarray(0, left);
            if (!(await upload.write(piece))) break;
            left -= piece.length;
          }
          await upload.write(Buffer.from('\r\n'));
        }
        await upload.write(end);
        upload.end();
        return upload.answer;
      }

      const used = () => {
        const memory = process.memoryUsage();
        return memory.heapUsed + memory.arrayBuffers;
      };
      const before = used();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, used())), 5);
      let answers: Answer[];
      try {
        answers = await Promise.all([send(), send(), send(), send()]);
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, used());
      // Each post was read whole (200 MB in all), then refused: junk after a JPEG's first bytes.
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(message(answer)).toBe('Please choose a JPEG, PNG or WebP image');
      }
      // Held in memory, the four bodies alone would be 200 MB; streamed, a few pieces at a time.
      expect(peak - before).toBeLessThan(100 * MB);
      await noTemporaryFiles();
    },
  );
});
