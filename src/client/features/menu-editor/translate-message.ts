import type { TFunction } from '../../../i18n/setup.ts';

/** The shared schemas speak in menuEditor keys; the server's own sentences are already English. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return message.startsWith('menuEditor:') ? t(message as 'validation.price') : message;
}
