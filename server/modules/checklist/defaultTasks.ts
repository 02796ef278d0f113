import type { ChecklistBucket } from '../../../src/contracts/checklist';
import type { PlanningStage } from '../../../src/contracts/wedding';

/**
 * The default checklist (issue 29): what a couple does, bucket by bucket, from a year out to after
 * the wedding. Each task has a short how-to and, where we have one, a link to the tool or the
 * marketplace category that does it (only pages that exist: no link to a "coming soon" page).
 *
 * `tool` ties a task to a tool's data: GUEST_COUNT shows the guest list's count on the task;
 * VENUE_BOOKED marks it done when a member of the couple marked a venue BOOKED in the marketplace;
 * SAVE_THE_DATES_SENT shows how many households got a digital save-the-date and marks it done once
 * a finished send reached any (server/modules/saveTheDate/service.ts deliveredCount).
 * `doneAt` lists the planning stages (spec §3) at which a newly generated task starts done.
 * Keys are stable: they are each wedding's unique generation key; never rename one.
 */
export interface DefaultTask {
  key: string;
  bucket: ChecklistBucket;
  title: string;
  howTo: string;
  link: { path: string; label: string } | null;
  tool?: 'GUEST_COUNT' | 'VENUE_BOOKED' | 'SAVE_THE_DATES_SENT';
  doneAt?: readonly PlanningStage[];
}

const VENUE_BOOKED: readonly PlanningStage[] = ['PLANNING_VENUE_BOOKED', 'ALMOST_DONE'];
const ALMOST: readonly PlanningStage[] = ['ALMOST_DONE'];
const vendors = (category: string, label: string) => ({ path: `/wedding-vendors/search/${category}`, label });
const GUESTS = { path: '/wedding-planning/guests', label: 'Open the guest list' };
const WEDDING = { path: '/wedding-planning/your-wedding', label: 'Edit your wedding details' };
const REGISTRY = { path: '/my-registry', label: 'Manage your registry' };

const task = (
  key: string,
  bucket: ChecklistBucket,
  title: string,
  howTo: string,
  link: DefaultTask['link'] = null,
  extra: Pick<DefaultTask, 'tool' | 'doneAt'> = {},
): DefaultTask => ({ key, bucket, title, howTo, link, ...extra });

