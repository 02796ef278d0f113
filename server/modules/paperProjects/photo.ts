import type { Db } from '../../db/client';
import { paperDesigns, paperProjects } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { badRequest } from '../../lib/errors';
import type { CropRect } from '../../../src/contracts/imageCrop';
import { PROJECT_MESSAGES, type ProjectView } from '../../../src/contracts/paperProjects';
import { encodeImage, imageVariant, storeImage } from '../media/images';
import { getProject, owned, ownerOf } from './service';

/** What an upload is stored as (images.purpose). */
export const PAPER_PHOTO_PURPOSE = 'PAPER_PHOTO';
/** The stored size drawn into the card: wide enough for the proof's 200 dpi over a 5 x 7 card's photo band. */
const ART_PHOTO_WIDTH = 1280;

/** A stored photo as a data: URI for the card's SVG (the proof rasterises that SVG, so it is embedded, not linked). */
export async function photoDataUri(db: Db, imageId: string): Promise<string | null> {
  try {
    const variant = await imageVariant(db, imageId, ART_PHOTO_WIDTH, 'jpeg');
    return `data:image/jpeg;base64,${Buffer.from(variant.bytes).toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * A photo design's photo (issue 30, "a photo (uploaded, cropped; the same upload rules as the
 * website)"): the bytes are checked and re-encoded by sharp with the crop (EXIF and all metadata
 * dropped), stored in the database like the website's photos, and set on the project as a new
 * version (a change of the card withdraws its proof approval). The project's owners only (BOLA:
 * `owned`). The replaced photo is kept: an order of an earlier version still shows it.
 */
export async function setProjectPhoto(db: Db, userId: number, id: number, bytes: Buffer, crop: CropRect | null): Promise<ProjectView> {
  const owner = await ownerOf(db, { userId });
  const project = await owned(db, owner, id);
  const [design] = await db.select({ hasPhoto: paperDesigns.hasPhoto }).from(paperDesigns).where(eq(paperDesigns.id, project.designId));
  if (!design?.hasPhoto) throw badRequest(PROJECT_MESSAGES.noPhoto, { code: 'paper.no_photo' });
  const encoded = await encodeImage(bytes, { crop });
  await db.transaction(async (tx) => {
    const current = await owned(tx, owner, id, true);
    const imageId = await storeImage(tx, { weddingId: current.weddingId, userId, purpose: PAPER_PHOTO_PURPOSE }, encoded);
    await tx
      .update(paperProjects)
      .set({ photoImageId: imageId, version: current.version + 1, updatedAt: new Date() })
      .where(eq(paperProjects.id, id));
  });
  return getProject(db, { userId }, id);
}

/** Takes the photo off (the sample shows again): a new version, unless there was none. */
export async function removeProjectPhoto(db: Db, userId: number, id: number): Promise<ProjectView> {
  const owner = await ownerOf(db, { userId });
  await db.transaction(async (tx) => {
    const current = await owned(tx, owner, id, true);
    if (!current.photoImageId) return;
    await tx
      .update(paperProjects)
      .set({ photoImageId: null, version: current.version + 1, updatedAt: new Date() })
      .where(eq(paperProjects.id, id));
  });
  return getProject(db, { userId }, id);
}
