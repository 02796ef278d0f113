import {
  DATE_TO_BE_DECIDED,
  formatCardDate,
  isApproved,
  prefillTexts,
  suggestionsFor,
  WORDING_SUGGESTIONS,
  type WeddingForPaper,
} from '../../src/contracts/paperProjects';
import { CARD_TYPES } from '../../src/contracts/paper';

const wedding: WeddingForPaper = {
  owner_first_name: 'Alex',
  owner_last_name: 'Morgan',
  partner_first_name: 'Jordan',
  partner_last_name: 'Lee',
  wedding_date: '2027-06-12',
  ceremony_venue: 'The Boathouse',
  reception_venue: '',
  city: 'Brooklyn',
  state_province: 'NY',
};
const slots = (...keys: string[]) => keys.map((key) => ({ key, default_text: `default ${key}` }));

describe('the wedding pre-fill', () => {
  it('writes dates as a card does, weekday first', () => {
    expect(formatCardDate('2027-06-12')).toBe('Saturday, June 12, 2027');
    expect(formatCardDate('2026-02-28', false)).toBe('February 28, 2026');
  });

  it('fills an invitation with full names, the date and venue · town, keeping the design’s other wording', () => {
    expect(prefillTexts('INVITATION', slots('heading', 'names', 'request', 'date', 'place'), wedding)).toEqual({
      heading: 'default heading',
      names: 'Alex Morgan & Jordan Lee',
      request: 'default request',
      date: 'Saturday, June 12, 2027',
      place: 'The Boathouse · Brooklyn, NY',
    });
  });

  it('uses first names and the town on a save-the-date, and says the date is to be decided while it is', () => {
    expect(prefillTexts('SAVE_THE_DATE', slots('names', 'date', 'place'), { ...wedding, wedding_date: null })).toEqual({
      names: 'Alex & Jordan',
      date: DATE_TO_BE_DECIDED,
      place: 'Brooklyn, NY',
    });
  });

  it('signs a thank-you card, dates a menu, and marks a change-the-date’s new date', () => {
    expect(prefillTexts('THANK_YOU', slots('names'), wedding).names).toBe('with love, Alex & Jordan');
    expect(prefillTexts('MENU', slots('names'), wedding).names).toBe('Alex & Jordan · June 12, 2027');
    expect(prefillTexts('CHANGE_THE_DATE', slots('date'), wedding).date).toBe('New date: June 12, 2027');
  });

  it('leaves a place card’s guest and a holiday card’s sender to the design, and a venue-less wedding’s place to the town', () => {
    expect(prefillTexts('PLACE_CARD', slots('guest', 'table'), wedding)).toEqual({ guest: 'default guest', table: 'default table' });
    expect(prefillTexts('HOLIDAY', slots('names'), wedding).names).toBe('default names');
    expect(prefillTexts('INVITATION', slots('place'), { ...wedding, ceremony_venue: '' }).place).toBe('Brooklyn, NY');
  });

  it('starts a guest’s card (no wedding) with the personal lines empty', () => {
    expect(prefillTexts('INVITATION', slots('heading', 'names', 'date', 'place'), null)).toEqual({
      heading: 'default heading',
      names: '',
      date: '',
      place: '',
    });
  });
});

describe('the wording suggestions', () => {
  it('give every suggestion a reason, and none twice in a slot', () => {
    for (const type of CARD_TYPES)
      for (const [slot, list] of Object.entries(WORDING_SUGGESTIONS[type] ?? {})) {
        expect(list.length).toBeGreaterThan(0);
        expect(new Set(list.map((s) => s.text)).size).toBe(list.length);
        for (const s of list) {
          expect(s.text.length).toBeLessThanOrEqual(160);
          expect(s.etiquette).toMatch(/\w.+[.:]/);
        }
        expect(suggestionsFor(type, slot)).toBe(list);
      }
  });

  it('explain “honour” against “pleasure” on an invitation’s request line', () => {
    const request = suggestionsFor('INVITATION', 'request');
    expect(request.find((s) => s.text.includes('honour'))!.etiquette).toContain('house of worship');
    expect(request.find((s) => s.text.includes('pleasure'))!.etiquette).toContain('anywhere else');
    expect(suggestionsFor('PLACE_CARD', 'guest')).toEqual([]);
  });
});

describe('the approval rule', () => {
  it('holds only for the version approved', () => {
    expect(isApproved({ version: 3, approved_version: 3 })).toBe(true);
    expect(isApproved({ version: 4, approved_version: 3 })).toBe(false);
    expect(isApproved({ version: 1, approved_version: null })).toBe(false);
  });
});
