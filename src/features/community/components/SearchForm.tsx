import { useId, useState, type FormEvent } from 'react';
import styles from './Community.module.scss';

/** Search the community's posts (full-text on the server); at least 2 characters. */
export function SearchForm({ initial = '', onSearch }: { initial?: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [q, setQ] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim().length >= 2) onSearch(q.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-q`}>Search the community</label>
        <input id={`${id}-q`} type="search" value={q} minLength={2} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </div>
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
