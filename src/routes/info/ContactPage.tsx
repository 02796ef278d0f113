import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { InfoPage } from '../../features/info/components/InfoPage';
import { INFO_PAGES } from '../../features/info/content/infoPages';
import { ContactForm } from '../../features/support/components/ContactForm';
import { contactReset, contactSubmitted } from '../../features/support/supportSlice';
import { selectContact } from '../../features/support/supportSelectors';
import { selectIsGuest, selectUserContext } from '../../features/user/userSelectors';
import { SUPPORT_TOPICS } from '../../contracts/supportTopics';

/** /contact-us: support details and the contact form (pre-filled for signed-in visitors; ?topic= picks a topic). */
export default function ContactPage() {
  const dispatch = useAppDispatch();
  const contact = useAppSelector(selectContact);
  const isGuest = useAppSelector(selectIsGuest);
  const user = useAppSelector(selectUserContext);
  const [search] = useSearchParams();
  const topic = search.get('topic') ?? '';
  const initial = {
    name: isGuest ? '' : [user.first_name, user.last_name].filter(Boolean).join(' '),
    email: isGuest ? '' : (user.email ?? ''),
    topic: SUPPORT_TOPICS.some((t) => t.value === topic) ? topic : '',
  };
  return (
    <InfoPage content={INFO_PAGES.contact}>
      <ContactForm
        // A different sign-in state means different pre-filled details.
        key={`${isGuest}-${initial.email}-${initial.topic}`}
        initial={initial}
        status={contact.status}
        result={contact.result}
        error={contact.error}
        onSubmit={(input) => dispatch(contactSubmitted(input))}
        onReset={() => dispatch(contactReset())}
      />
    </InfoPage>
  );
}