export const DEFAULT_TASKS: readonly DefaultTask[] = [
  // 12 months or more
  task(
    'set-date',
    'MONTHS_12_PLUS',
    'Choose your wedding date',
    'Pick two or three dates that work for the people you can’t marry without, then let the venue decide between them. Your checklist’s due dates follow the date you save.',
    WEDDING,
    { doneAt: VENUE_BOOKED },
  ),
  task(
    'first-budget',
    'MONTHS_12_PLUS',
    'Agree on a budget',
    'Sit down together with what each of you (and any family) can put in. Decide your top three priorities first: they tell you where the money goes.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'rough-guest-count',
    'MONTHS_12_PLUS',
    'Estimate your guest count',
    'A first list of names, however rough, decides the size of venue you need and most of your budget. Add them to the guest list now and refine later.',
    GUESTS,
    { doneAt: ALMOST },
  ),
  task(
    'book-venue',
    'MONTHS_12_PLUS',
    'Book a venue',
    'Visit your favourite two or three, ask what is included (tables, staff, curfew, rain plan) and read the contract before paying the deposit. This task ticks itself when you mark a venue “Booked” in the marketplace.',
    vendors('wedding-venues', 'Find venues'),
    { tool: 'VENUE_BOOKED', doneAt: VENUE_BOOKED },
  ),
  task(
    'wedding-planner',
    'MONTHS_12_PLUS',
    'Decide whether you want a planner',
    'A full planner, a month-of coordinator or neither: decide early, because the good ones book a year out.',
    vendors('wedding-planners', 'Find planners'),
    { doneAt: ALMOST },
  ),
  task(
    'wedding-party',
    'MONTHS_12_PLUS',
    'Choose your wedding party',
    'Ask the people you want beside you before you announce anything, and tell them what you will ask of them (time and money).',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'book-photographer',
    'MONTHS_12_PLUS',
    'Book your photographer',
    'Look at full galleries, not highlights, and ask how many hours and photographers are included.',
    vendors('wedding-photographers', 'Find photographers'),
    { doneAt: ALMOST },
  ),
  task(
    'start-registry',
    'MONTHS_12_PLUS',
    'Start your registry',
    'Add a few gifts at different prices now so early guests (engagement party, shower) find something.',
    REGISTRY,
    { doneAt: ALMOST },
  ),
  task(
    'engagement-insurance',
    'MONTHS_12_PLUS',
    'Look into wedding insurance',
    'Deposits are large and often not refundable. A policy for cancellation and liability is usually a small part of the budget.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'wedding-style',
    'MONTHS_12_PLUS',
    'Agree on the feel of the day',
    'Formal or relaxed, day or evening, city or outdoors: a few words you both agree on help every vendor you talk to.',
    null,
    { doneAt: ALMOST },
  ),

  // 9 months
  task(
    'guest-list',
    'MONTHS_9',
    'Finish the guest list',
    'Collect names and addresses from both families, then sort them into households. The count shown here comes straight from your guest list.',
    GUESTS,
    { tool: 'GUEST_COUNT', doneAt: ALMOST },
  ),
  task(
    'book-caterer',
    'MONTHS_9',
    'Book your caterer',
    'If the venue does not cater, book a caterer who knows it. Ask about tastings, staff per guest and dietary needs.',
    vendors('wedding-caterers', 'Find caterers'),
    { doneAt: ALMOST },
  ),
  task(
    'book-music',
    'MONTHS_9',
    'Book a band or DJ',
    'Watch them play live or on video, and ask whether they can also cover the ceremony and the cocktail hour.',
    vendors('wedding-bands-djs', 'Find bands and DJs'),
    { doneAt: ALMOST },
  ),
  task(
    'book-videographer',
    'MONTHS_9',
    'Book a videographer',
    'If you want film, book now: many photographers can recommend one they work well with.',
    vendors('wedding-videographers', 'Find videographers'),
    { doneAt: ALMOST },
  ),
  task(
    'book-officiant',
    'MONTHS_9',
    'Choose your officiant',
    'Ask about their ceremony style and whether they will meet you beforehand. Check what your state requires of them.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'hotel-block',
    'MONTHS_9',
    'Reserve a hotel room block',
    'Ask two hotels near the venue for a courtesy block (no charge for unbooked rooms) at different prices.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'save-the-dates-design',
    'MONTHS_9',
    'Choose your save-the-dates',
    'Pick a design and wording with your date and city. Confetti’s paper shop is coming soon: until then, order them where you like and tick this task yourself.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'engagement-photos',
    'MONTHS_9',
    'Take engagement photos',
    'Often part of a photography package, and a chance to get used to your photographer before the day.',
    vendors('wedding-photographers', 'Find photographers'),
    { doneAt: ALMOST },
  ),
  task(
    'wedding-attire-shop',
    'MONTHS_9',
    'Shop for wedding attire',
    'Dresses and made-to-measure suits take four to six months to arrive, plus alterations. Start now.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'registry-add-more',
    'MONTHS_9',
    'Add more to your registry',
    'Aim for about two gifts per guest, across every price. Cash funds for a home or a honeymoon count too.',
    { path: '/registry/add-gifts', label: 'Add gifts' },
    { doneAt: ALMOST },
  ),

  // 6 months
  task(
    'send-save-the-dates',
    'MONTHS_6',
    'Send save-the-dates',
    'Send them six to eight months out (a year for a destination wedding). A digital save-the-date sent from Confetti ticks this task when it has gone out; if you mail paper ones, tick it yourself when they are in the mail.',
    { path: '/wedding-planning/digital/save-the-date', label: 'Send digital save-the-dates' },
    { tool: 'SAVE_THE_DATES_SENT', doneAt: ALMOST },
  ),
  task(
    'book-florist',
    'MONTHS_6',
    'Book your florist',
    'Bring photos you like and your colours; ask what is in season for your date to keep the cost down.',
    vendors('wedding-florists', 'Find florists'),
    { doneAt: ALMOST },
  ),
  task(
    'book-hair-makeup',
    'MONTHS_6',
    'Book hair and makeup',
    'Book for everyone who wants it on the day, and schedule a trial a month or two before.',
    vendors('wedding-hair-makeup', 'Find hair and makeup'),
    { doneAt: ALMOST },
  ),
  task(
    'book-cake',
    'MONTHS_6',
    'Order your cake',
    'Taste from two or three bakers; ask about delivery and the venue’s cake-cutting fee.',
    vendors('wedding-cakes', 'Find cake bakers'),
    { doneAt: ALMOST },
  ),
  task(
    'addresses',
    'MONTHS_6',
    'Collect guests’ mailing addresses',
    'Send guests a link to fill in their own address instead of chasing them one by one.',
    { path: '/wedding-planning/guests/import', label: 'Import and collect addresses' },
    { doneAt: ALMOST },
  ),
  task(
    'honeymoon-plan',
    'MONTHS_6',
    'Plan your honeymoon',
    'Check passports (six months’ validity for many countries) and any vaccinations, then book flights.',
    { path: '/shop/honeymoon-cash-funds', label: 'Add a honeymoon fund' },
    { doneAt: ALMOST },
  ),
  task(
    'rentals',
    'MONTHS_6',
    'Arrange rentals',
    'List what the venue does not supply: chairs, linens, lighting, a tent, restrooms for an outdoor site.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'transport',
    'MONTHS_6',
    'Book transport',
    'A car for the two of you, and a shuttle for guests if the hotel and venue are apart.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'wedding-party-attire',
    'MONTHS_6',
    'Choose the wedding party’s outfits',
    'Give them the colour and the budget, and a date by which to order.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'ceremony-plan',
    'MONTHS_6',
    'Plan the ceremony',
    'With your officiant: the order of service, readings, who walks in when, and any traditions you want.',
    null,
    { doneAt: ALMOST },
  ),

  // 4 months
  task(
    'order-invitations',
    'MONTHS_4',
    'Order your invitations',
    'Order 10% more than households on your guest list for mistakes and late additions, and include an RSVP date.',
    GUESTS,
    { doneAt: ALMOST },
  ),
  task(
    'menu-tasting',
    'MONTHS_4',
    'Have your menu tasting',
    'Decide the meal options guests choose between and note allergies you already know of.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'rings',
    'MONTHS_4',
    'Buy your wedding rings',
    'Allow time for sizing and engraving; try bands with your engagement ring on.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'rehearsal-dinner',
    'MONTHS_4',
    'Plan the rehearsal dinner',
    'Choose a place near the venue and decide who is invited (usually the wedding party, family and out-of-town guests).',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'attire-fitting',
    'MONTHS_4',
    'Schedule attire fittings',
    'Book two or three fittings, the last about two weeks before the wedding.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'shoes-accessories',
    'MONTHS_4',
    'Buy shoes and accessories',
    'Wear the shoes at home to break them in, and bring them to every fitting.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'music-list',
    'MONTHS_4',
    'Start your music list',
    'The songs for walking in, the first dance and the last song, plus a do-not-play list for the band or DJ.',
    null,
    { doneAt: ALMOST },
  ),
  task(
    'favors',
    'MONTHS_4',
    'Choose favors',
    'Optional: something edible or a donation in guests’ names costs less than you think.',
    { path: '/shop', label: 'Browse the shop' },
    { doneAt: ALMOST },
  ),
  task(
    'welcome-bags',
    'MONTHS_4',
    'Plan welcome bags',
    'For out-of-town guests: water, snacks, a map and the weekend’s times, left at the hotel.',
    null,
    { doneAt: ALMOST },
  ),

  // 2 months
  task(
    'send-invitations',
    'MONTHS_2',
    'Mail your invitations',
    'Six to eight weeks before, with an RSVP date three to four weeks before the wedding. Ask the post office to weigh one first.',
    GUESTS,
  ),
  task(
    'marriage-license',
    'MONTHS_2',
    'Check the marriage license rules',
    'Find out when and where to apply in the county of your wedding, what ID to bring, and how long it is valid.',
  ),
  task(
    'hair-trial',
    'MONTHS_2',
    'Have your hair and makeup trial',
    'Bring photos and a top in the colour of your outfit; take pictures in daylight.',
  ),
  task(
    'vows',
    'MONTHS_2',
    'Write your vows',
    'Agree on a length with each other, write them on cards, and read them out loud a few times.',
  ),
  task('program', 'MONTHS_2', 'Write the ceremony program', 'The order of the ceremony, the wedding party’s names and a word of thanks.'),
  task('readers', 'MONTHS_2', 'Ask readers and ushers', 'Give readers their text well ahead and ushers a list of who sits where.'),
  task(
    'confirm-hotel-block',
    'MONTHS_2',
    'Check your hotel block',
    'See how many rooms are booked and ask the hotel to extend the cut-off date if needed.',
  ),
  task(
    'shower-thank-yous',
    'MONTHS_2',
    'Send thank-you notes for shower gifts',
    'Write them as gifts arrive: the gift tracker shows who gave what.',
    { path: '/registry/gift-tracker', label: 'Open the gift tracker' },
  ),
  task(
    'bachelor-party',
    'MONTHS_2',
    'Celebrate with your friends',
    'Bachelor or bachelorette party: at least a few weeks before the wedding, not the night before.',
  ),

  // 1 month
  task(
    'track-rsvps',
    'MONTH_1',
    'Follow up on RSVPs',
    'Call the households who have not answered by your RSVP date; your guest list shows who is missing.',
    GUESTS,
  ),
  task(
    'final-count',
    'MONTH_1',
    'Give the caterer your final count',
    'With each guest’s meal choice and allergies, usually two to three weeks before.',
    GUESTS,
  ),
  task(
    'seating-plan',
    'MONTH_1',
    'Plan the seating',
    'Start from households and groups of friends; keep tables mixed but not awkward.',
    GUESTS,
  ),
  task(
    'apply-license',
    'MONTH_1',
    'Apply for your marriage license',
    'Both of you in person, with ID, within the window your county allows.',
  ),
  task(
    'day-timeline',
    'MONTH_1',
    'Write the day’s timeline',
    'From hair and makeup to the last dance, with the time every vendor arrives. Share it with them and the wedding party.',
  ),
  task(
    'final-fitting',
    'MONTH_1',
    'Go to your final fitting',
    'Bring your shoes and underclothes; ask the person who will help you dress to come and learn how.',
  ),
  task(
    'shot-list',
    'MONTH_1',
    'Send your photographer a shot list',
    'Mostly the family groups you must have, with a person who knows everyone to round them up.',
  ),
  task(
    'vendor-payments',
    'MONTH_1',
    'Confirm final vendor payments',
    'List what each vendor is owed and when, and prepare tips in labelled envelopes.',
  ),
  task(
    'place-cards',
    'MONTH_1',
    'Make escort or place cards',
    'Once the seating is settled: names in alphabetical order make them easy to find.',
  ),
  task(
    'wedding-website-details',
    'MONTH_1',
    'Share the weekend’s details with guests',
    'Times, addresses, parking, dress code and transport in one message to every guest.',
    GUESTS,
  ),
  task(
    'gifts-for-party',
    'MONTH_1',
    'Buy gifts for your wedding party',
    'Something personal and a note; give them at the rehearsal dinner.',
    { path: '/shop', label: 'Browse the shop' },
  ),
  task(
    'break-in-shoes',
    'MONTH_1',
    'Break in your shoes',
    'Wear them around the house for an hour a day; scuff the soles so you don’t slip.',
  ),

  // The week
  task(
    'confirm-vendors',
    'WEEK',
    'Confirm every vendor',
    'Call each one: arrival time, address, contact on the day and what they still need from you.',
  ),
  task('pack-honeymoon', 'WEEK', 'Pack for the honeymoon', 'Passports, tickets and chargers first; pack before the wedding, not after.'),
  task(
    'emergency-kit',
    'WEEK',
    'Pack a wedding-day kit',
    'Safety pins, sewing kit, stain pen, painkillers, plasters, phone charger, snacks and water.',
  ),
  task(
    'rehearsal',
    'WEEK',
    'Hold the rehearsal',
    'Walk through the ceremony at the venue with everyone in it, once slowly and once at full speed.',
  ),
  task(
    'hand-over-items',
    'WEEK',
    'Deliver items to the venue',
    'Guest book, place cards, favors, signs, decorations: labelled boxes with a list for the coordinator.',
  ),
  task(
    'day-of-contact',
    'WEEK',
    'Choose a point of contact for the day',
    'Someone other than the two of you whom vendors call with questions.',
  ),
  task('rings-ready', 'WEEK', 'Give the rings to someone you trust', 'Usually the best man or maid of honor, the morning of the wedding.'),
  task(
    'final-payments-ready',
    'WEEK',
    'Prepare final payments and tips',
    'In envelopes with each vendor’s name, handed to your point of contact.',
  ),
  task('rest', 'WEEK', 'Rest', 'Sleep, eat properly and leave the last evening free. The planning is done.'),

  // The day
  task('eat-breakfast', 'DAY', 'Eat a real breakfast', 'It will be a long day and the meal comes late. Drink water too.'),
  task(
    'license-to-officiant',
    'DAY',
    'Bring the marriage license',
    'Give it to your officiant before the ceremony; sign it with your witnesses after.',
  ),
  task('enjoy', 'DAY', 'Take a moment together', 'Step away for five minutes during the reception, just the two of you.'),
  task('vendor-tips', 'DAY', 'Hand out tips and final payments', 'Your point of contact does it at the end of the evening.'),
  task(
    'collect-items',
    'DAY',
    'Collect your things from the venue',
    'Gifts, cards, the guest book and anything you rented: choose who takes them home.',
  ),

  // After
  task('return-rentals', 'AFTER', 'Return rentals', 'Attire and rentals usually go back within a few days of the wedding.'),
  task(
    'thank-you-notes',
    'AFTER',
    'Send thank-you notes',
    'Within three months of the wedding. The gift tracker lists every gift and who has been thanked.',
    { path: '/registry/gift-tracker', label: 'Open the gift tracker' },
  ),
  task(
    'file-license',
    'AFTER',
    'Make sure the license was filed',
    'Your officiant files it; order certified copies of the marriage certificate once it is recorded.',
  ),
  task(
    'name-change',
    'AFTER',
    'Change your name, if you wish',
    'Social security first, then your driver’s license, bank, passport and employer.',
  ),
  task(
    'review-vendors',
    'AFTER',
    'Review your vendors',
    'A few honest lines help the next couple choose, and your vendors will thank you.',
    { path: '/wedding-vendors', label: 'Find your vendors' },
  ),
  task('preserve-attire', 'AFTER', 'Clean and store your attire', 'Have the dress or suit cleaned within a few weeks so stains don’t set.'),
  task(
    'completion-discount',
    'AFTER',
    'Finish your registry',
    'Buy what is left on your registry for yourselves with the post-wedding discount.',
    { path: '/registry/shop', label: 'Open the post-wedding shop' },
  ),
  task(
    'photos-order',
    'AFTER',
    'Choose your photos',
    'Pick favourites from the gallery for prints and an album, and share the gallery with your guests.',
  ),
  task(
    'update-beneficiaries',
    'AFTER',
    'Update insurance and beneficiaries',
    'Health, life and car insurance and your retirement accounts, together.',
  ),
];
