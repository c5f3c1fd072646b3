import { Alert, App, Button, Card, Col, Empty, Form, Input, Row, Select, Space, Typography } from 'antd';
import { liffScreens } from '@contract/liff-screens';
import { QueryError } from '@admin-app/app/components/query-error';
import { useBuildDeepLink } from '../api/build-deeplink';
import { deeplinkStrings as t } from '../strings';

type Values = { screen: string; params?: Record<string, string> };

/** Choose a LIFF screen and its parameters; get the LINE link, its QR code, a copy button and a phone preview. */
export const DeepLinkBuilder = () => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const screenId = Form.useWatch('screen', form);
  const screen = liffScreens.find((s) => s.id === screenId);
  const build = useBuildDeepLink();
  const link = build.data ? build.data.liff_url || `${window.location.origin}${build.data.local_path}` : '';
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    message.success(t.copied);
  };
  return (
    <Row gutter={24}>
      <Col flex="1 1 480px">
        <Card title={t.title}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ screen: 'home' }}
            onFinish={(v) => build.mutate({ screen: v.screen, params: v.params ?? {} })}
            data-testid="deeplink-form"
          >
            <Form.Item name="screen" label={t.screen}>
              <Select
                options={liffScreens.map((s) => ({ value: s.id, label: s.label }))}
                onChange={() => build.reset()}
                data-testid="deeplink-screen"
              />
            </Form.Item>
            {screen?.params.map((p) => (
              <Form.Item
                key={p.key}
                name={['params', p.key]}
                label={p.label}
                rules={[{ required: true, pattern: p.pattern, message: t.required }]}
              >
                <Input placeholder={p.example} />
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" loading={build.isPending} data-testid="deeplink-build">
              {t.build}
            </Button>
          </Form>
          {build.isError ? <QueryError error={build.error} /> : null}
          {build.data ? (
            <Space direction="vertical" style={{ marginTop: 24, width: '100%' }}>
              {!build.data.liff_url ? <Alert type="warning" showIcon message={t.noLiffId} /> : null}
              <Typography.Text strong>{t.link}</Typography.Text>
              <Space.Compact style={{ width: '100%' }}>
                <Input readOnly value={link} data-testid="deeplink-url" />
                <Button onClick={copy}>{t.copy}</Button>
              </Space.Compact>
              <Typography.Text strong>{t.qr}</Typography.Text>
              <img
                src={build.data.qr_data_url}
                alt={t.qr}
                width={200}
                height={200}
                data-testid="deeplink-qr"
              />
            </Space>
          ) : (
            <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
              {t.hint}
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
      <Col flex="0 0 430px">
        <Card title={t.preview}>
          {build.data ? (
            <iframe
              title={t.preview}
              src={build.data.local_path}
              width={390}
              height={844}
              style={{ border: '1px solid #ddd', borderRadius: 24 }}
              data-testid="deeplink-preview"
            />
          ) : (
            <Empty description={t.hint} />
          )}
        </Card>
      </Col>
    </Row>
  );
};
