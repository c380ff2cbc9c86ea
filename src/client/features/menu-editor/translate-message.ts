import type { TFunction } from 'i18next';

/** The shared schemas speak in menuEditor keys; the server's own sentences are already English. */
export function translateMessage(t: TFunction<'menuEditor'>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return message.startsWith('menuEditor:') ? t(message as 'validation.price') : message;
}
