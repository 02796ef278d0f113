import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { withReturnTo } from '../../contracts/returnTo';
import { PAPER_HOME_PATH } from '../../contracts/paper';
import { PROJECTS_PATH } from '../../contracts/paperProjects';
import { projectDeleteRequested, projectDuplicateRequested, projectsListRequested } from '../../features/paperProjects/paperProjectsSlice';
import { selectProjectAction, selectProjectList } from '../../features/paperProjects/paperProjectsSelectors';
import { ProjectTile } from '../../features/paperProjects/components/ProjectTile';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';
import custom from '../../features/paperProjects/components/Customizer.module.scss';

/** /wedding-planning/projects: every card being made, saved as a draft, to resume, copy or delete. */
export default function ProjectsPage() {
  const userStatus = useAppSelector(selectUserStatus);
  usePageTitle('Your paper projects');
  if (userStatus !== 'loading' && userStatus !== 'idle') return <Projects />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Your paper projects</h1>
      <p role="status">Loading your account…</p>
    </div>
  );
}

function Projects() {
  const dispatch = useAppDispatch();
  const isGuest = useAppSelector(selectIsGuest);
  const list = useAppSelector(selectProjectList);
  const action = useAppSelector(selectProjectAction);
  useEffect(() => {
    dispatch(projectsListRequested());
  }, [dispatch]);
  const projects = list.projects;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Your paper projects</h1>
      <p className={styles.intro}>Every card you personalise is saved here as you go. Pick one up where you left off.</p>
      {isGuest && (
        <p className={custom.guestNote}>
          These cards are saved in this browser only. <Link to={withReturnTo('/account/signup', PROJECTS_PATH)}>Create an account</Link> or{' '}
          <Link to={withReturnTo('/account/login', PROJECTS_PATH)}>log in</Link> to keep them.
        </p>
      )}
      <p role="status" className={action.status === 'failed' ? styles.error : styles.notice}>
        {action.status === 'failed' ? action.error?.message : (action.notice ?? '')}
      </p>
      {list.status === 'failed' && !projects ? (
        <p className={styles.error} role="alert">
          {list.error?.message}
        </p>
      ) : !projects ? (
        <p role="status">
          <span className="visually-hidden">Loading your projects…</span>
          <Skeleton height={220} />
        </p>
      ) : projects.length === 0 ? (
        <p>
          No projects yet. <Link to={PAPER_HOME_PATH}>Choose a design</Link> and personalise it to start one.
        </p>
      ) : (
        <ul className={custom.list}>
          {projects.map((p) => (
            <li key={p.id}>
              <ProjectTile
                project={p}
                busy={action.status === 'loading'}
                onDuplicate={() => dispatch(projectDuplicateRequested(p.id))}
                onDelete={() => {
                  if (window.confirm(`Delete ${p.name}? This cannot be undone.`)) dispatch(projectDeleteRequested(p.id));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
