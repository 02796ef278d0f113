import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories } from '../schema';
import { slugify } from './random';

/** The registry shop's category tree: top-level categories with their subcategories. */
export const CATEGORY_TREE: ReadonlyArray<{ name: string; boutique?: boolean; children: string[] }> = [
  { name: 'Kitchen', boutique: true, children: ['Cookware', 'Bakeware', 'Knives & Cutlery', 'Small Appliances', 'Kitchen Tools'] },
  { name: 'Dining', boutique: true, children: ['Dinnerware', 'Flatware', 'Glassware', 'Serveware', 'Table Linens'] },
  { name: 'Bar', children: ['Barware', 'Wine Accessories', 'Coffee & Tea'] },
  { name: 'Bed & Bath', children: ['Bedding', 'Bath Towels', 'Pillows', 'Blankets & Throws'] },
  { name: 'Home Decor', boutique: true, children: ['Vases', 'Candles', 'Frames', 'Lighting', 'Rugs'] },
  { name: 'Outdoor', children: ['Grilling', 'Outdoor Dining', 'Camping', 'Garden'] },
  { name: 'Tech', children: ['Audio', 'Smart Home', 'Cameras'] },
  { name: 'Experiences', children: ['Classes', 'Getaways', 'Date Nights'] },
  { name: 'Wedding Shop', boutique: true, children: ['Ceremony', 'Reception Decor', 'Bridal Party Gifts', 'Keepsakes'] },
  { name: 'Gift Cards', children: [] },
];

/** Key of a category: its name's slug (e.g. 'bed-and-bath', 'gift-cards', 'wedding-shop'). */
export const categoryKey = (name: string): string => slugify(name);

export async function seedCategories(db: Db): Promise<void> {
  let position = 0;
  for (const top of CATEGORY_TREE) {
    const [parent] = await db
      .insert(categories)
      .values({ key: categoryKey(top.name), name: top.name, position: position++, inBoutique: top.boutique ?? false })
      .onConflictDoUpdate({ target: categories.key, set: { name: sql`excluded.name` } })
      .returning({ id: categories.id });
    let childPosition = 0;
    for (const child of top.children) {
      await db
        .insert(categories)
        .values({ key: categoryKey(child), name: child, parentId: parent!.id, position: childPosition++ })
        .onConflictDoNothing({ target: categories.key });
    }
  }
}
