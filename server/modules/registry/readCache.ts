/**
 * The guest registry read cache: one per app, made by the registry routes, the one owner of what a
 * process keeps of a registry between requests.
 *
 * THE RULE. Everything kept here is keyed by a registry's id and version, and is valid while that
 * version is the one the database holds. Every change a guest could see bumps `registries.version`
 * in the writing transaction: triggers do it for items and collections (migration 0007) and for the
 * registry's slug and publishing and its wedding's names, date, time zone, venues, place and photo (0019); a service that changes
 * another public column of `registries` sets `version = version + 1` itself. Every committed change
 * to a registries row is announced on NOTIFY registry_changed with its id (0012), so each process
 * drops its copy of that row and reads the new version on the next request. The row copy is how a
 * process knows the version: it is also dropped whole when the listener reconnects (notifications
 * may have been missed) and is never used after ROW_COPY_MS. Snapshots and answers are never used
 * after CONTENT_MS either: an item shows catalog columns (name, price, stock) that the version does
 * not follow.
 *
 * What is kept: the row copies (by slug and by id), snapshots (items and collections), guest answers
 * serialised with their compressed forms (by ETag, which names the version), and for a kept body
 * (server/lib/repeatedBodies.ts: the same frozen object for the same request text) its answer with
 * the row copy it was made from, so a repeat is answered without a promise. The couple's own reads
 * use the snapshots only, with their registry row read fresh.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Listen } from '../../db/notifications';
import { JsonAnswer } from '../../lib/jsonAnswer';
import { microCache } from '../../lib/publicCache';
import { isKeptBody } from '../../lib/repeatedBodies';
import { findRegistryWithWedding, isPastWeddingDate, type RegistryWithWedding } from './access';
import { loadCollections, loadItems, type Snapshot } from './items';
import type { SearchBody } from '../../../src/contracts/registry';

export type RegistryKey = { slug: string } | { id: number };

/** A row copy is not used after this, even if no change was heard. */
const ROW_COPY_MS = 60_000;
/** Snapshots and answers are not used after this: the catalog columns of an item are not versioned. */
const CONTENT_MS = 10 * 60_000;
/** Distinct request texts whose ETag hash is remembered. */
const TEXT_HASHES_KEPT = 1000;

interface RowCopy {
  value: Promise<RegistryWithWedding | null>;
  at: number;
  /** The settled row, for answerAtHand. */
  row?: RegistryWithWedding;
}

interface KeptAnswer {
  registry: RegistryWithWedding;
  etag: string;
  day: number;
  /** is_past_wedding_date when it was made. */
  past: boolean;
  json: JsonAnswer;
}

const keyOf = (key: RegistryKey) => ('slug' in key ? `slug:${key.slug}` : `id:${key.id}`);
/** The UTC day's number: is_past_wedding_date may turn over with it. */
export const dayOf = (now: Date) => Math.floor(now.getTime() / 86_400_000);

export class RegistryReadCache {
  readonly #rows = new Map<string, RowCopy>();
  readonly #rowKeysById = new Map<number, Set<string>>();
  /** Bumped by every forget: a row lookup that started before it may have read the old row. */
  #generation = 0;
  readonly #snapshots;
  readonly #answers;
  readonly #keptAnswers = new WeakMap<SearchBody, KeptAnswer>();
  readonly #textHashes = new Map<string, string>();
  readonly #keptBodyHashes = new WeakMap<object, string>();

  constructor(
    readonly db: Db,
    private readonly maxEntries = 500,
  ) {
    this.#snapshots = microCache(maxEntries);
    this.#answers = microCache(maxEntries);
  }

  /** Follows NOTIFY registry_changed (the rule above); returns the unlisten. */
  listen(listen: Listen): Promise<() => Promise<void>> {
    return listen(
      'registry_changed',
      (id) => this.forget(Number(id)),
      () => this.forgetAll(),
    );
  }

