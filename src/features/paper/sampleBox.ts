import type { CardType, PaperShape } from '../../contracts/paper';

/** A card chosen as a free sample (kept in the browser until it is ordered). */
export interface SampleChoice {
  design: string;
  colourway: string;
  name: string;
  colourway_name: string;
  card_type: CardType;
  shape: PaperShape;
}

const KEY = 'confetti.paperSamples';

/** The sample box this browser kept, or none (storage blocked, or what it holds is not a box). */
export function readSampleBox(): SampleChoice[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (s): s is SampleChoice =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as SampleChoice).design === 'string' &&
        typeof (s as SampleChoice).colourway === 'string',
    );
  } catch {
    return [];
  }
}

export function writeSampleBox(box: readonly SampleChoice[]): void {
  try {
    if (box.length) window.localStorage.setItem(KEY, JSON.stringify(box));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage full: the box lasts as long as the page.
  }
}
