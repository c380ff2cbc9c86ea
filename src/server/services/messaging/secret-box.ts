/**
 * Channel secrets at rest (decision 231): AES-256-GCM under MESSAGING_SECRET_KEY, which lives in the
 * server's environment and never in the database. A stored value is `v1.<iv>.<tag>.<ciphertext>`
 * (base64url), so a backup of the database holds only ciphertext; a restore on a server with the same
 * key keeps the channels working, and without it the owner enters the secrets again.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const KEY_BYTES = 32;
const IV_BYTES = 12;

export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

/** Reads MESSAGING_SECRET_KEY: 32 bytes, base64 or hex (e.g. `openssl rand -base64 32`). */
export function parseSecretKey(text: string | undefined): Buffer | null {
  if (!text) return null;
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new SecretKeyError('MESSAGING_SECRET_KEY must be 32 random bytes, base64 or hex (openssl rand -base64 32).');
  }
  return key;
}

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the value was sealed under another key (or altered). */
export function openSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
