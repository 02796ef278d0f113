import { HOME_ADVICE, HOME_ADVICE_CARD, HOME_FAQS, HOME_REVIEWS } from '../content/homeSupport';
import { AdviceCard } from './AdviceCard';
import { SupportSection } from './SupportSection';

/** The home page's last blocks, below the fold: the advice card and 'Our team is always here to support you'. */
export default function HomeClosingBlocks() {
  return (
    <>
      <AdviceCard card={HOME_ADVICE_CARD} />
      <SupportSection faqs={HOME_FAQS} reviews={HOME_REVIEWS} advice={HOME_ADVICE} />
    </>
  );
}
