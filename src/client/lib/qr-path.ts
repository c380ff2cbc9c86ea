/**
 * A QR code as one SVG path, and as a PNG for saving: drawn by qrcode-generator (error correction M,
 * the quiet zone of four modules that banking apps need). Shared by the checkout's and the deposit's
 * PromptPay QR.
 */
import qrcode from 'qrcode-generator';

const QUIET_ZONE = 4;

function modules(payload: string) {
  const qr = qrcode(0, 'M');
  qr.addData(payload);
  qr.make();
  return qr;
}

export function qrPath(payload: string): { path: string; size: number } {
  const qr = modules(payload);
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (qr.isDark(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: count + QUIET_ZONE * 2 };
}

/** The QR as a PNG (black on white, `scale` pixels a module), for a banking app to read from the photos. */
export function qrPng(payload: string, scale = 10): Promise<Blob> {
  const qr = modules(payload);
  const count = qr.getModuleCount();
  const size = (count + QUIET_ZONE * 2) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#000';
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (qr.isDark(row, column)) {
        context.fillRect((column + QUIET_ZONE) * scale, (row + QUIET_ZONE) * scale, scale, scale);
      }
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The QR could not be drawn'))), 'image/png'),
  );
}
