import { Alert, App, Button, Card, Input, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '@lib/api-error';
import { useAllowlistQuery, useSaveAllowlist } from '../api/allowlist';
import { staffStrings as t } from '../strings';

const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The addresses staff may work from, one a line; the server refuses a list without the owner's own address. */
export const AllowlistCard = () => {
  const { message } = App.useApp();
  const list = useAllowlistQuery();
  const save = useSaveAllowlist();
  const [draft, setDraft] = useState<string | null>(null);
  if (!list.data) return list.isError ? null : <Skeleton active />;
  const text = draft ?? list.data.entries.join('\n');
  const yours = list.data.your_address;
  const handleSave = () =>
    save.mutate(linesOf(text), {
      onSuccess: () => {
        setDraft(null);
        void message.success(t.saved);
      },
    });
  return (
    <Card title={t.allowlistTitle} size="small" data-testid="staff-allowlist" style={{ marginTop: 16 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t.allowlistHelp}</Typography.Text>
        <Typography.Text>
          {list.data.entries.length === 0 ? t.allowlistOpen : t.allowlistCount(list.data.entries.length)}
        </Typography.Text>
        {save.isError ? (
          <Alert type="error" showIcon message={isApiError(save.error) ? save.error.message : ''} />
        ) : null}
        <Input.TextArea
          rows={4}
          value={text}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="203.0.113.0/24"
          data-testid="allowlist-entries"
        />
        <Space wrap>
          <Typography.Text type="secondary">{t.allowlistYours(yours)}</Typography.Text>
          <Button
            size="small"
            onClick={() => setDraft([...linesOf(text).filter((line) => line !== yours), yours].join('\n'))}
          >
            {t.allowlistAddMine}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={handleSave}>
            {t.allowlistSave}
          </Button>
        </Space>
      </Space>
    </Card>
  );
};
