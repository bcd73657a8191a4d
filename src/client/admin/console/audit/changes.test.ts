import { describe, expect, it } from 'vitest';
import { changedFields, changeText, formatValue } from './changes.ts';

describe('changedFields', () => {
  it('lists only the fields whose values differ, old and new', () => {
    expect(
      changedFields(
        { id: 'p1', title: 'Old', featured: false, tags: ['a'] },
        { id: 'p1', title: 'New', featured: false, tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('compares nested objects whole, whatever the order of their keys', () => {
    expect(changedFields({ meta: { a: 1, b: 2 } }, { meta: { b: 2, a: 1 } })).toEqual([]);
    expect(changedFields({ meta: { a: 1 } }, { meta: { a: 2 } })).toEqual([
      { field: 'meta', before: { a: 1 }, after: { a: 2 } },
    ]);
  });

  it('tells a field set to null from one that was not there', () => {
    expect(changedFields({ publishedAt: null }, { publishedAt: null, slug: 's' })).toEqual([
      { field: 'slug', before: undefined, after: 's' },
    ]);
    expect(changedFields({ a: 1, gone: null }, { a: 1 })).toEqual([
      { field: 'gone', before: null, after: undefined },
    ]);
  });

  it('lists every field of a create and of a delete', () => {
    expect(changedFields(null, { id: 'g1', name: 'BGMI' })).toEqual([
      { field: 'id', before: undefined, after: 'g1' },
      { field: 'name', before: undefined, after: 'BGMI' },
    ]);
    expect(changedFields({ id: 'g1' }, null)).toEqual([{ field: 'id', before: 'g1', after: undefined }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('formatValue', () => {
  it('shows JSON, with a dash for a field that was not there', () => {
    expect(formatValue('null')).toBe('"null"');
    expect(formatValue(null)).toBe('null');
    expect(formatValue({ a: [1, true] })).toBe('{"a":[1,true]}');
    expect(formatValue(undefined)).toBe('—');
  });
});

describe('changeText', () => {
  it('puts the changed fields on one line, old → new', () => {
    expect(changeText({ id: 'u1', role: 'user' }, { id: 'u1', role: 'admin' })).toBe(
      'role: "user" → "admin"',
    );
    expect(changeText(null, { a: 1, b: null })).toBe('a: — → 1; b: — → null');
    expect(changeText({ a: 1 }, { a: 1 })).toBe('—');
  });
});
