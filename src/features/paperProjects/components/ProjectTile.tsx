import { Link } from 'react-router-dom';
import { CARD_TYPE_LABELS } from '../../../contracts/paper';
import { projectPath, type ProjectSummary } from '../../../contracts/paperProjects';
import styles from './Customizer.module.scss';

export interface ProjectTileProps {
  project: ProjectSummary;
  busy: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}

const savedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One card in the projects list: its preview, what it is, and resume / duplicate / delete. */
export function ProjectTile({ project, busy, onDuplicate, onDelete }: ProjectTileProps) {
  const headingId = `project-${project.id}`;
  return (
    <article className={styles.tile} aria-labelledby={headingId}>
      <img src={project.preview_url} alt="" width={160} height={224} loading="lazy" className={styles.tileImage} />
      <div className={styles.tileBody}>
        <h2 id={headingId} className={styles.tileHeading}>
          {project.name}
        </h2>
        <p className={styles.muted}>
          {CARD_TYPE_LABELS[project.card_type]} · saved {savedAt(project.updated_at)}
        </p>
        <p className={project.approved ? styles.approved : styles.muted}>{project.approved ? 'Proof approved' : 'Draft'}</p>
        <div className={styles.tileActions}>
          <Link to={projectPath(project.id)} aria-describedby={headingId}>
            Resume
          </Link>
          <button type="button" className={styles.linkButton} disabled={busy} onClick={onDuplicate} aria-describedby={headingId}>
            Duplicate
          </button>
          <button type="button" className={styles.linkButton} disabled={busy} onClick={onDelete} aria-describedby={headingId}>
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
