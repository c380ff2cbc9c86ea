/**
 * The owner's Stripe keys for automatic deposit confirmation (decision 256): sealed under
 * MESSAGING_SECRET_KEY as the messaging secrets are (decision 231), opened only by the server when it
 * creates an intent or checks a webhook. The settings page learns only whether Stripe is connected and
 * the key's hint; the secrets never go back to a browser or into a log.
 */
import { eq } from 'drizzle-orm';
import type { StripeKeys } from '../../../domain/deposits/stripe-keys.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { stripeSettings } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { openSecret, sealSecret } from '../messaging/secret-box.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';

type Executor = Database | Transaction;

export interface StripeKeysView {
  readonly connected: boolean;
  /** "sk_test_…4242": which key without the key. */
  readonly keyHint: string | null;
  /** MESSAGING_SECRET_KEY is set: keys can be sealed. */
  readonly keyConfigured: boolean;
}

export async function readStripeView(db: Executor, secretKey: Buffer | null): Promise<StripeKeysView> {
  const [row] = await db
    .select({ keyHint: stripeSettings.keyHint })
    .from(stripeSettings)
    .where(eq(stripeSettings.id, 1));
  return { connected: row !== undefined, keyHint: row?.keyHint ?? null, keyConfigured: secretKey !== null };
}

/** The opened keys, or null when Stripe is not connected (or they were sealed under another key). */
export async function openStripeKeys(db: Executor, secretKey: Buffer | null): Promise<StripeKeys | null> {
  if (!secretKey) return null;
  const [row] = await db.select().from(stripeSettings).where(eq(stripeSettings.id, 1));
  if (!row) return null;
  const key = openSecret(secretKey, row.secretKeyCiphertext);
  const webhookSecret = openSecret(secretKey, row.webhookSecretCiphertext);
  return key && webhookSecret ? { secretKey: key, webhookSecret } : null;
}

function hintOf(key: string): string {
  const mode = key.slice(0, key.indexOf('_', 3) + 1);
  return `${mode}…${key.slice(-4)}`;
}

export async function saveStripeKeys(
  db: Database,
  secretKey: Buffer | null,
  keys: StripeKeys,
  staffId: string,
  now: Date,
): Promise<void> {
  if (!secretKey) throw refuse(409, 'deposits:errors.stripeNoSecretKey');
  const values = {
    secretKeyCiphertext: sealSecret(secretKey, keys.secretKey),
    webhookSecretCiphertext: sealSecret(secretKey, keys.webhookSecret),
    keyHint: hintOf(keys.secretKey),
    updatedAt: now,
    updatedBy: staffId,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(stripeSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: stripeSettings.id, set: values });
    await recordSettingsChange(tx, { area: 'deposits', staffId, summary: `Connected Stripe (${values.keyHint}).` });
  });
}

export async function removeStripeKeys(db: Database, staffId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(stripeSettings).returning({ id: stripeSettings.id });
    if (removed.length > 0) {
      await recordSettingsChange(tx, { area: 'deposits', staffId, summary: 'Disconnected Stripe.' });
    }
  });
}
