import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import type { RegistryCollection } from '../types';
import styles from './CollectionsPanel.module.scss';

export const COLLECTION_NAME_MAX = 60;

export interface CollectionsPanelProps {
  collections: RegistryCollection[];
  /** Item counts per collection id, from the items in state (they follow every move). */
  counts: Record<number, number>;
  busy: boolean;
  onCreate: (name: string) => void;
  onRename: (id: number, name: string) => void;
  onMove: (id: number, direction: -1 | 1) => void;
  onDelete: (collection: RegistryCollection) => void;
}

/** The couple's collections: add, rename, reorder (up / down) and delete (its gifts stay). */
export function CollectionsPanel({ collections, counts, busy, onCreate, onRename, onMove, onDelete }: CollectionsPanelProps) {
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setCreateError('Give the collection a name.');
    if (trimmed.length > COLLECTION_NAME_MAX) return setCreateError(null);
    setCreateError(null);
    onCreate(trimmed);
    setName('');
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const trimmed = editing.name.trim();
    if (trimmed && trimmed.length <= COLLECTION_NAME_MAX) onRename(editing.id, trimmed);
    setEditing(null);
  };

  return (
    <section className={styles.panel} aria-labelledby="collections-title">
      <h2 id="collections-title">Collections</h2>
      <p className={styles.hint}>
        Group gifts the way you think of them (Kitchen, Honeymoon, Our first home). Guests see them as sections.
      </p>
      {collections.length === 0 ? (
        <p className={styles.hint}>No collections yet.</p>
      ) : (
        <ol className={styles.list}>
          {collections.map((c, index) => (
            <li key={c.id} className={styles.item}>
              {editing?.id === c.id ? (
                <form onSubmit={rename} className={styles.renameForm}>
                  <TextField
                    label={`New name for ${c.name}`}
                    value={editing.name}
                    onChange={(v) => setEditing({ id: c.id, name: v })}
                    maxChars={COLLECTION_NAME_MAX}
                    required
                  />
                  <div className={styles.buttons}>
                    <button
                      type="submit"
                      className={styles.save}
                      disabled={busy || !editing.name.trim() || editing.name.trim().length > COLLECTION_NAME_MAX}
                    >
                      Save
                    </button>
                    <button type="button" className={styles.plain} onClick={() => setEditing(null)}>
                      Cancel
                    </button>
                  </div>
                </form>
              ) : confirmDelete === c.id ? (
                <div role="group" aria-label={`Delete ${c.name}?`} className={styles.confirm}>
                  <p>
                    Delete “{c.name}”? Its {counts[c.id] ?? 0} {(counts[c.id] ?? 0) === 1 ? 'gift stays' : 'gifts stay'} on your registry,
                    outside any collection.
                  </p>
                  <div className={styles.buttons}>
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={busy}
                      onClick={() => {
                        setConfirmDelete(null);
                        onDelete(c);
                      }}
                    >
                      Delete collection
                    </button>
                    <button type="button" className={styles.plain} onClick={() => setConfirmDelete(null)}>
                      Keep it
                    </button>
                  </div>
                </div>
              ) : (
                <>
                  <span className={styles.name}>
                    {c.name} <span className={styles.count}>({counts[c.id] ?? 0})</span>
                  </span>
                  <div className={styles.buttons}>
                    <button
                      type="button"
                      className={styles.icon}
                      disabled={busy || index === 0}
                      onClick={() => onMove(c.id, -1)}
                      aria-label={`Move ${c.name} up`}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={styles.icon}
                      disabled={busy || index === collections.length - 1}
                      onClick={() => onMove(c.id, 1)}
                      aria-label={`Move ${c.name} down`}
                    >
                      ↓
                    </button>
                    <button type="button" className={styles.plain} disabled={busy} onClick={() => setEditing({ id: c.id, name: c.name })}>
                      Rename<span className="visually-hidden"> {c.name}</span>
                    </button>
                    <button type="button" className={styles.plain} disabled={busy} onClick={() => setConfirmDelete(c.id)}>
                      Delete<span className="visually-hidden"> {c.name}</span>
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={create} className={styles.createForm} noValidate>
        <TextField
          label="New collection"
          name="collection_name"
          value={name}
          onChange={setName}
          maxChars={COLLECTION_NAME_MAX}
          error={createError}
          forceError={!!createError}
        />
        <button type="submit" className={styles.save} disabled={busy}>
          Add collection
        </button>
      </form>
    </section>
  );
}
