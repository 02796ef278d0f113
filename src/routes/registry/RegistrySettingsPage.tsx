import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { holdFile } from '../../lib/heldFiles';
import { CoupleGate, CoupleLoadError } from '../../features/registry/components/CoupleGate';
import { previewPath } from '../../features/nav/registryMenu';
import { CouplePhotoField } from '../../features/registrySettings/components/CouplePhotoField';
import { ShippingAddressSection } from '../../features/registrySettings/components/ShippingAddressSection';
import { ShippingPreferenceSection } from '../../features/registrySettings/components/ShippingPreferenceSection';
import { heldGiftsRequested, shippingPreferenceSaveRequested } from '../../features/fulfilment/fulfilmentSlice';
import { selectHeldGifts, selectPreferenceSave } from '../../features/fulfilment/fulfilmentSelectors';
import { UrlKeySection } from '../../features/registrySettings/components/UrlKeySection';
import { VisibilitySection } from '../../features/registrySettings/components/VisibilitySection';
import { WelcomeNoteSection } from '../../features/registrySettings/components/WelcomeNoteSection';
import {
  selectCouplePhotoRequest,
  selectLastSavedSection,
  selectRegistrySettings,
  selectSettingsLoad,
  selectSettingsSave,
  selectShippingAddress,
  selectUrlKeyCheck,
} from '../../features/registrySettings/registrySettingsSelectors';
import {
  couplePhotoChosen,
  couplePhotoRemoveRequested,
  settingsRequested,
  settingsSaveRequested,
  shippingAddressRequested,
  shippingAddressSaveRequested,
  urlKeyTyped,
} from '../../features/registrySettings/registrySettingsSlice';
import { GroupGiftingSection } from '../../features/groupGifts/components/GroupGiftingSection';
import { selectGroupGifting, selectGroupGiftingSave } from '../../features/groupGifts/groupGiftsSelectors';
import { groupGiftingRequested, groupGiftingSaveRequested } from '../../features/groupGifts/groupGiftsSlice';
import styles from '../../features/registrySettings/components/RegistrySettings.module.scss';
import page from './RegistrySettingsPage.module.scss';

/** /registry/settings: the couple's registry settings (the registry menu's "Settings"). */
export default function RegistrySettingsPage() {
  return (
    <CoupleGate title="Registry settings">
      <RegistrySettings />
    </CoupleGate>
  );
}

function RegistrySettings() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectRegistrySettings);
  const load = useAppSelector(selectSettingsLoad);
  const save = useAppSelector(selectSettingsSave);
  const lastSaved = useAppSelector(selectLastSavedSection);
  const urlKeyCheck = useAppSelector(selectUrlKeyCheck);
  const photo = useAppSelector(selectCouplePhotoRequest);
  const address = useAppSelector(selectShippingAddress);
  const held = useAppSelector(selectHeldGifts);
  const preferenceSave = useAppSelector(selectPreferenceSave);
  const groupGifting = useAppSelector(selectGroupGifting);
  const groupGiftingSave = useAppSelector(selectGroupGiftingSave);
  useEffect(() => {
    dispatch(settingsRequested());
    dispatch(shippingAddressRequested());
    dispatch(heldGiftsRequested());
    dispatch(groupGiftingRequested());
  }, [dispatch]);

  return (
    <div className={page.page}>
      <h1>Registry settings</h1>
      <p className={page.intro}>Choose your registry’s web address, who can find it, and what your guests see.</p>
      {!settings && load.status === 'failed' ? (
        <CoupleLoadError error={load.error} what="your registry settings" onRetry={() => dispatch(settingsRequested())} />
      ) : !settings ? (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            Loading your registry settings…
          </p>
          <Skeleton height={160} />
          <Skeleton height={240} />
        </div>
      ) : (
        <>
          <p className={page.preview}>
            <Link to={previewPath(settings.registry_key)}>Preview your registry as a guest</Link>
          </p>
          <UrlKeySection
            settings={settings}
            check={urlKeyCheck}
            save={save.urlKey}
            saved={lastSaved === 'urlKey'}
            origin={window.location.origin}
            onType={(key) => dispatch(urlKeyTyped(key))}
            onSave={(key) => dispatch(settingsSaveRequested({ section: 'urlKey', body: { registry_key: key } }))}
          />
          <section className={styles.section} aria-labelledby="photo-title">
            <h2 id="photo-title">Couple photo</h2>
            <CouplePhotoField
              photo={settings.couple_photo}
              uploading={photo.status === 'loading' && photo.action === 'upload'}
              removing={photo.status === 'loading' && photo.action === 'remove'}
              error={photo.status === 'failed' ? (photo.error?.message ?? null) : null}
              onChoose={(file) => dispatch(couplePhotoChosen(holdFile(file)))}
              onRemove={() => dispatch(couplePhotoRemoveRequested())}
            />
          </section>
          <WelcomeNoteSection
            settings={settings}
            save={save.welcomeNote}
            saved={lastSaved === 'welcomeNote'}
            onSave={(note) => dispatch(settingsSaveRequested({ section: 'welcomeNote', body: { welcome_note: note } }))}
          />
          <VisibilitySection
            settings={settings}
            save={save.visibility}
            saved={lastSaved === 'visibility'}
            onSave={(value) => dispatch(settingsSaveRequested({ section: 'visibility', body: value }))}
          />
          <ShippingAddressSection
            address={address}
            onSave={(draft, bypass) => dispatch(shippingAddressSaveRequested({ address: draft, bypass }))}
          />
          <ShippingPreferenceSection
            preference={held?.preference ?? null}
            heldCount={held?.gifts.length ?? 0}
            save={preferenceSave}
            onSave={(body) => dispatch(shippingPreferenceSaveRequested(body))}
          />
          <GroupGiftingSection
            data={groupGifting.data}
            load={groupGifting}
            save={groupGiftingSave}
            onSave={(minPriceCents) => dispatch(groupGiftingSaveRequested(minPriceCents))}
            onRetry={() => dispatch(groupGiftingRequested())}
          />
        </>
      )}
    </div>
  );
}
