/**
 * The owner's LINE settings for the client: GET, PUT (checked with LINE before it is kept) and DELETE
 * /api/admin/settings/line. The answers never carry the secret or the token.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ChannelPreferences } from '../../../domain/channel-preferences.ts';
import type { LineConnectInput } from '../../../domain/messaging.ts';
import type { WhatsappConnectInput, WhatsappTemplates } from '../../../domain/whatsapp.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { messagingKeys } from './query-keys.ts';

export function lineStatusQuery() {
  return queryOptions({
    queryKey: messagingKeys.line,
    queryFn: async () => readJson(await api.admin.settings.line.$get()),
    staleTime: 0,
  });
}

export async function connectLine(body: LineConnectInput) {
  return readJson(await api.admin.settings.line.$put({ json: body }));
}

export async function disconnectLine() {
  return readJson(await api.admin.settings.line.$delete());
}

export type LineStatus = Awaited<ReturnType<typeof connectLine>>['line'];

/** WhatsApp: GET, PUT (checked with the Graph API first), PUT templates and DELETE /api/admin/settings/whatsapp. */

export function whatsappStatusQuery() {
  return queryOptions({
    queryKey: messagingKeys.whatsapp,
    queryFn: async () => readJson(await api.admin.settings.whatsapp.$get()),
    staleTime: 0,
  });
}

export async function connectWhatsapp(body: WhatsappConnectInput) {
  return readJson(await api.admin.settings.whatsapp.$put({ json: body }));
}

export async function saveWhatsappTemplates(templates: WhatsappTemplates) {
  return readJson(await api.admin.settings.whatsapp.templates.$put({ json: { templates } }));
}

export async function disconnectWhatsapp() {
  return readJson(await api.admin.settings.whatsapp.$delete());
}

export type WhatsappStatus = Awaited<ReturnType<typeof connectWhatsapp>>['whatsapp'];

/** The owner's channels besides e-mail and their order: GET and PUT /api/admin/settings/channels. */

export function channelPreferencesQuery() {
  return queryOptions({
    queryKey: messagingKeys.channels,
    queryFn: async () => readJson(await api.admin.settings.channels.$get()),
    staleTime: 0,
  });
}

export async function saveChannelPreferences(body: ChannelPreferences & { readonly version: number }) {
  return readJson(
    await api.admin.settings.channels.$put({ json: { ...body, order: [...body.order], off: [...body.off] } }),
  );
}

export type ChannelPreferencesView = Awaited<ReturnType<typeof saveChannelPreferences>>;
