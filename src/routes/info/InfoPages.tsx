import { InfoPage } from '../../features/info/components/InfoPage';
import { INFO_PAGES } from '../../features/info/content/infoPages';

/** The footer's content-only information pages: one layout, content from data. */
export const AboutPage = () => <InfoPage content={INFO_PAGES.about} />;
export const TeamPage = () => <InfoPage content={INFO_PAGES.team} />;
export const PressPage = () => <InfoPage content={INFO_PAGES.press} />;
export const PrivacyPage = () => <InfoPage content={INFO_PAGES.privacy} />;
export const TermsPage = () => <InfoPage content={INFO_PAGES.terms} />;
export const AccessibilityPage = () => <InfoPage content={INFO_PAGES.accessibility} />;
export const AdvisorPage = () => <InfoPage content={INFO_PAGES.advisor} />;
