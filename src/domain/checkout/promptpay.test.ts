/**
 * Our PromptPay payload against two independent implementations (devDependencies, used only
 * here): promptparse's generator must give the same string byte for byte (it writes the data
 * objects in the same order), and promptpay-qr's payloads, which order 58 before 53
 * and write the amount without trailing zeros, must carry the same data objects under a valid
 * CRC. Fixed vectors published by both projects are written out below.
 */
import fc from 'fast-check';
import { parse } from 'promptparse';
import { anyId } from 'promptparse/generate';
import generatePromptPayQr from 'promptpay-qr';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, decodeDataObjects, decodePayload, type DataObject } from './emv-tlv.ts';
import { MONEY_LIMITS } from './money.ts';
import { hasValidThaiIdCheckDigit, parsePromptPayId, promptPayPayload, type PromptPayId } from './promptpay.ts';

/** The data objects of a payload as id → value, sub-objects of 29 flattened as 29.xx; CRC left out. */
function fields(payload: string): Map<string, string> {
  const objects = decodePayload(payload);
  if (objects === null) throw new Error(`Payload does not decode or its CRC is wrong: ${payload}`);
  const map = new Map<string, string>();
  for (const { id, value } of objects) {
    if (id === '63') continue;
    if (id === '29') for (const sub of decodeDataObjects(value) ?? []) map.set(`29.${sub.id}`, sub.value);
    else map.set(id, value);
  }
  return map;
}

function withAmountAsNumber(map: Map<string, string>): Map<string, string | number> {
  const copy = new Map<string, string | number>(map);
  const amount = map.get('54');
  if (amount !== undefined) copy.set('54', Number(amount));
  return copy;
}

const PROXY_TYPE = { mobile: 'MSISDN', 'national-id': 'NATID', 'e-wallet': 'EWALLETID' } as const;

const idArbitrary: fc.Arbitrary<PromptPayId> = fc.oneof(
  fc.stringMatching(/^0[689]\d{8}$/).map((digits) => ({ kind: 'mobile' as const, digits })),
  fc.stringMatching(/^\d{13}$/).map((digits) => ({ kind: 'national-id' as const, digits })),
  fc.stringMatching(/^\d{15}$/).map((digits) => ({ kind: 'e-wallet' as const, digits })),
);

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogue check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });
});

