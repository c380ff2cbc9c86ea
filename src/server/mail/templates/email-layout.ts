/**
 * The HTML shell of every e-mail: a single centred card on the salon's cream
 * background, inline styles only (mail clients drop <style> and classes),
 * table layout for old clients, and a hidden preheader.
 */
import type { SalonConfig } from '../../../config/salon.ts';
import { escapeHtml } from './email-text.ts';

export const palette = {
  cream: '#fbf7f2',
  creamDeep: '#f3ebe1',
  blush: '#f6dfe1',
  rose: '#c2607a',
  roseDeep: '#9c3f5a',
  plum: '#3b2537',
  plumSoft: '#5e4a5a',
  gold: '#b08d57',
  goldDeep: '#7d6235',
} as const;

export const fonts = {
  display: "'Cormorant Garamond', Georgia, 'Times New Roman', serif",
  text: "Inter, 'Helvetica Neue', Arial, sans-serif",
} as const;

export interface LayoutOptions {
  readonly salon: SalonConfig;
  /** Plain text, escaped here. */
  readonly title: string;
  /** Plain text shown by mail clients next to the subject; escaped here. */
  readonly preheader: string;
  /** Already-escaped HTML of the card's content. */
  readonly bodyHtml: string;
  /** Plain text under the card; escaped here. */
  readonly footer: string;
  /** The `lang` of the document; absent: English. */
  readonly language?: string;
}

export function renderLayout(options: LayoutOptions): string {
  const { salon, title, preheader, bodyHtml, footer } = options;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(options.language ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${palette.cream};color:${palette.plum};font-family:${fonts.text};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${palette.cream};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid ${palette.creamDeep};border-radius:16px;">
<tr><td style="padding:28px 32px 8px 32px;border-bottom:3px solid ${palette.blush};">
<p style="margin:0;font-family:${fonts.display};font-size:24px;line-height:1.2;color:${palette.roseDeep};">${escapeHtml(salon.name)}</p>
</td></tr>
<tr><td style="padding:24px 32px 32px 32px;font-size:15px;line-height:1.6;color:${palette.plum};">
${bodyHtml}
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0 auto;font-size:12px;line-height:1.5;color:${palette.plumSoft};">${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

export function heading(text: string): string {
  return `<h1 style="margin:0 0 16px 0;font-family:${fonts.display};font-size:28px;font-weight:600;line-height:1.2;color:${palette.plum};">${escapeHtml(text)}</h1>`;
}

export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px 0;">${escapeHtml(text)}</p>`;
}

export function sectionLabel(text: string): string {
  return `<p style="margin:24px 0 8px 0;font-size:12px;font-weight:600;letter-spacing:0.08em;text-transform:uppercase;color:${palette.goldDeep};">${escapeHtml(text)}</p>`;
}
