import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { withReturnTo } from '../../contracts/returnTo';
import { designPath } from '../../contracts/paper';
import { customizePath, projectPath } from '../../contracts/paperProjects';
import { projectCreateRequested } from '../../features/paperProjects/paperProjectsSlice';
import { selectProjectCreate } from '../../features/paperProjects/paperProjectsSelectors';
import { selectIsGuest, selectUserStatus } from '../../features/user/userSelectors';
import styles from './PaperPages.module.scss';

/**
 * /wedding-planning/paper/design/{slug}/customize: starts a project from the design (pre-filled from
 * the couple's wedding, empty for a guest without one) and opens it in the customiser.
 */
export default function CustomizeStartPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isGuest = useAppSelector(selectIsGuest);
  const userStatus = useAppSelector(selectUserStatus);
  const create = useAppSelector(selectProjectCreate);
  const asked = useRef(false);
  usePageTitle('Personalise your card');
  const colourway = params.get('colourway') ?? undefined;

  useEffect(() => {
    if (isGuest || asked.current) return;
    asked.current = true;
    dispatch(projectCreateRequested({ design: slug, ...(colourway ? { colourway } : {}) }));
  }, [dispatch, isGuest, slug, colourway]);

  useEffect(() => {
    if (asked.current && create.status === 'succeeded' && create.createdId !== null)
      void navigate(projectPath(create.createdId), { replace: true });
  }, [create, navigate]);

  const here = `${customizePath(slug)}${colourway ? `?colourway=${colourway}` : ''}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Personalise your card</h1>
      {isGuest && userStatus !== 'loading' && userStatus !== 'idle' ? (
        <>
          <p className={styles.intro}>Log in to personalise this card: we keep it as a project you can come back to.</p>
          <p>
            <Link to={withReturnTo('/account/login', here)}>Log in</Link> · <Link to={designPath(slug)}>Back to the design</Link>
          </p>
        </>
      ) : create.status === 'failed' ? (
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
