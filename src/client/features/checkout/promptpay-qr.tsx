/**
 * The PromptPay QR for exactly the amount to pay: the EMVCo payload written by the domain
 * (promptpay.ts), drawn as one SVG path (src/client/lib/qr-path.ts). The amount is printed under it so the customer can check it.
 */
import { useMemo } from 'react';
import { promptPayPayload, type PromptPayId } from '../../../domain/checkout/promptpay.ts';
import type { Satang } from '../../../domain/checkout/money.ts';
import { qrPath } from '../../lib/qr-path.ts';

export function PromptPayQr({
  id,
  amount,
  label,
  caption,
}: {
  id: PromptPayId;
  amount: Satang;
  /** What the image says to a screen reader ("PromptPay QR code for ฿400.00"). */
  label: string;
  caption: string;
}) {
  const payload = useMemo(() => promptPayPayload(id, amount), [id, amount]);
  const { path, size } = useMemo(() => qrPath(payload), [payload]);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-plum/10">
        <div className="rounded-t-md bg-[#113566] px-3 py-1 text-center text-sm font-bold tracking-wide text-white">
          PromptPay
        </div>
        <svg
          role="img"
          aria-label={label}
          data-payload={payload}
          viewBox={`0 0 ${size} ${size}`}
          className="size-56 sm:size-64"
          shapeRendering="crispEdges"
        >
          <rect width={size} height={size} fill="#fff" />
          <path d={path} fill="#000" />
        </svg>
      </div>
      <figcaption className="text-center text-lg font-semibold text-plum">{caption}</figcaption>
    </figure>
  );
}
