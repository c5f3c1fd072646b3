import { App, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { useHub88Settings, useSaveHub88Key } from '../api/hub88-api';
import { gameStrings as t } from '../strings';

/**
 * Hub88's keys (server/src/games/hub88/README.md): the wallet endpoint and our public key to send Hub88, and
 * Hub88's public key to paste. The provider is turned on in the providers table above once both are exchanged.
 */
export const Hub88Card = () => {
  const { message } = App.useApp();
  const settings = useHub88Settings();
  const save = useSaveHub88Key();
  const [pasted, setPasted] = useState('');
  const data = settings.data;
  return (
    <Card title={t.hub88.title} data-testid="hub88-card">
      {settings.isError ? <QueryError error={settings.error} onRetry={() => settings.refetch()} /> : null}
      {data ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text>
            {t.hub88.walletPath}:{' '}
            <Typography.Text code copyable>{`${window.location.origin}${data.wallet_path}`}</Typography.Text>
          </Typography.Text>
          <div>
            <Typography.Text strong>{t.hub88.ours}</Typography.Text>
            <Typography.Paragraph type="secondary">{t.hub88.oursHint}</Typography.Paragraph>
            <Typography.Paragraph copyable={{ text: data.operator_public_key }}>
              <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{data.operator_public_key}</pre>
            </Typography.Paragraph>
          </div>
          <div>
            <Space>
              <Typography.Text strong>{t.hub88.theirs}</Typography.Text>
              {data.hub88_public_key ? (
                <Tag color="green">{t.hub88.set}</Tag>
              ) : (
                <Tag color="orange">{t.hub88.unset}</Tag>
              )}
            </Space>
            {data.hub88_public_key ? (
              <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{data.hub88_public_key}</pre>
            ) : null}
            <Input.TextArea
              rows={6}
              value={pasted}
              placeholder={t.hub88.placeholder}
              aria-label={t.hub88.theirs}
              onChange={(e) => setPasted(e.target.value)}
            />
            <Button
              type="primary"
              style={{ marginTop: 8 }}
              disabled={pasted.trim() === ''}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { hub88_public_key: pasted },
                  {
                    onSuccess: () => {
                      setPasted('');
                      message.success(t.saved);
                    },
                    onError: (e: unknown) => message.error(errorText(e)),
                  },
                )
              }
            >
              {t.hub88.save}
            </Button>
          </div>
        </Space>
      ) : null}
    </Card>
  );
};
