import { z } from 'zod';
import { AppError } from '../../server/lib/errors';
import {
  email,
  findUnstorable,
  id,
  ID_MESSAGE,
  idParam,
  intParam,
  jsonData,
  MAX_ID,
  money,
  nestingDepth,
  NUL_MESSAGE,
  slug,
  SURROGATE_MESSAGE,
  text,
  unstorableText,
  wholeNumber,
} from '../../src/contracts/inputs';
import { parseInput } from '../../server/lib/route';

/** The first message a value gets from a schema (what parseInput answers), or 'ok' and the parsed value. */
const first = (schema: z.ZodType, value: unknown): string | ['ok', unknown] => {
  const result = schema.safeParse(value);
  return result.success ? ['ok', result.data] : result.error.issues[0]!.message;
};

/** The messages a value gets from a schema, or 'ok' and the parsed value. */
const messages = (schema: z.ZodType, value: unknown): string[] | ['ok', unknown] => {
  const result = schema.safeParse(value);
  return result.success ? ['ok', result.data] : result.error.issues.map((issue) => issue.message);
};

describe('unstorableText', () => {
  it.each([
    ['plain text', 'Alex & Jordan', undefined],
    ['an emoji (a surrogate pair)', 'Cheers 🎉', undefined],
    ['NUL', 'a\u0000b', NUL_MESSAGE],
    ['NUL alone', '\u0000', NUL_MESSAGE],
    ['a lone high surrogate', 'a\ud800', SURROGATE_MESSAGE],
    ['a lone low surrogate', '\udc00b', SURROGATE_MESSAGE],
    ['a pair the wrong way round', '\udc00\ud800', SURROGATE_MESSAGE],
  ])('%s', (_name, value, expected) => {
    expect(unstorableText(value)).toBe(expected);
  });
});

describe('text', () => {
  it('trims, then caps the length with a default or its own message', () => {
    expect(messages(text(5), '  hello  ')).toEqual(['ok', 'hello']);
    expect(messages(text(5), 'hello!')).toEqual(['must be at most 5 characters']);
    expect(messages(text(5, { tooLong: 'Names can be at most 5 characters.' }), 'hello!')).toEqual(['Names can be at most 5 characters.']);
  });

  it('keeps white space when asked (passwords, tokens)', () => {
    expect(messages(text(10, { trim: false }), ' secret ')).toEqual(['ok', ' secret ']);
  });

  it('says what is wrong with a value that is not a string, in its own words when given', () => {
    expect(messages(text(5), 5)).toEqual(['Invalid input: expected string, received number']);
    expect(messages(text(5, { type: 'Please name the collection.' }), undefined)).toEqual(['Please name the collection.']);
  });

  it('refuses NUL and lone surrogates before any other check runs', () => {
    const code = text(6).min(6, 'must be 6 digits').regex(/^\d+$/, 'must be digits');
    expect(messages(code, '12\u00003')).toEqual([NUL_MESSAGE]);
    expect(messages(code, '\ud800')).toEqual([SURROGATE_MESSAGE]);
    expect(messages(code, 'x'.repeat(10) + '\u0000')).toEqual([NUL_MESSAGE]);
    expect(messages(code, '12345a')).toEqual(['must be digits']);
    expect(messages(code, '123456')).toEqual(['ok', '123456']);
  });

  it('chains a required minimum', () => {
    const name = text(60).min(1, 'Please tell us your name.');
    expect(messages(name, '   ')).toEqual(['Please tell us your name.']);
  });
});

describe('email', () => {
  it('takes a trimmed address, and refuses others with its message', () => {
    expect(messages(email(), ' alex@confetti.test ')).toEqual(['ok', 'alex@confetti.test']);
    expect(messages(email(), 'alex')).toEqual(['Please enter a valid email address.']);
    expect(messages(email('Enter your email.'), 5)).toEqual(['Enter your email.']);
    expect(messages(email(undefined, 20), `${'a'.repeat(20)}@x.co`)).toEqual(['is too long']);
    expect(messages(email(), 'alex\u0000@confetti.test')).toEqual([NUL_MESSAGE]);
  });
});

describe('slug', () => {
  it('takes lower-case letters, digits and hyphens up to its length', () => {
    expect(messages(slug(10), 'alex-2027')).toEqual(['ok', 'alex-2027']);
    expect(messages(slug(10), 'Alex')).toEqual(['must be a lower-case slug']);
    expect(messages(slug(3, 'must be a registry key'), 'abcd')).toEqual(['must be a registry key']);
    expect(messages(slug(10), 'a%00')).toEqual(['must be a lower-case slug']);
  });
});

