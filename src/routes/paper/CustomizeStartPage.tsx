import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { designPath } from '../../contracts/paper';
import { projectPath } from '../../contracts/paperProjects';
import { projectCreateRequested } from '../../features/paperProjects/paperProjectsSlice';
import { selectProjectCreate } from '../../features/paperProjects/paperProjectsSelectors';
import { selectUserStatus } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';

/**
 * /wedding-planning/paper/design/{slug}/customize: starts a project from the design (pre-filled from
 * the couple's wedding, empty for a guest without one; a signed-out guest's is kept with their
 * browser session until they log in) and opens it in the customiser.
 */
export default function CustomizeStartPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userStatus = useAppSelector(selectUserStatus);
  const create = useAppSelector(selectProjectCreate);
  const asked = useRef(false);
  usePageTitle('Personalise your card');
  const colourway = params.get('colourway') ?? undefined;

  // Once the account is known (a signed-out guest's card is kept with their browser session).
  const known = userStatus !== 'loading' && userStatus !== 'idle';
  useEffect(() => {
    if (!known || asked.current) return;
    asked.current = true;
    dispatch(projectCreateRequested({ design: slug, ...(colourway ? { colourway } : {}) }));
  }, [dispatch, known, slug, colourway]);

  useEffect(() => {
    if (asked.current && create.status === 'succeeded' && create.createdId !== null)
      void navigate(projectPath(create.createdId), { replace: true });
  }, [create, navigate]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Personalise your card</h1>
      {create.status === 'failed' ? (
        <>
          <p className={styles.error} role="alert">
            {create.error?.message}
          </p>
          <Link to={designPath(slug)}>Back to the design</Link>
        </>
      ) : (
        <p role="status">Setting up your card…</p>
      )}
    </div>
  );
}
