import { List, Switch } from 'antd-mobile';
import type { LineMessageCategory } from '@contract/line/message-prefs';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { showToast } from '@ui/toast';
import { useLineMessagesMutation, useLineMessagesQuery } from '@features/account/api/line-messages';
import { accountText } from '@features/account/strings';

const categories: LineMessageCategory[] = ['money', 'lotto', 'rewards'];

type LineMessagePrefsProps = { lineLinked: boolean };

/**
 * The profile's LINE notifications: a switch per category while LINE is linked (each change saved at once), else
 * a hint that linking LINE brings them; a member who blocked the official account is told why nothing comes.
 */
export const LineMessagePrefs = ({ lineLinked }: LineMessagePrefsProps) => {
  const query = useLineMessagesQuery({ enabled: lineLinked });
  const mutation = useLineMessagesMutation();
  if (!lineLinked)
    return (
      <div className="account-box">
        <div className="account-hint" data-testid="line-messages-hint">
          {accountText.lineMessagesNotLinked}
        </div>
      </div>
    );

  const handleChange = async (category: LineMessageCategory, on: boolean) => {
    try {
      await mutation.mutateAsync({ [category]: on });
      showToast(accountText.lineMessagesSaved, 'success');
    } catch (error) {
      showToast(error instanceof Error ? error.message : accountText.loadFailed, 'error');
    }
  };

  return (
    <div className="account-box account-line-messages" data-testid="line-messages">
      {query.data ? (
        <List
          header={
            <>
              {accountText.lineMessagesTitle}
              {query.data.blocked && (
                <div
                  className="account-line-messages__blocked"
                  role="status"
                  data-testid="line-messages-blocked"
                >
                  {accountText.lineMessagesBlocked}
                </div>
              )}
            </>
          }
        >
          {categories.map((category) => (
            <List.Item
              key={category}
              description={accountText.lineMessageCategories[category].hint}
              extra={
                <Switch
                  checked={query.data.prefs[category]}
                  loading={mutation.isPending && mutation.variables?.[category] !== undefined}
                  onChange={(on) => handleChange(category, on)}
                  aria-label={accountText.lineMessageCategories[category].label}
                  data-testid={`line-messages-${category}`}
                />
              }
            >
              {accountText.lineMessageCategories[category].label}
            </List.Item>
          ))}
        </List>
      ) : query.isError ? (
        <ErrorBlock error={query.error} title={accountText.loadFailed} onRetry={() => query.refetch()} />
      ) : (
        <LoadingBlock lines={3} />
      )}
    </div>
  );
};
