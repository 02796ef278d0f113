import { MarketingPage } from '../../features/marketing/components/MarketingPage';
import { REGISTRY_PAGES } from '../../features/marketing/content/registryPages';

export default function RegistryLandingPage() {
  return <MarketingPage content={REGISTRY_PAGES.registry} />;
}
