/**
 * Test-only: a small MIME reader for the messages our own worker sends
 * (multipart nesting, base64 and quoted-printable bodies, RFC 2047 encoded
 * headers). Not a general parser; enough to check headers, both parts and
 * the attachment of a received message.
 */

export interface MimeMessage {
  /** Lower-case header name -> decoded value (first occurrence). */
  readonly headers: ReadonlyMap<string, string>;
  /** Decoded body of a leaf part; '' for multipart containers. */
  readonly body: string;
  readonly parts: readonly MimeMessage[];
}

function decodeQuotedPrintable(text: string): string {
  const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < withoutSoftBreaks.length; index += 1) {
    const character = withoutSoftBreaks[index] ?? '';
    const hex = withoutSoftBreaks.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

export function headerParameter(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match ? (match[1] ?? match[2]) : undefined;
}

export function parseMime(raw: string): MimeMessage {
  const split = /\r?\n\r?\n/.exec(raw);
  const headerBlock = split ? raw.slice(0, split.index) : raw;
  const bodyText = split ? raw.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(headerBlock);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = headerParameter(contentType, 'boundary');
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = bodyText.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const parts = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r?\n/, '')));
    return { headers, body: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(bodyText.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(bodyText)
        : bodyText;
  return { headers, body, parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(message: MimeMessage): MimeMessage[] {
  return message.parts.length === 0 ? [message] : message.parts.flatMap(leafParts);
}

/** The first leaf whose Content-Type starts with `type` ('text/plain', 'text/calendar'). */
export function findPart(message: MimeMessage, type: string): MimeMessage | undefined {
  return leafParts(message).find((part) => (part.headers.get('content-type') ?? '').toLowerCase().startsWith(type));
}
