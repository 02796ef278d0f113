import { HttpError } from './http';

/**
 * Files a person chose in the page, held outside the store: actions and state stay plain data
 * (STYLE §2, the Redux DevTools timeline can show and replay them), so an upload event carries
 * the file's description and an id, and the saga that sends it takes the file back here.
 */
export interface HeldFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

export const FILE_NOT_HELD_MESSAGE = 'That file is no longer available. Please choose it again.';

const held = new Map<string, Blob>();
let lastId = 0;

export function holdFile(file: File): HeldFile {
  const id = `file-${++lastId}`;
  held.set(id, file);
  return { id, name: file.name, size: file.size, type: file.type };
}

/** The held file, released: each is sent once. A replayed or stale event finds nothing and fails in words. */
export function releaseHeldFile(ref: HeldFile): Blob {
  const file = held.get(ref.id);
  if (!file) throw new HttpError({ message: FILE_NOT_HELD_MESSAGE });
  held.delete(ref.id);
  return file;
}

/** The held file, kept held: an upload that can resume (album photos) reads it again until it is done, then releases it. */
export function peekHeldFile(ref: HeldFile): Blob {
  const file = held.get(ref.id);
  if (!file) throw new HttpError({ message: FILE_NOT_HELD_MESSAGE });
  return file;
}