describe('numbers', () => {
  it('wholeNumber: each way to be wrong has its message', () => {
    const quantity = wholeNumber(1, 99);
    expect(messages(quantity, 5)).toEqual(['ok', 5]);
    expect(messages(quantity, '5')).toEqual(['must be a whole number']);
    expect(messages(quantity, 1.5)).toEqual(['must be a whole number']);
    expect(messages(quantity, 0)).toEqual(['must be 1 or more']);
    expect(messages(quantity, 100)).toEqual(['must be at most 99']);
    expect(messages(wholeNumber(1, 99, { type: 'T', whole: 'W', tooSmall: 'S', tooLarge: 'L' }), 1.5)).toEqual(['W']);
  });

  it('id: a whole number within the int4 columns', () => {
    expect(messages(id(), 1)).toEqual(['ok', 1]);
    expect(messages(id(), MAX_ID)).toEqual(['ok', 2_147_483_647]);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 1e20, '1', null]) expect([bad, first(id(), bad)]).toEqual([bad, ID_MESSAGE]);
    expect(first(id('must be a collection id'), 2_147_483_648)).toBe('must be a collection id');
  });

  it('idParam: digits only, then the same range', () => {
    expect(messages(idParam(), '42')).toEqual(['ok', 42]);
    expect(messages(idParam(), '2147483647')).toEqual(['ok', MAX_ID]);
    for (const bad of ['2147483648', '99999999999999999999', '0', '-1', '1e3', '0x10', ' 1', '1.0', '', '٣']) {
      expect([bad, first(idParam(), bad)]).toEqual([bad, ID_MESSAGE]);
    }
  });

  it('intParam: digits only, with its range messages', () => {
    const page = intParam(1, 10_000, { tooLarge: 'is too large' });
    expect(messages(page, '3')).toEqual(['ok', 3]);
    expect(messages(page, 'two')).toEqual(['must be a whole number']);
    expect(messages(page, '0')).toEqual(['must be 1 or more']);
    expect(messages(page, '10001')).toEqual(['is too large']);
    expect(messages(page.default(1), undefined)).toEqual(['ok', 1]);
  });

  it('money: integer cents, one message, or another for a fraction of a cent', () => {
    const price = money(0, 10_000_000, 'Enter a price between $0 and $100,000.', 'Enter the price in whole cents.');
    expect(messages(price, 2500)).toEqual(['ok', 2500]);
    expect(messages(price, -1)).toEqual(['Enter a price between $0 and $100,000.']);
    expect(messages(price, 10_000_001)).toEqual(['Enter a price between $0 and $100,000.']);
    expect(messages(price, 'free')).toEqual(['Enter a price between $0 and $100,000.']);
    expect(messages(price, 12.5)).toEqual(['Enter the price in whole cents.']);
    expect(messages(money(100, 200), 99)).toEqual(['must be a whole number of cents from 100 to 200']);
  });
});

describe('findUnstorable', () => {
  it('names where the first bad string is, values and keys, at any depth', () => {
    expect(findUnstorable({ a: 'fine', b: [1, { c: 'ok' }] })).toBeUndefined();
    expect(findUnstorable('a\u0000')).toEqual({ path: [], message: NUL_MESSAGE });
    expect(findUnstorable({ user: { first_name: 'A\u0000' } })).toEqual({ path: ['user', 'first_name'], message: NUL_MESSAGE });
    expect(findUnstorable({ filters: [{ values: ['ok', '\ud800'] }] })).toEqual({
      path: ['filters', '0', 'values', '1'],
      message: SURROGATE_MESSAGE,
    });
    expect(findUnstorable({ data: { 'k\u0000': 1 } })).toEqual({ path: ['data'], message: `has a key that ${NUL_MESSAGE}` });
  });

  it('walks a value nested 100,000 levels deep without running out of stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + '"\\u0000"' + ']'.repeat(100_000)) as unknown;
    expect(findUnstorable(deep)?.message).toBe(NUL_MESSAGE);
    expect(nestingDepth(deep, 10)).toBe(11);
    expect(nestingDepth({ a: [1, { b: {} }] }, 10)).toBe(4);
    expect(nestingDepth('text', 10)).toBe(0);
  });
});

describe('jsonData', () => {
  const data = jsonData(100, 3);

  it('keeps any small JSON value as it came', () => {
    expect(messages(data, { cartId: 'c1', status: 500 })).toEqual(['ok', { cartId: 'c1', status: 500 }]);
    expect(messages(data, null)).toEqual(['ok', null]);
  });

  it('refuses too deep, too large, and unstorable strings with the field named', () => {
    expect(messages(data, [[[[1]]]])).toEqual(['must nest at most 3 levels deep']);
    expect(messages(data, { note: 'x'.repeat(100) })).toEqual(['must be at most 100 bytes as JSON']);
    expect(messages(data, { note: 'é'.repeat(45) })).toEqual(['must be at most 100 bytes as JSON']);
    const nul = data.safeParse({ a: { b: 'x\u0000' } });
    expect(nul.error?.issues).toMatchObject([{ path: ['a', 'b'], message: NUL_MESSAGE }]);
  });

  it('answers a value nested far past the stack without throwing', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(messages(data, deep)).toEqual(['must nest at most 3 levels deep']);
  });
});

describe('parseInput with these schemas', () => {
  it('throws a 400 naming the field and its message', () => {
    const body = z.object({ user: z.object({ first_name: text(60).min(1, 'is required') }), registry_id: id() });
    let error: unknown;
    try {
      parseInput(body, { user: { first_name: 'A\u0000' }, registry_id: 1 }, 'body');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).body).toEqual({
      message: `Invalid user.first_name: ${NUL_MESSAGE}`,
      code: 'validation',
      fields: { 'user.first_name': NUL_MESSAGE },
    });
  });
});
