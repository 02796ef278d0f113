import { MAX_NAME_VARIANTS, NICKNAMES, nameVariants, parseNicknames } from '../../server/modules/registry/nicknames';

/** The nickname table of Find a couple (server/modules/registry/nicknames.txt), with issue 26's examples. */
describe('nickname table', () => {
  it('has a few hundred diminutives, every one lower-case', () => {
    expect(NICKNAMES.diminutives.size).toBeGreaterThan(200);
    expect(NICKNAMES.namesFor.size).toBeGreaterThan(300);
    for (const [name, shorts] of NICKNAMES.diminutives) for (const n of [name, ...shorts]) expect(n).toMatch(/^[a-z][a-z' -]*$/);
  });

  it.each([
    // Issue 26: "Alex finds Alexander and Alexandra, Bob finds Robert".
    ['Alex', ['alexander', 'alexandra', 'alexis']],
    ['Bob', ['robert']],
    ['Rob', ['robert']],
    ['Robbie', ['robert', 'roberta']],
    ['Liz', ['elizabeth']],
    ['Beth', ['elizabeth']],
    ['Peggy', ['margaret']],
    ['Bill', ['william']],
  ])('%s stands for %j', (typed, names) => {
    const variants = nameVariants(typed);
    expect(variants[0]).toBe(typed.toLowerCase());
    for (const name of names) expect(variants).toContain(name);
  });

  it('a name finds its diminutives, and a diminutive the other diminutives of its name', () => {
    expect(nameVariants('Robert')).toEqual(expect.arrayContaining(['bob', 'bobby', 'rob', 'robbie']));
    expect(nameVariants('bob')).toEqual(expect.arrayContaining(['rob', 'robbie', 'bert']));
    // …and no further: bert (of albert) does not lead on to herbert's herb.
    expect(nameVariants('al')).not.toContain('herb');
  });

  it('a name outside the table is only itself; nothing is empty or too long', () => {
    expect(nameVariants('Jordan')).toEqual(['jordan']);
    expect(nameVariants('  ')).toEqual([]);
    for (const name of NICKNAMES.namesFor.keys()) expect(nameVariants(name).length).toBeLessThanOrEqual(MAX_NAME_VARIANTS);
  });

  it('reads the file format and refuses a malformed line', () => {
    const table = parseNicknames('# comment\nrobert: bob, rob # inline\n\nroberta: bobbie, rob\n');
    expect(table.namesFor.get('rob')).toEqual(['robert', 'roberta']);
    expect(() => parseNicknames('Robert - Bob')).toThrow(/line 1/);
  });
});
