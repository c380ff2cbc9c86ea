/** literal(): the arguments of EXECUTE on PGlite, written as SQL literals of their parameter's type. */
import { describe, expect, it } from 'vitest';
import { literal } from './prepared-statements.ts';

describe('literal', () => {
  it('quotes text for standard-conforming strings: quotes doubled, backslashes left alone', () => {
    expect(literal("O'Brien", 'text')).toBe("'O''Brien'");
    expect(literal('a\\b', 'text')).toBe("'a\\b'");
    expect(literal("'); drop table appointments; --", 'text')).toBe("'''); drop table appointments; --'");
    expect(literal('ทดสอบ 🌸', 'text')).toBe("'ทดสอบ 🌸'");
    expect(literal('2026-11-24', 'date')).toBe("'2026-11-24'");
  });

  it('writes null, integers, booleans and arrays', () => {
    expect(literal(null, 'text')).toBe('null');
    expect(literal(null, 'int4[]')).toBe('null');
    expect(literal(-42, 'int4')).toBe('-42');
    expect(literal(true, 'bool')).toBe('true');
    expect(literal([1, 2, 3], 'int4[]')).toBe("'{1,2,3}'");
    expect(literal([], 'int4[]')).toBe("'{}'");
    expect(literal(["it's", 'b'], 'text[]')).toBe("array['it''s','b']::text[]");
    expect(literal([], 'text[]')).toBe('array[]::text[]');
  });

  it('refuses what it cannot write safely', () => {
    expect(() => literal('a\u0000b', 'text')).toThrow(TypeError);
    expect(() => literal(1.5, 'int4')).toThrow(TypeError);
    expect(() => literal('1', 'int4')).toThrow(TypeError);
    expect(() => literal(Number.NaN, 'int4')).toThrow(TypeError);
    expect(() => literal([1, 1.5], 'int4[]')).toThrow(TypeError);
    expect(() => literal(1, 'text')).toThrow(TypeError);
    expect(() => literal('true', 'bool')).toThrow(TypeError);
  });
});
