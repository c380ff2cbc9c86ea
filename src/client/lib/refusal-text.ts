/**
 * The one place a sentence from the server, or from a shared schema, becomes text on a screen: a
 * refusal names its sentence by catalogue key and values (decision 200), shown here in the reader's
 * language, whether a customer's page or the admin in the member's own language. A key whose namespace
 * this page has not loaded falls back to the English text the server sent beside it.
 */
import { i18n } from './i18n.ts';

/** A sentence as a refusal carries it: catalogue key, values, English text. */
export interface Sentence {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly message: string;
}

export function sentenceText(sentence: Sentence): string {
  return i18n.exists(sentence.key) ? i18n.t(sentence.key, { ...sentence.params }) : sentence.message;
}

/**
 * A shared schema's message in the reader's language: the domain's schemas name their sentences by
 * catalogue key ('booking:validation.timePast'); a message that is no key is shown as written.
 */
export function schemaMessageText(message: string): string {
  return sentenceText({ key: message, message });
}
