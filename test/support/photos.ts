/** Photos for tests of the owner's photos, made with sharp. */
import sharp from 'sharp';

/** A 1800x1200 JPEG with camera and GPS metadata, as a phone writes it. */
export async function phoneJpeg(colour = '#c97b84'): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from('<svg width="400" height="300"><circle cx="200" cy="150" r="120" fill="#3b2537"/></svg>'),
        left: 600,
        top: 450,
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15 Pro' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 53/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '98/1 23/1 0/1' },
    })
    .toBuffer();
}
