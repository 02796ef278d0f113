import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { loadServerConfig } from '../../config/server';
import { openDatabase, type Db } from '../../server/db/client';
import { users, weddingEvents, weddingMembers, weddings } from '../../server/db/schema';
import { addPersonPhoto, addPhoto, setCaption } from '../../server/modules/website/photos';
import { createWebsite, updatePage, updateSettings } from '../../server/modules/website/service';
import { websitePageContent, type WebsiteAnswer } from '../../src/contracts/website';

/**
 * `node --import tsx test/server/websiteBenchData.ts <email> [photos]`: gives an existing account a
 * wedding (as its OWNER) and a published wedding website made through the website's own services,
 * as a couple makes it: its story, schedule, travel, FAQ, RSVP, a wedding party of six people each
 * with a square photo, and a gallery of `photos` (default 12) uploaded photos, some cropped, with
 * captions. The photos are drawn here (gradients and shapes, 2400×1600, as heavy as a phone's JPEG)
 * and go through the same upload path (sharp: checked, EXIF stripped, cropped, 320/640/1280 webp
 * and jpeg). `npm run bench` runs it before the server starts (test/bench/pages/website.ts); it
 * prints `{"slug": …, "photos": n, "people": n}`.
 */

const PALETTES = [
  ['#f4d6cc', '#b5838d', '#6d6875'],
  ['#cad2c5', '#84a98c', '#354f52'],
  ['#ffe8d6', '#ddbea9', '#6b705c'],
  ['#e9edc9', '#ccd5ae', '#606c38'],
  ['#fefae0', '#dda15e', '#bc6c25'],
  ['#edf6f9', '#83c5be', '#006d77'],
];