  /** The registry row a guest sees, by slug or id (a missing one is not kept: the slug may be taken later). */
  registry(key: RegistryKey): Promise<RegistryWithWedding | null> {
    const cacheKey = keyOf(key);
    const hit = this.#rows.get(cacheKey);
    if (hit && Date.now() - hit.at < ROW_COPY_MS) return hit.value;
    const started = this.#generation;
    const value = findRegistryWithWedding(this.db, key);
    const copy: RowCopy = { value, at: Date.now() };
    this.#rows.set(cacheKey, copy);
    value.then(
      (row) => {
        if (!row || this.#generation !== started) {
          if (this.#rows.get(cacheKey) === copy) this.#rows.delete(cacheKey);
          return;
        }
        copy.row = row;
        this.#rowKeysById.set(row.id, (this.#rowKeysById.get(row.id) ?? new Set()).add(cacheKey));
        while (this.#rows.size > this.maxEntries) this.#rows.delete(this.#rows.keys().next().value!);
      },
      () => {
        if (this.#rows.get(cacheKey) === copy) this.#rows.delete(cacheKey);
      },
    );
    return value;
  }

  /** A registry's items and collections at `registry.version` (the row may be the couple's fresh read). */
  snapshot(registry: Pick<RegistryWithWedding, 'id' | 'version'>): Promise<Snapshot> {
    return this.#snapshots.get(`${registry.id}:${registry.version}`, CONTENT_MS, async () => {
      const items = await loadItems(this.db, registry.id);
      return { items, collections: await loadCollections(this.db, registry.id, items) };
    });
  }

  /**
   * An ETag for a public answer: the registry's version plus what was asked, whether the couple
   * asked (their guest preview says is_owner), the UTC day and whether the wedding is past
   * (is_past_wedding_date turns over at midnight in the wedding's own time zone, not UTC's).
   */
  etag(registry: RegistryWithWedding, what: SearchBody | 'header', owner: boolean, now: Date): string {
    const past = isPastWeddingDate(registry.weddingDate, registry.timeZone, now) ? 'p' : '';
    return `W/"r${registry.id}.v${registry.version}.${this.#askedHash(what)}.${owner ? 'o' : 'g'}${dayOf(now)}${past}"`;
  }

  /**
   * The guest answer named by `etag`, built and serialised once. When a signed-out guest sent a
   * kept body, the answer is also remembered with the row copy it was made from, for answerAtHand.
   */
  async guestAnswer(
    registry: RegistryWithWedding,
    body: SearchBody,
    etag: string,
    rememberForBody: boolean,
    now: Date,
    build: () => Promise<unknown>,
  ): Promise<JsonAnswer> {
    const json = await this.#answers.get(etag, CONTENT_MS, async () => new JsonAnswer(JSON.stringify(await build())));
    if (rememberForBody && isKeptBody(body))
      this.#keptAnswers.set(body, {
        registry,
        etag,
        day: dayOf(now),
        past: isPastWeddingDate(registry.weddingDate, registry.timeZone, now),
        json,
      });
    return json;
  }

  /**
   * A signed-out guest's answer to a kept body without a promise: while the row copy it was made
   * from is still the one in hand (read, not forgotten, not too old) and the day and is_past_wedding_date
   * are the same.
   * Undefined when the whole search must run.
   */
  answerAtHand(body: SearchBody, now: Date): { etag: string; json: JsonAnswer } | undefined {
    const kept = this.#keptAnswers.get(body);
    if (!kept || kept.day !== dayOf(now) || kept.past !== isPastWeddingDate(kept.registry.weddingDate, kept.registry.timeZone, now))
      return undefined;
    const copy = this.#rows.get(keyOf('registry_key' in body ? { slug: body.registry_key } : { id: body.registry_object_id }));
    return copy && Date.now() - copy.at < ROW_COPY_MS && copy.row === kept.registry ? kept : undefined;
  }

  /** The database announced a change to this registry. */
  forget(registryId: number): void {
    this.#generation++;
    for (const key of this.#rowKeysById.get(registryId) ?? []) this.#rows.delete(key);
    this.#rowKeysById.delete(registryId);
  }

  /** Announcements may have been missed: no row copy can be trusted. */
  forgetAll(): void {
    this.#generation++;
    this.#rows.clear();
    this.#rowKeysById.clear();
  }

  /** Everything, rows and content alike. */
  clear(): void {
    this.forgetAll();
    this.#snapshots.clear();
    this.#answers.clear();
  }

  /**
   * A short hash of what was asked. A kept body is the same object every time and is hashed once;
   * any other is hashed by its text, and the latest texts' hashes are kept.
   */
  #askedHash(what: SearchBody | 'header'): string {
    const kept = typeof what === 'object' ? this.#keptBodyHashes.get(what) : undefined;
    if (kept !== undefined) return kept;
    const text = JSON.stringify(what);
    let hash = this.#textHashes.get(text);
    if (hash === undefined) {
      hash = createHash('sha1').update(text).digest('base64url').slice(0, 16);
      if (this.#textHashes.size >= TEXT_HASHES_KEPT) this.#textHashes.delete(this.#textHashes.keys().next().value!);
      this.#textHashes.set(text, hash);
    }
    if (typeof what === 'object' && isKeptBody(what)) this.#keptBodyHashes.set(what, hash);
    return hash;
  }
}
