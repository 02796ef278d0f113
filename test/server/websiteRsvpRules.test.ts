import { editDistance, firstNameMatches, foldName, lastNameMatches, nameMatches } from '../../server/modules/website/nameMatch';
import { calendarFile, icsText } from '../../server/lib/ics';
import { rsvpOpen } from '../../src/contracts/websiteRsvp';

describe('finding an invitation by name (pure)', () => {
  it('folds accents, case and punctuation', () => {
    expect(foldName('  José-María ')).toBe('josemaria');
    expect(foldName("O'Brien")).toBe('obrien');
  });

  it('counts one slip as one edit', () => {
    expect(editDistance('garcia', 'garcia')).toBe(0);
    expect(editDistance('garcia', 'gracia')).toBe(1);
    expect(editDistance('garcia', 'garca')).toBe(1);
    expect(editDistance('garcia', 'garciaa')).toBe(1);
    expect(editDistance('garcia', 'gorcio')).toBe(2);
    expect(editDistance('garcia', 'smith', 1)).toBe(2);
  });

  it.each([
    [['Robert', 'Garcia'], ['Robert', 'Garcia'], true],
    [['bob', 'garcía'], ['Robert', 'Garcia'], true],
    [['Robert', 'Gracia'], ['Robert', 'Garcia'], true],
    [['Roberto', 'Garcia'], ['Robert', 'Garcia'], true],
    [['Alexandra', 'Morgan'], ['Alex', 'Morgan'], true],
    [['Alex', 'Morgan'], ['Alexandra', 'Morgan'], true],
    [['Jon', 'Li'], ['Jon', 'Lee'], false],
    [['Ann', 'Lee'], ['Amy', 'Lee'], false],
    [['Robert', 'G'], ['Robert', 'Garcia'], false],
    [['Robert', 'Garza'], ['Robert', 'Garcia'], false],
    [['', 'Garcia'], ['Robert', 'Garcia'], false],
  ])('%j finds %j: %s', ([tf, tl], [lf, ll], expected) => {
    expect(nameMatches({ first: tf!, last: tl! }, { first: lf!, last: ll! })).toBe(expected);
  });

  it('needs two letters of the last name and a first name', () => {
    expect(lastNameMatches('G', 'G')).toBe(false);
    expect(lastNameMatches('Li', 'Li')).toBe(true);
    expect(firstNameMatches('', 'Robert')).toBe(false);
  });
});

describe('the reply-by date', () => {
  it('is open through the whole day in the wedding’s zone', () => {
    expect(rsvpOpen(null, 'America/New_York', new Date('2031-01-01T00:00:00Z'))).toBe(true);
    // 11 pm on May 1 in New York is May 2 in UTC: still open.
    expect(rsvpOpen('2031-05-01', 'America/New_York', new Date('2031-05-02T03:00:00Z'))).toBe(true);
    expect(rsvpOpen('2031-05-01', 'America/New_York', new Date('2031-05-02T05:00:00Z'))).toBe(false);
  });
});

describe('the calendar file', () => {
  it('writes RFC 5545 events, escaped and folded', () => {
    const ics = calendarFile(
      [
        {
          uid: 'a@confetti',
          title: 'Quinn & Rowan: Ceremony',
          date: '2031-05-17',
          time: '16:00',
          location: 'Forsyth Park, Savannah; GA',
          description: 'https://confetti.example/wedding/q',
        },
        { uid: 'b@confetti', title: 'Late party', date: '2031-05-17', time: '23:30', location: '', description: '' },
        { uid: 'c@confetti', title: 'Brunch', date: '2031-05-18', time: null, location: '', description: '' },
      ],
      'America/New_York',
      new Date('2031-01-02T03:04:05.678Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines).toContain('DTSTART;TZID=America/New_York:20310517T160000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20310517T180000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20310518T013000');
    expect(lines).toContain('DTSTART;VALUE=DATE:20310518');
    expect(lines).toContain('DTEND;VALUE=DATE:20310519');
    expect(lines).toContain('LOCATION:Forsyth Park\\, Savannah\\; GA');
    expect(lines).toContain('DTSTAMP:20310102T030405Z');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(icsText('a\nb')).toBe('a\\nb');
  });
});
