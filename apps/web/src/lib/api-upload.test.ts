import { describe, expect, it } from 'vitest';
import { multipartBody, rangeProgress } from './api-upload.ts';

const bytes = (size: number, fill: number) => new Uint8Array(size).fill(fill);

describe('multipartBody', () => {
  const photos = [
    { field: 'images', file: new Blob([bytes(3000, 7)], { type: 'image/jpeg' }), filename: 'ছাদ "১".jpg' },
    { field: 'images', file: new Blob([bytes(1200, 9)], { type: 'image/png' }), filename: 'two.png' },
  ];
  const data = JSON.stringify({ title: 'মিরপুরে ৩ বেডরুমের ফ্ল্যাট' });
  const built = multipartBody([['data', data]], photos, '----test1234');

  it('is read back by a standard multipart parser as the same fields and files', async () => {
    const form = await new Response(built.body, { headers: { 'content-type': built.contentType } }).formData();
    expect(form.get('data')).toBe(data);
    const files = form.getAll('images') as File[];
    expect(files.map((file) => [file.type, file.size])).toEqual([
      ['image/jpeg', 3000],
      ['image/png', 1200],
    ]);
    // A name cannot break out of its header; the server reads photos by content anyway.
    expect(files[0]!.name).toMatch(/^[\w.-]+\.jpg$/);
  });

  it('knows the exact place of every file in the body', async () => {
    const body = new Uint8Array(await built.body.arrayBuffer());
    expect(built.ranges).toHaveLength(2);
    const [first, second] = built.ranges;
    expect(body.slice(first!.start, first!.end)).toEqual(bytes(3000, 7));
    expect(body.slice(second!.start, second!.end)).toEqual(bytes(1200, 9));
    // Bengali text in the fields is counted in bytes (UTF-8), not characters.
    expect(first!.start).toBeGreaterThan(data.length);
  });
});

describe('rangeProgress', () => {
  const ranges = [
    { start: 100, end: 1100 },
    { start: 1200, end: 2200 },
  ];

  it('gives each photo its own share of the bytes sent', () => {
    expect(rangeProgress(0, ranges)).toEqual([0, 0]);
    expect(rangeProgress(500, ranges)).toEqual([0.4, 0]);
    expect(rangeProgress(1150, ranges)).toEqual([1, 0]);
    expect(rangeProgress(1600, ranges)).toEqual([1, 0.4]);
    expect(rangeProgress(5000, ranges)).toEqual([1, 1]);
  });

  it('counts an empty file as sent once the body has passed it', () => {
    expect(rangeProgress(10, [{ start: 50, end: 50 }])).toEqual([0]);
    expect(rangeProgress(60, [{ start: 50, end: 50 }])).toEqual([1]);
  });
});
