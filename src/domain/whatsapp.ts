/**
 * WhatsApp's inputs and their bounds (what the owner types to connect the salon's number and the names
 * of its approved templates), the customer's number in E.164, the words that stop WhatsApp, and the
 * order of a template's parameters. Pure: no I/O.
 */
import { z } from 'zod';
import type { Language } from './language.ts';

/** The Cloud API's phone number id: digits (15 today), bounded well above. */
const PHONE_NUMBER_ID = /^\d{5,25}$/;
/** A system user's access token: URL-safe characters only; they run to about 250. */
const ACCESS_TOKEN = /^[A-Za-z0-9+/=._-]{20,2000}$/;
/** The Meta app's secret: 32 hexadecimal characters. */
const APP_SECRET = /^[0-9a-f]{32}$/i;
/** The verify token is the owner's own choice: printable ASCII without spaces. */
const VERIFY_TOKEN = /^[\x21-\x7e]{8,200}$/;
/** Template names: lower case letters, digits and underscores (WhatsApp's own rule), at most 512. */
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;

/** The kinds of message a template exists for, and the languages each is written in. */
/**
 * `deposit` asks a held booking for its deposit (decision 257): its own seven parameters, see
 * depositTemplateParameterList. A released hold goes as the `cancellation` template.
 */
export const WHATSAPP_TEMPLATE_KINDS = ['confirmation', 'change', 'cancellation', 'reminder', 'deposit'] as const;
export type WhatsappTemplateKind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];
export const WHATSAPP_LANGUAGES = ['en', 'th', 'ru', 'zh'] as const satisfies readonly Language[];

/** WhatsApp's code of each language a template is approved in. */
export const WHATSAPP_LANGUAGE_CODES: Readonly<Record<(typeof WHATSAPP_LANGUAGES)[number], string>> = {
  en: 'en',
  th: 'th',
  ru: 'ru',
  zh: 'zh_CN',
};

const templateName = z.string().trim().max(512, 'messaging:errors.templateName');
const perLanguage = z
  .object({
    en: templateName.optional(),
    th: templateName.optional(),
    ru: templateName.optional(),
    zh: templateName.optional(),
  })
  .strict();

export const whatsappTemplatesSchema = z
  .object({
    confirmation: perLanguage.optional(),
    change: perLanguage.optional(),
    cancellation: perLanguage.optional(),
    reminder: perLanguage.optional(),
    deposit: perLanguage.optional(),
  })
  .strict()
  .superRefine((templates, context) => {
    for (const [kind, names] of Object.entries(templates)) {
      for (const [language, name] of Object.entries(names ?? {})) {
        if (name && !TEMPLATE_NAME.test(name)) {
          context.addIssue({ code: 'custom', path: [kind, language], message: 'messaging:errors.templateName' });
        }
      }
    }
  });
export type WhatsappTemplates = z.infer<typeof whatsappTemplatesSchema>;

export const whatsappConnectSchema = z.object({
  phoneNumberId: z.string().trim().regex(PHONE_NUMBER_ID, 'messaging:errors.phoneNumberId'),
  // The patterns bound the length and leave no room for control characters.
  accessToken: z
    .string()
    .trim()
    .max(2000, 'messaging:errors.accessToken')
    .regex(ACCESS_TOKEN, 'messaging:errors.accessToken'),
  appSecret: z.string().trim().regex(APP_SECRET, 'messaging:errors.appSecret'),
  verifyToken: z
    .string()
    .trim()
    .max(200, 'messaging:errors.verifyToken')
    .regex(VERIFY_TOKEN, 'messaging:errors.verifyToken'),
  templates: whatsappTemplatesSchema.default({}),
});
export type WhatsappConnectInput = z.infer<typeof whatsappConnectSchema>;

/**
 * A phone number as typed at booking, in E.164 ("+66891234567"), or null when it cannot be one. A
 * number without a country code is taken as Thai (a leading 0 is the trunk prefix), which is what a
 * local customer types; a visitor types their own country's +.
 */
export function toE164(phone: string): string | null {
  if (phone.length > 40) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[\s().-]/g, '');
  let e164: string;
  if (digits.startsWith('+')) e164 = digits;
  else if (digits.startsWith('00')) e164 = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) e164 = `+66${digits.slice(1)}`;
  else return null;
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}

/** The words that stop WhatsApp, in the four languages: the whole message, any case. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'หยุด', 'ยกเลิกรับข้อความ', 'стоп', 'отписаться', '退订', '停止']);

export function isStopMessage(text: string): boolean {
  if (text.length > 100) return false;
  return STOP_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!。！]+$/u, ''),
  );
}

/** A template's body parameters, in the order {{1}}…{{6}} of the shipped texts (docs/whatsapp-templates.md). */
export interface TemplateParameters {
  readonly name: string;
  readonly date: string;
  readonly time: string;
  readonly services: string;
  readonly price: string;
  readonly link: string;
}

// WhatsApp refuses a parameter with a line break, a tab or four spaces in a row.
function cleanParameter(value: string): string {
  return (
    value
      .replace(/[\t\r\n]+/g, ' ')
      .replace(/ {4,}/g, '   ')
      .trim() || '-'
  );
}

export function templateParameterList(parameters: TemplateParameters): string[] {
  return [
    parameters.name,
    parameters.date,
    parameters.time,
    parameters.services,
    parameters.price,
    parameters.link,
  ].map(cleanParameter);
}

/**
 * The deposit request's parameters, {{1}}…{{7}}: what the e-mail and the QR carry (amount, the
 * reference the transfer names, the deadline) and the private link to the page that shows the QR.
 */
export interface DepositTemplateParameters {
  readonly name: string;
  readonly date: string;
  readonly time: string;
  readonly amount: string;
  readonly reference: string;
  readonly deadline: string;
  readonly link: string;
}

export function depositTemplateParameterList(parameters: DepositTemplateParameters): string[] {
  return [
    parameters.name,
    parameters.date,
    parameters.time,
    parameters.amount,
    parameters.reference,
    parameters.deadline,
    parameters.link,
  ].map(cleanParameter);
}
