import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Tag } from '../../components/Tag/Tag';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { modalOpened } from '../../features/modals/modalsSlice';
import { previewPath } from '../../features/nav/registryMenu';
import { CollectionsPanel } from '../../features/registry/components/CollectionsPanel';
import { CopyLinkButton } from '../../features/registry/components/CopyLinkButton';
import { CountsSummary } from '../../features/registry/components/CountsSummary';
import { ManageItemRow } from '../../features/registry/components/ManageItemRow';
import { coupleNames, formatWeddingDate } from '../../features/registry/registryFormat';
import {
  selectBusyItems,
  selectCollectionsBusy,
  selectManage,
  selectManageCollections,
  selectManageCounts,
  selectManageGroups,
  selectManageItems,
} from '../../features/registry/registrySelectors';
import {
  collectionCreateRequested,
  collectionDeleteRequested,
  collectionMoveRequested,
  collectionRenameRequested,
  itemRemoveRequested,
  itemUpdateRequested,
  manageRequested,
} from '../../features/registry/registrySlice';
import { CoupleGate, CoupleLoadError } from '../../features/registry/components/CoupleGate';
import { groupGiftingRequested, groupGiftSwitchRequested } from '../../features/groupGifts/groupGiftsSlice';
import { selectGroupGifting, selectGroupGiftSwitch } from '../../features/groupGifts/groupGiftsSelectors';
import styles from './ManageRegistryPage.module.scss';
import shared from '../../features/registry/components/Registry.module.scss';

/** /my-registry: the couple's registry: counts, publishing, gifts by collection, collections. */
export default function ManageRegistryPage() {
  return (
    <CoupleGate title="Manage your registry">
      <ManageRegistry />
    </CoupleGate>
  );
}

