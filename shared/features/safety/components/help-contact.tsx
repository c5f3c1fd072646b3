import type { HelpContact } from '@contract/protection/protection';
import { isOutsideLink } from '@ui/app-links';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { useSafetyHelpQuery } from '../api/get-safety-help';
import { safetyText } from '../strings';

/** A phone number as a tel: address (digits and a leading +). */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const ContactList = ({ contact }: { contact: HelpContact }) => {
  // Only an http(s) address becomes a link: the agent types it, and a javascript: one must not run.
  const url = isOutsideLink(contact.url) ? contact.url : '';
  const empty = !contact.text && !contact.phone && !contact.line_id && !url;
  if (empty) return <p>{safetyText.contactNone}</p>;
  return (
    <>
      {contact.text && <p className="safety-help__text">{contact.text}</p>}
      <dl className="safety-help__contact">
        {contact.phone && (
          <>
            <dt>{safetyText.contactPhone}</dt>
            <dd>
              <a href={telOf(contact.phone)}>{contact.phone}</a>
            </dd>
          </>
        )}
        {contact.line_id && (
          <>
            <dt>{safetyText.contactLine}</dt>
            <dd>{contact.line_id}</dd>
          </>
        )}
        {url && (
          <>
            <dt>{safetyText.contactUrl}</dt>
            <dd>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            </dd>
          </>
        )}
      </dl>
    </>
  );
};

/** The agent's help contact (GET /api/safety/help), as the agent set it in the back office. */
export const HelpContactCard = () => {
  const query = useSafetyHelpQuery();
  return (
    <section className="safety-card" data-testid="safety-help-contact">
      <h2 className="safety-card__title">{safetyText.contactTitle}</h2>
      {query.isPending ? (
        <LoadingBlock lines={2} title={false} />
      ) : query.isError ? (
        <ErrorBlock error={query.error} title={safetyText.contactFailed} onRetry={() => query.refetch()} />
      ) : (
        <ContactList contact={query.data.contact} />
      )}
    </section>
  );
};
