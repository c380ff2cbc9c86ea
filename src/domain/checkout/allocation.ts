/**
 * Splitting an amount across parts in proportion to their weights so that the parts add up
 * to exactly the amount: the largest-remainder method. Used to spread a sale-level
 * discount over the sale's lines (and, for reports, the VAT of a receipt over its lines).
 *
 * Each part first gets the floor of its exact share; the satang still left over go, one
 * each, to the parts with the largest fractional remainders, ties to the earlier part.
 * So no satang is lost or invented, no part moves more than one satang from its exact
 * share, and a part of weight 0 gets nothing.
 */
import type { Satang } from './money.ts';

export function allocateProportionally(amount: Satang, weights: readonly number[]): Satang[] {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError('The amount must be a whole, non-negative number');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('Weights must be whole, non-negative numbers');
  }
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0) return weights.map(() => 0);
  if (totalWeight === 0) throw new RangeError('An amount cannot be spread over parts that all weigh nothing');

  // Exact share of part i is amount × weight / totalWeight, kept as quotient and remainder.
  // The product can pass 2^53 (a ฿10,000,000 discount over lines of as much), so it is taken in BigInt.
  const bigAmount = BigInt(amount);
  const bigTotal = BigInt(totalWeight);
  const shares = weights.map((weight, index) => {
    const product = bigAmount * BigInt(weight);
    const floor = product / bigTotal;
    return { index, floor: Number(floor), remainder: product - floor * bigTotal };
  });
  let leftOver = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const parts = shares.map((share) => share.floor);
  for (const share of byRemainder) {
    if (leftOver === 0 || share.remainder === 0n) break;
    parts[share.index]! += 1;
    leftOver -= 1;
  }
  return parts;
}
