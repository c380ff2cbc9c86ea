/**
 * What the refund dialog offers, read from the sale view: the lines and tips that can still give
 * something back (with how much), the methods that still hold money (with how much), and the
 * default choice (the first of each, the largest amount both allow), so a receptionist usually only
 * types the reason. The server decides again (decision 222); this only keeps the form honest.
 */
import type { PaymentMethod } from '../../../domain/checkout/payments.ts';

/** The part of the sale view these choices read (structural, so tests need no whole view). */
export interface CorrectionSource {
  readonly lines: readonly { readonly name: string; readonly technicianName: string | null }[];
  readonly tips: readonly { readonly technicianId: string; readonly technicianName: string | null }[];
  readonly balance: {
    readonly methods: readonly {
      readonly method: PaymentMethod;
      readonly otherName: string | null;
      readonly held: number;
    }[];
    readonly refundableLines: readonly number[];
    readonly refundableTips: readonly { readonly technicianId: string; readonly amount: number }[];
  };
}

export type TargetRef =
  { readonly kind: 'line'; readonly lineIndex: number } | { readonly kind: 'tip'; readonly technicianId: string };

export interface TargetChoice {
  readonly key: string;
  readonly target: TargetRef;
  /** The line's name, or the tipped technician's name. */
  readonly name: string;
  readonly technicianName: string | null;
  readonly refundable: number;
}

export interface MethodChoice {
  readonly key: string;
  readonly method: PaymentMethod;
  readonly otherName: string | null;
  readonly held: number;
}

export function targetKey(target: TargetRef): string {
  return target.kind === 'line' ? `line:${target.lineIndex}` : `tip:${target.technicianId}`;
}

export function methodChoiceKey(method: { method: PaymentMethod; otherName: string | null }): string {
  return `${method.method}:${method.otherName ?? ''}`;
}

/** Lines, then tips, that can still give back more than nothing. */
export function refundTargets(source: CorrectionSource): TargetChoice[] {
  const lines = source.lines.flatMap((line, lineIndex): TargetChoice[] => {
    const refundable = source.balance.refundableLines[lineIndex] ?? 0;
    if (refundable <= 0) return [];
    const target = { kind: 'line', lineIndex } as const;
    return [{ key: targetKey(target), target, name: line.name, technicianName: line.technicianName, refundable }];
  });
  const tips = source.tips.flatMap((tip): TargetChoice[] => {
    const refundable =
      source.balance.refundableTips.find((entry) => entry.technicianId === tip.technicianId)?.amount ?? 0;
    if (refundable <= 0) return [];
    const target = { kind: 'tip', technicianId: tip.technicianId } as const;
    const name = tip.technicianName ?? '';
    return [{ key: targetKey(target), target, name, technicianName: tip.technicianName, refundable }];
  });
  return [...lines, ...tips];
}

/** The methods that still hold money, in the order they were first paid with. */
export function refundMethods(source: CorrectionSource): MethodChoice[] {
  return source.balance.methods
    .filter((entry) => entry.held > 0)
    .map((entry) => ({
      key: methodChoiceKey(entry),
      method: entry.method,
      otherName: entry.otherName,
      held: entry.held,
    }));
}

/** The most one refund of this target by this method may give back. */
export function mostRefundable(target: TargetChoice | undefined, method: MethodChoice | undefined): number {
  if (target === undefined || method === undefined) return 0;
  return Math.min(target.refundable, method.held);
}

export interface RefundDefault {
  readonly targetKey: string;
  readonly methodKey: string;
  readonly amount: number;
}

/** The first target and method, and the most both allow; null when nothing can be refunded. */
export function defaultRefund(
  targets: readonly TargetChoice[],
  methods: readonly MethodChoice[],
): RefundDefault | null {
  const target = targets[0];
  const method = methods[0];
  if (target === undefined || method === undefined) return null;
  return { targetKey: target.key, methodKey: method.key, amount: mostRefundable(target, method) };
}

/** What a recorded refund gave back for, as the receipt names it. */
export function refundSubject(
  source: Pick<CorrectionSource, 'lines' | 'tips'>,
  entry: { readonly refundLine: number | null; readonly refundTipTechnicianId: string | null },
): { readonly kind: 'line'; readonly name: string } | { readonly kind: 'tip'; readonly name: string } {
  if (entry.refundLine !== null) return { kind: 'line', name: source.lines[entry.refundLine]?.name ?? '' };
  const tip = source.tips.find((candidate) => candidate.technicianId === entry.refundTipTechnicianId);
  return { kind: 'tip', name: tip?.technicianName ?? '' };
}
