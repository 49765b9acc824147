import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findControlCharacter, withoutControlCharacters } from './plain-text.js';

describe('findControlCharacter', () => {
  it('names the field of the first bad character, however deep', () => {
    expect(findControlCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toMatchObject({
      path: ['a', 1, 'c'],
      character: 'U+0000',
      kind: 'control',
    });
  });

  it('lets tab and line breaks through only in fields written on several lines', () => {
    expect(findControlCharacter({ instruction: 'a\n\tb\r\n' })).toBeUndefined();
    expect(findControlCharacter({ include: ['a', 'b\n'] })).toMatchObject({
      path: ['include', 1],
      character: 'U+000A',
    });
    expect(findControlCharacter({ instruction: 'a\u007Fb' })).toMatchObject({
      character: 'U+007F',
    });
  });

  it('checks keys too, and finds lone surrogates but not pairs', () => {
    expect(findControlCharacter({ row: { 'na\u0001me': 1 } })).toMatchObject({
      path: ['row'],
      inKey: true,
    });
    expect(findControlCharacter({ name: 'smile 😀' })).toBeUndefined();
    expect(findControlCharacter({ name: 'a\uDE00' })).toMatchObject({ kind: 'surrogate' });
  });

  it('walks JSON nested far deeper than a recursive walk could, in time linear in its size', () => {
    // A megabyte of chat context could be built like this; a walk that copied paths or looked
    // up each string's field from the root would take minutes.
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = ['text', deep];
    const started = performance.now();
    expect(findControlCharacter({ extractedData: deep })?.path).toHaveLength(100_001);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('withoutControlCharacters', () => {
  const Schema = withoutControlCharacters(() =>
    z.object({ name: z.string().trim(), tags: z.array(z.string()).optional() }),
  );

  it('passes clean input through unchanged, transforms included', () => {
    expect(Schema.parse({ name: '  Ada ', tags: ['x'] })).toEqual({ name: 'Ada', tags: ['x'] });
  });

  it('fails with one message that names the field', () => {
    const result = Schema.safeParse({ name: 'Ada', tags: ['ok', 'b\u0000d'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['tags', 1],
        message: 'tags.1 must not contain control characters (found U+0000); remove it',
      }),
    ]);
  });
});
