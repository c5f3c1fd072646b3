import { Alert, App, Card, Space, Switch, Typography } from 'antd';
import { errorText } from '@admin-app/app/components/query-error';
import { QueryState } from '@admin-app/ui/money/query-state';
import { useSaveSmsSettings, useSmsSettingsQuery } from '../api/sms-settings-api';
import { smsStrings as s } from '../strings';

/** The owner's SMS settings: a code by SMS before registration (web and LIFF), off by default. */
export const SmsSettingsCard = () => {
  const { message } = App.useApp();
  const query = useSmsSettingsQuery();
  const save = useSaveSmsSettings();
  return (
    <Card size="small" title={s.settingsTitle} style={{ marginBottom: 16 }}>
      <QueryState query={query}>
        {(settings) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space>
              <Switch
                checked={settings.register_otp}
                loading={save.isPending}
                onChange={(on) =>
                  save.mutate(
                    { register_otp: on },
                    {
                      onSuccess: () => void message.success(s.saved),
                      onError: (error) => void message.error(errorText(error)),
                    },
                  )
                }
                data-testid="sms-register-otp"
              />
              <span>{s.registerOtp}</span>
            </Space>
            <Typography.Text type="secondary">{s.registerOtpHint}</Typography.Text>
            {settings.register_otp && !settings.reaches_members ? (
              <Alert type="warning" showIcon message={s.noGateway} />
            ) : null}
          </Space>
        )}
      </QueryState>
    </Card>
  );
};