describe('PromptPay payload', () => {
  it('matches fixed vectors published with promptpay-qr (same data objects, valid CRC)', () => {
    const published: [PromptPayId, number | null, string][] = [
      [
        { kind: 'mobile', digits: '0801234567' },
        null,
        '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
      ],
      [
        { kind: 'national-id', digits: '1111111111111' },
        null,
        '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
      ],
      [
        { kind: 'national-id', digits: '0123456789012' },
        null,
        '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD',
      ],
      [
        { kind: 'mobile', digits: '0000000000' },
        422,
        '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
      ],
    ];
    for (const [id, amount, vector] of published) {
      // Their CRC, recomputed by ours over their bytes, agrees: decodePayload checks it.
      expect(withAmountAsNumber(fields(promptPayPayload(id, amount)))).toEqual(withAmountAsNumber(fields(vector)));
    }
  });

  it('equals fixed vectors published with promptparse byte for byte', () => {
    const mobile: PromptPayId = { kind: 'mobile', digits: '0812223333' };
    expect(promptPayPayload(mobile, null)).toBe(
      '00020101021129370016A0000006770101110113006681222333353037645802TH63041DCF',
    );
    expect(promptPayPayload(mobile, 3_000)).toBe(
      '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD',
    );
    expect(promptPayPayload({ kind: 'mobile', digits: '0801111111' }, 2_015)).toBe(
      '00020101021229370016A0000006770101110113006680111111153037645802TH540520.15630442BE',
    );
  });

  it('equals the promptparse generator byte for byte', () => {
    const ours = promptPayPayload({ kind: 'mobile', digits: '0812345678' }, 150_050);
    expect(ours).toBe('00020101021229370016A0000006770101110113006681234567853037645802TH54071500.50630497C1');
    expect(ours).toBe(anyId({ type: 'MSISDN', target: '0812345678', amount: 1500.5 }));
  });

  it('equals promptparse for any ID and amount, and carries promptpay-qr’s data objects', () => {
    fc.assert(
      fc.property(
        idArbitrary,
        fc.option(fc.integer({ min: 1, max: MONEY_LIMITS.amountMax }), { nil: null }),
        (id, amount) => {
          const ours = promptPayPayload(id, amount);
          const theirs = anyId({
            type: PROXY_TYPE[id.kind],
            target: id.digits,
            ...(amount === null ? {} : { amount: amount / 100 }),
          });
          expect(ours).toBe(theirs);
          const parsed = parse(ours, true);
          expect(parsed?.getTagValue('54') ?? null).toBe(amount === null ? null : (amount / 100).toFixed(2));
          const reference = generatePromptPayQr(id.digits, amount === null ? {} : { amount: amount / 100 });
          expect(withAmountAsNumber(fields(ours))).toEqual(withAmountAsNumber(fields(reference)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes a dynamic QR for an amount and a static one without', () => {
    const dynamic = fields(promptPayPayload({ kind: 'e-wallet', digits: '123456789012345' }, 5));
    expect(dynamic.get('01')).toBe('12');
    expect(dynamic.get('54')).toBe('0.05');
    expect(dynamic.get('29.00')).toBe('A000000677010111');
    expect(dynamic.get('29.03')).toBe('123456789012345');
    expect(dynamic.get('53')).toBe('764');
    expect(dynamic.get('58')).toBe('TH');
    const fixed = fields(promptPayPayload({ kind: 'mobile', digits: '0812345678' }, null));
    expect(fixed.get('01')).toBe('11');
    expect(fixed.has('54')).toBe(false);
    expect(() => promptPayPayload({ kind: 'mobile', digits: '0812345678' }, 0)).toThrow(RangeError);
    expect(() => promptPayPayload({ kind: 'mobile', digits: '812345678' }, 100)).toThrow(RangeError);
  });

  it('refuses a payload whose CRC or structure is wrong', () => {
    const good = promptPayPayload({ kind: 'mobile', digits: '0812345678' }, 100);
    expect(decodePayload(good)).not.toBeNull();
    expect(decodePayload(`${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`)).toBeNull();
    expect(decodePayload(good.replace('5802TH', '5802TW'))).toBeNull();
    expect(decodePayload(good.slice(0, 10))).toBeNull();
    const objects: DataObject[] | null = decodeDataObjects('0002010102');
    expect(objects).toBeNull();
  });
});

describe('PromptPay IDs as owners type them', () => {
  it('reads mobile numbers, national or tax IDs with their check digit, and e-wallet IDs', () => {
    expect(parsePromptPayId('081-234-5678')).toEqual({ kind: 'mobile', digits: '0812345678' });
    expect(parsePromptPayId('+66 81 234 5678')).toEqual({ kind: 'mobile', digits: '0812345678' });
    expect(parsePromptPayId('1-1018-00001-00-0')).toEqual({ kind: 'national-id', digits: '1101800001000' });
    expect(parsePromptPayId('0105536112014')).toEqual({ kind: 'national-id', digits: '0105536112014' });
    expect(parsePromptPayId('123456789012345')).toEqual({ kind: 'e-wallet', digits: '123456789012345' });
    for (const bad of ['', '12345', '1101800001007', '+1 555 123 4567', '08a2345678', '0812345678'.repeat(5)]) {
      expect(parsePromptPayId(bad), bad).toBeNull();
    }
  });

  it('checks the Thai ID check digit', () => {
    expect(hasValidThaiIdCheckDigit('1101800001000')).toBe(true);
    expect(hasValidThaiIdCheckDigit('1111111111111')).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (first) => {
        const valid = [...'0123456789'].filter((digit) => hasValidThaiIdCheckDigit(`${first}${digit}`));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});