function ManageRegistry() {
  const dispatch = useAppDispatch();
  const { status, error, registry, summary } = useAppSelector(selectManage);
  const groups = useAppSelector(selectManageGroups);
  const items = useAppSelector(selectManageItems);
  const collections = useAppSelector(selectManageCollections);
  const counts = useAppSelector(selectManageCounts);
  const busyItems = useAppSelector(selectBusyItems);
  const collectionsBusy = useAppSelector(selectCollectionsBusy);
  const groupRule = useAppSelector(selectGroupGifting).data?.min_price_cents ?? null;
  const groupSwitch = useAppSelector(selectGroupGiftSwitch);

  useEffect(() => {
    dispatch(manageRequested());
    dispatch(groupGiftingRequested());
  }, [dispatch]);

  const collectionCounts = useMemo(() => {
    const out: Record<number, number> = {};
    for (const item of items) if (item.collection_id !== null) out[item.collection_id] = (out[item.collection_id] ?? 0) + 1;
    return out;
  }, [items]);

  if (!registry) {
    return (
      <div className={shared.page}>
        <h1>Manage your registry</h1>
        {status === 'failed' ? (
          <CoupleLoadError error={error} what="your registry" onRetry={() => dispatch(manageRequested())} />
        ) : (
          <div aria-busy="true" className={styles.loading}>
            <p role="status" className="visually-hidden">
              Loading your registry…
            </p>
            <Skeleton height={88} />
            <Skeleton height={120} />
            <Skeleton height={120} />
          </div>
        )}
      </div>
    );
  }

  const afterWedding = summary?.is_past_wedding_date ?? registry.is_past_wedding_date;
  const date = formatWeddingDate(registry.wedding_date);
  const openPublish = (publish: boolean) =>
    dispatch(modalOpened({ type: 'publishRegistry', props: { registryKey: registry.registry_key, publish } }));

  return (
    <div className={shared.page}>
      <header className={styles.header}>
        <div>
          <p className="eyebrow">Your registry</p>
          <h1>{coupleNames(registry)}</h1>
          {date && <p className={shared.muted}>{afterWedding ? `Married ${date}` : `Wedding ${date}`}</p>}
        </div>
        <nav aria-label="Registry tools" className={styles.tools}>
          <ul>
            <li>
              <Link to={afterWedding ? '/registry/shop' : '/registry/add-gifts'}>{afterWedding ? 'Shop' : 'Add gifts'}</Link>
            </li>
            <li>
              <Link to="/registry/quick-add-packs">Quick-add packs</Link>
            </li>
            <li>
              <Link to="/registry/checklist">Checklist</Link>
            </li>
            <li>
              <Link to="/registry/gift-tracker">Gift tracker</Link>
            </li>
            <li>
              <Link to={previewPath(registry.registry_key)}>Preview as guest</Link>
            </li>
            <li>
              <a href="#collections-title">Collections</a>
            </li>
          </ul>
        </nav>
      </header>

      <CountsSummary counts={counts} />

      <section className={styles.publish} aria-labelledby="publish-title">
        <div>
          <h2 id="publish-title">
            Sharing{' '}
            <Tag variant={registry.is_published ? 'green' : 'gray'} size="small">
              {registry.is_published ? 'Published' : 'Not published'}
            </Tag>
          </h2>
          <p className={shared.muted}>
            {registry.is_published
              ? 'Guests can find your registry by your names and open it from your link.'
              : 'Only the two of you can see your registry. Publish it when you are ready for guests.'}
          </p>
        </div>
        <div className={shared.buttonRow}>
          {registry.is_published && <CopyLinkButton registryKey={registry.registry_key} label="Copy public link" />}
          <button
            type="button"
            className={registry.is_published ? shared.secondaryButton : shared.primaryButton}
            onClick={() => openPublish(!registry.is_published)}
          >
            {registry.is_published ? 'Unpublish' : 'Publish registry'}
          </button>
        </div>
      </section>

      <div className={styles.layout}>
        <section aria-labelledby="gifts-title" className={styles.gifts}>
          <h2 id="gifts-title">Your gifts</h2>
          {items.length === 0 ? (
            <div className={shared.empty}>
              <p>No gifts yet. Start with the shop, a cash fund or a quick-add pack.</p>
              <Link className={shared.primaryButton} to={afterWedding ? '/registry/shop' : '/registry/add-gifts'}>
                {afterWedding ? 'Shop' : 'Add gifts'}
              </Link>
            </div>
          ) : (
            groups.map((group) => {
              const groupId = `collection-${group.collection?.id ?? 'none'}`;
              return (
                <section key={groupId} aria-labelledby={groupId} className={styles.group}>
                  <h3 id={groupId} className={styles.groupTitle}>
                    {group.name} <span className={shared.muted}>({group.items.length})</span>
                  </h3>
                  {group.items.length === 0 ? (
                    <p className={shared.muted}>No gifts in this collection yet. Move one here with its Collection menu.</p>
                  ) : (
                    <ul className={styles.rows}>
                      {group.items.map((item) => (
                        <li key={item.id}>
                          <ManageItemRow
                            item={item}
                            collections={collections}
                            busy={busyItems[item.id]}
                            onUpdate={(changes) => dispatch(itemUpdateRequested({ id: item.id, changes }))}
                            onRemove={() => dispatch(itemRemoveRequested({ id: item.id, title: item.title }))}
                            groupGiftMinPriceCents={groupRule}
                            groupGiftBusy={groupSwitch.status === 'loading' && groupSwitch.itemId === item.id}
                            onGroupGiftSwitch={(groupGift) => dispatch(groupGiftSwitchRequested({ itemId: item.id, groupGift }))}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })
          )}
        </section>
        <aside className={styles.side}>
          <CollectionsPanel
            collections={collections}
            counts={collectionCounts}
            busy={collectionsBusy}
            onCreate={(name) => dispatch(collectionCreateRequested({ name }))}
            onRename={(id, name) => dispatch(collectionRenameRequested({ id, name }))}
            onMove={(id, direction) => dispatch(collectionMoveRequested({ id, direction }))}
            onDelete={(c) => dispatch(collectionDeleteRequested({ id: c.id, name: c.name }))}
          />
        </aside>
      </div>
    </div>
  );
}
