/**
 * The owner's message channels: which are on and their order (decision 238). Kept as the `messaging`
 * settings section, so a save is version-checked and recorded in the settings history like every other.
 */
import type { SalonConfig } from '../../../config/salon.ts';
import {
  describeChannelPreferencesChange,
  type ChannelPreferences,
  type MessageChannel,
} from '../../../domain/channel-preferences.ts';
import type { Database } from '../../db/client.ts';
import { readSalonSettings, saveSettingsSection, type Versioned } from '../settings/salon-settings-store.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { lineStatus } from './line-channel.ts';
import type { MessagingConfig } from './messaging-config.ts';
import { whatsappStatus } from './whatsapp-channel.ts';

export interface ChannelPreferencesView extends Versioned<ChannelPreferences> {
  /** Whether each channel is connected now: a channel that is on but not connected carries nothing. */
  readonly connected: Readonly<Record<MessageChannel, boolean>>;
}

export async function readChannelPreferences(
  db: Database,
  salon: SalonConfig,
  config: MessagingConfig,
): Promise<ChannelPreferencesView> {
  const [{ messaging }, line, whatsapp] = await Promise.all([
    readSalonSettings(db, salon),
    lineStatus(db, config),
    whatsappStatus(db, config),
  ]);
  return { ...messaging, connected: { line: line.connected, whatsapp: whatsapp.connected } };
}

/** Saves the order and the channels turned off against the version the owner loaded; answers the fresh view. */
export async function saveChannelPreferences(
  context: Pick<StaffRequestContext, 'db' | 'salon' | 'staffId' | 'messaging'>,
  input: ChannelPreferences & { readonly version: number },
): Promise<ChannelPreferencesView> {
  const { db, salon, staffId } = context;
  const { version: expectedVersion, ...preferences } = input;
  await db.transaction(async (tx) => {
    const before = (await readSalonSettings(tx, salon)).messaging.value;
    await saveSettingsSection(tx, {
      section: 'messaging',
      value: preferences,
      expectedVersion,
      staffId,
      area: 'messaging',
      summary: describeChannelPreferencesChange(before, preferences),
      before,
    });
  });
  return readChannelPreferences(db, salon, context.messaging);
}
