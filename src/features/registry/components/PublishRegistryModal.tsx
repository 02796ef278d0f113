import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/Modal/Modal';
import type { ModalComponentProps } from '../../modals/modalRegistry';
import { previewPath } from '../../nav/registryMenu';
import { selectIsAfterWedding, selectIsPublished, selectManage, selectManageItems, selectPublish } from '../registrySelectors';
import { publishRequested } from '../registrySlice';
import { CopyLinkButton } from './CopyLinkButton';
import styles from './PublishRegistryModal.module.scss';

/**
 * Spec §2 'publish registry' modal. Opened with `{ registryKey, publish: boolean }`: publishing makes
 * the registry findable by guests (Find a couple, the public link); unpublishing hides it again.
 * Once done it offers the link to share.
 */
export default function PublishRegistryModal({ props, onClose }: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectPublish);
  const isPublished = useAppSelector(selectIsPublished);
  const registryKey = String(props.registryKey ?? '');
  const publish = props.publish !== false;
  const done = status === 'succeeded' && isPublished === publish;
  // An empty registry is warned about first: guests who open it would find nothing to buy.
  const manageLoaded = useAppSelector(selectManage).registry !== null;
  const itemCount = useAppSelector(selectManageItems).length;
  const empty = manageLoaded && itemCount === 0;
  const afterWedding = useAppSelector(selectIsAfterWedding);

  if (done) {
    return (
      <Modal title={publish ? 'Your registry is live' : 'Your registry is hidden'} onClose={onClose}>
        {publish ? (
          <>
            <p className={styles.text}>Guests can now find you with Find a couple, or open your registry from its link.</p>
            <div className={styles.actions}>
              <CopyLinkButton registryKey={registryKey} label="Copy registry link" />
              <Link className={styles.link} to={previewPath(registryKey)} onClick={onClose}>
                Preview as guest
              </Link>
            </div>
          </>
        ) : (
          <p className={styles.text}>
            Guests can no longer find or open your registry. You can keep editing it and publish it again any time.
          </p>
        )}
        <div className={styles.footer}>
          <button type="button" className={styles.primary} onClick={onClose}>
            Done
          </button>
        </div>
      </Modal>
    );
  }

  const failure = status === 'failed' && error && (
    <p role="alert" className={styles.error}>
      {error.message}
    </p>
  );

  if (publish && empty) {
    return (
      <Modal title="Your registry has no gifts yet" onClose={onClose}>
        <p className={styles.text}>
          Guests who find it now will see an empty registry. Add a few gifts first, or publish it anyway and add gifts later.
        </p>
        {failure}
        <div className={styles.footer}>
          <Link className={styles.secondary} to={afterWedding ? '/registry/shop' : '/registry/add-gifts'} onClick={onClose}>
            Add gifts
          </Link>
          <button
            type="button"
            className={styles.primary}
            disabled={status === 'loading'}
            onClick={() => dispatch(publishRequested({ published: true }))}
          >
            {status === 'loading' ? 'Publishing…' : 'Publish anyway'}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={publish ? 'Publish your registry?' : 'Unpublish your registry?'} onClose={onClose}>
      <p className={styles.text}>
        {publish
          ? 'Publishing lets guests find your registry by your names and open it from your link. You can keep adding gifts afterwards.'
          : 'Guests will no longer be able to find or open your registry. Gifts already purchased stay in your gift tracker.'}
      </p>
      {failure}
      <div className={styles.footer}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={status === 'loading'}
          onClick={() => dispatch(publishRequested({ published: publish }))}
        >
          {status === 'loading' ? (publish ? 'Publishing…' : 'Unpublishing…') : publish ? 'Publish registry' : 'Unpublish registry'}
        </button>
      </div>
    </Modal>
  );
}
