import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { InfoPage } from '../../features/info/components/InfoPage';
import { INFO_PAGES } from '../../features/info/content/infoPages';
import { DoNotSellSwitch } from '../../features/privacy/components/DoNotSellSwitch';
import { doNotSellChanged, privacyPreferencesRequested } from '../../features/privacy/privacySlice';
import { selectPrivacy } from '../../features/privacy/privacySelectors';
import { selectIsGuest } from '../../features/user/userSelectors';

/** /privacy-center: 'Do Not Sell / Share My Personal Information' with a real opt-out. */
export default function PrivacyCenterPage() {
  const dispatch = useAppDispatch();
  const privacy = useAppSelector(selectPrivacy);
  const isGuest = useAppSelector(selectIsGuest);
  // Signing in or out changes where the choice lives: read it again.
  useEffect(() => {
    dispatch(privacyPreferencesRequested());
  }, [dispatch, isGuest]);
  return (
    <InfoPage content={INFO_PAGES.privacyCenter}>
      <DoNotSellSwitch
        preferences={privacy.preferences}
        status={privacy.status}
        saveStatus={privacy.save.status}
        error={privacy.error}
        saveError={privacy.save.error}
        onChange={(optOut) => dispatch(doNotSellChanged(optOut))}
        onRetry={() => dispatch(privacyPreferencesRequested())}
      />
    </InfoPage>
  );
}