/** A photo-like JPEG: a sky-to-ground gradient, a sun, hills and some texture (seeded, so every run is the same). */
export async function drawPhoto(seed: number, width = 2400, height = 1600): Promise<Buffer> {
  const [light, mid, dark] = PALETTES[seed % PALETTES.length]!;
  let x = seed * 7919;
  const rand = () => (x = (x * 16807) % 2147483647) / 2147483647;
  const dots = Array.from({ length: 160 }, () => {
    const r = 4 + rand() * 40;
    return `<circle cx="${(rand() * width).toFixed(0)}" cy="${(height * 0.55 + rand() * height * 0.45).toFixed(0)}" r="${r.toFixed(1)}" fill="${rand() > 0.5 ? mid : dark}" fill-opacity="${(0.2 + rand() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${(width * (0.2 + rand() * 0.6)).toFixed(0)}" cy="${(height * 0.3).toFixed(0)}" r="${(height * 0.12).toFixed(0)}" fill="#fff8e7" fill-opacity="0.85"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${height * 0.68} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="${dark}" fill-opacity="0.8"/>
    ${dots}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const PEOPLE = [
  ['Robin Hale', 'Maid of honor', 'Friends since the first day of school.'],
  ['Kit Moreno', 'Best man', 'Introduced the two of us, and will not let us forget it.'],
  ['Sasha Idowu', 'Bridesmaid', 'Our favourite travel companion.'],
  ['Theo Park', 'Groomsman', 'Has the best playlist in the family.'],
  ['June Alvarez', 'Flower girl', 'Six, and practising her throw.'],
  ['Ezra Cohen', 'Officiant', 'Ordained online, very serious about it.'],
] as const;
const CAPTIONS = ['Where we met', 'Our first trip', 'The proposal', 'Sunday mornings', 'Lake days', 'Meeting the family'];

async function save(db: Db, userId: number, kind: Parameters<typeof updatePage>[2], content: Record<string, unknown>) {
  await updatePage(db, userId, kind, { enabled: true, content: websitePageContent.parse(content) });
}

export async function makeBenchWebsite(db: Db, userId: number, photoCount = 12): Promise<{ slug: string; photos: number; people: number }> {
  const [wedding] = await db
    .insert(weddings)
    .values({
      slug: `bench-website-${Date.now()}`,
      ownerFirstName: 'Avery',
      ownerLastName: 'Lane',
      partnerFirstName: 'Morgan',
      partnerLastName: 'Reyes',
      weddingDate: '2031-06-14',
      city: 'Savannah',
      stateProvince: 'GA',
      ceremonyVenue: 'Forsyth Park',
    })
    .returning({ id: weddings.id });
  await db.insert(weddingMembers).values({ weddingId: wedding!.id, userId, role: 'OWNER' });
  await db.insert(weddingEvents).values([
    {
      weddingId: wedding!.id,
      name: 'Welcome drinks',
      eventDate: '2031-06-13',
      startTime: '19:00',
      place: 'The Grey',
      address: '109 MLK Jr Blvd',
    },
    { weddingId: wedding!.id, name: 'Ceremony', eventDate: '2031-06-14', startTime: '16:00', place: 'Forsyth Park', address: 'Gaston St' },
    {
      weddingId: wedding!.id,
      name: 'Reception',
      eventDate: '2031-06-14',
      startTime: '18:00',
      place: 'Mansion on Forsyth',
      address: '700 Drayton St',
    },
  ]);
  let answer: WebsiteAnswer = await createWebsite(db, userId);
  await save(db, userId, 'STORY', {
    body: 'We met on a rainy Tuesday at a bookshop in **Savannah**, both reaching for the last copy of the same novel.\n\nSix years, two cities and one very patient dog later, we are getting married where it started.',
  });
  await save(db, userId, 'TRAVEL', {
    places: [
      {
        kind: 'HOTEL',
        name: 'The Marshall House',
        address: '123 E Broughton St, Savannah',
        note: 'Room block under Lane–Reyes until May 1.',
      },
      { kind: 'AIRPORT', name: 'Savannah/Hilton Head International', address: '400 Airways Ave, Savannah' },
    ],
  });
  await save(db, userId, 'FAQ', {
    faqs: [
      { question: 'What should I wear?', answer: 'Garden formal: light fabrics, comfortable shoes for the grass.' },
      { question: 'Can I bring a guest?', answer: 'Your invitation lists everyone we have saved a seat for.' },
    ],
  });
  await updatePage(db, userId, 'RSVP', { enabled: true });

  const people = [];
  for (const [i, [name, role, note]] of PEOPLE.entries()) {
    const { photo } = await addPersonPhoto(db, userId, await drawPhoto(100 + i, 1200, 1200), null);
    people.push({ name, role, note, photo_id: photo.id });
  }
  await save(db, userId, 'WEDDING_PARTY', { people });

  for (let i = 0; i < photoCount; i++) {
    const portrait = i % 3 === 2;
    const bytes = await drawPhoto(i, portrait ? 1600 : 2400, portrait ? 2400 : 1600);
    // Every fourth photo is cropped: a square from its middle, across a landscape or down a portrait.
    const square = portrait ? { x: 0, y: 400, width: 1600, height: 1600 } : { x: 400, y: 0, width: 1600, height: 1600 };
    const crop = i % 4 === 1 ? square : null;
    answer = await addPhoto(db, userId, bytes, crop);
  }
  for (const [i, photo] of answer.photos.entries()) if (i < CAPTIONS.length) await setCaption(db, userId, photo.photo_id, CAPTIONS[i]!);
  await updatePage(db, userId, 'PHOTOS', { enabled: true, content: websitePageContent.parse({ body: 'A few of our favourite days.' }) });
  answer = await updateSettings(db, userId, { theme: 'garden', published: true });
  return { slug: answer.website.slug, photos: answer.photos.length, people: people.length };
}

async function main(email: string, photos: number): Promise<void> {
  const config = loadServerConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no account ${email}`);
    console.log(JSON.stringify(await makeBenchWebsite(database.db, user.id, photos)));
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  const [email, photos = '12'] = process.argv.slice(2);
  if (!email) {
    console.error('usage: websiteBenchData.ts <email> [photos]');
    process.exit(2);
  }
  main(email, Number(photos)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
