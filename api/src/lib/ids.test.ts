import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { parseDatabaseId } from './ids.ts';

describe('parseDatabaseId: the one reading of a client-sent row id', () => {
  it('reads a number, a string of digits and a global ID of the type alike', () => {
    expect(parseDatabaseId(12, 'Week')).toBe(12);
    expect(parseDatabaseId('12', 'Week')).toBe(12);
    expect(parseDatabaseId(encodeGlobalID('Week', 12), 'Week')).toBe(12);
  });

  it('answers null for anything else', () => {
    for (const value of [0, -1, 1.5, '', 'abc', '1e3', ' 12', '99999999999999999999', null, undefined, {}, [12]]) {
      expect(parseDatabaseId(value, 'Week')).toBeNull();
    }
    expect(parseDatabaseId(encodeGlobalID('Meal', 12), 'Week')).toBeNull();
    expect(parseDatabaseId(encodeGlobalID('Week', 'x'), 'Week')).toBeNull();
  });
});
