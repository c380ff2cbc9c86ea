/**
 * The EMVCo QR code's data format (EMV QRCPS, merchant-presented mode): a string of data
 * objects, each written as a two-digit id, a two-digit length and the value, and the whole
 * payload closed by data object 63 holding a CRC-16 of everything before it, the `6304`
 * of that object included.
 */

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0x7f) throw new RangeError('EMVCo QR payloads hold ASCII only');
    crc ^= code << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

export interface DataObject {
  readonly id: string;
  readonly value: string;
}

/** One data object: id, two-digit length, value. */
export function dataObject(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`A data object id is two digits: ${id}`);
  if (value.length < 1 || value.length > 99) throw new RangeError(`A data object value is 1–99 characters: ${id}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The payload with its CRC object (63) appended. */
export function withCrc(payloadWithoutCrc: string): string {
  const head = `${payloadWithoutCrc}6304`;
  return `${head}${crc16CcittFalse(head).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Splits a run of data objects; null when the lengths do not add up. */
export function decodeDataObjects(text: string): DataObject[] | null {
  const objects: DataObject[] = [];
  let position = 0;
  while (position < text.length) {
    const header = text.slice(position, position + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const length = Number(header.slice(2));
    const value = text.slice(position + 4, position + 4 + length);
    if (length === 0 || value.length !== length) return null;
    objects.push({ id: header.slice(0, 2), value });
    position += 4 + length;
  }
  return objects;
}

/**
 * Reads a whole payload: its data objects (the CRC object last), or null when the structure
 * is broken or the CRC does not match.
 */
export function decodePayload(payload: string): DataObject[] | null {
  const objects = decodeDataObjects(payload);
  const last = objects?.at(-1);
  if (!objects || !last || last.id !== '63' || last.value.length !== 4) return null;
  const expected = crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');
  return last.value.toUpperCase() === expected ? objects : null;
}
