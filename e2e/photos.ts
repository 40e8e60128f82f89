import sharp from 'sharp';

/** A plain JPEG photo, as a file input or a multipart field takes it: 800×600 unless told. */
export async function photoFile(name: string, colour: string, size = { width: 800, height: 600 }) {
  const buffer = await sharp({ create: { ...size, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
