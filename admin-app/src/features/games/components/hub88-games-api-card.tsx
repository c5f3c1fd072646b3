import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  List,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { useHub88GamesApi, useImportHub88Games, useSaveHub88GamesApi } from '../api/hub88-games-api';
import { hub88GamesStrings as t } from './hub88-games-strings';

type Values = { api_url: string; operator_id: number | null; sub_partner_id: string };

/**
 * The Hub88 section's Games API part (server/src/games/hub88/README.md, "Import"): Hub88's address and our
 * operator id, "import now" (one at a time) and the last import: when, what it found and changed, what failed.
 */
export const Hub88GamesApiCard = () => {
  const { message } = App.useApp();
  const settings = useHub88GamesApi();
  const save = useSaveHub88GamesApi();
  const runImport = useImportHub88Games();
  const [form] = Form.useForm<Values>();
  const data = settings.data;
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const last = runImport.data ?? data?.last_import ?? null;
  return (
    <Card title={t.title} data-testid="hub88-games-api-card">
      {settings.isError ? <QueryError error={settings.error} onRetry={() => settings.refetch()} /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          save.mutate(
            {
              ...values,
              operator_id: Number(values.operator_id),
              sub_partner_id: values.sub_partner_id ?? '',
            },
            {
              onSuccess: () => message.success(t.saved),
              onError: (e: unknown) => message.error(errorText(e)),
            },
          )
        }
      >
        <Form.Item name="api_url" label={t.apiUrl} extra={t.apiUrlHint} rules={[{ required: true }]}>
          <Input inputMode="url" />
        </Form.Item>
        <Space wrap>
          <Form.Item name="operator_id" label={t.operatorId} rules={[{ required: true }]}>
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="sub_partner_id" label={t.subPartnerId}>
            <Input style={{ width: 240 }} />
          </Form.Item>
        </Space>
        <Button htmlType="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </Form>
      <Space direction="vertical" style={{ width: '100%', marginTop: 24 }}>
        <Typography.Text type="secondary">{t.dailyNote}</Typography.Text>
        <Button
          type="primary"
          loading={runImport.isPending || data?.importing}
          disabled={!data?.api_url || !data?.operator_id}
          onClick={() =>
            runImport.mutate(undefined, {
              onSuccess: () => message.success(t.imported),
              onError: (e: unknown) => message.error(errorText(e)),
            })
          }
        >
          {runImport.isPending ? t.importing : t.importNow}
        </Button>
        {last ? (
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered title={t.lastImport}>
            <Descriptions.Item label={t.lastImport}>
              {formatDateTime(last.finished_at ?? last.started_at)}{' '}
              {last.finished_at ? <Tag>{t[last.trigger]}</Tag> : <Tag color="blue">{t.running}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t.listed}>{last.listed}</Descriptions.Item>
            <Descriptions.Item label={t.created}>{last.created}</Descriptions.Item>
            <Descriptions.Item label={t.updated}>{last.updated}</Descriptions.Item>
            <Descriptions.Item label={t.disabled}>{last.disabled}</Descriptions.Item>
            <Descriptions.Item label={t.thumbnails}>{last.thumbnails}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">{t.never}</Typography.Text>
        )}
        {last ? (
          <List
            size="small"
            header={<Typography.Text strong>{t.errors}</Typography.Text>}
            dataSource={last.errors}
            locale={{ emptyText: t.noErrors }}
            renderItem={(error) => (
              <List.Item>
                <Typography.Text type="danger">{error}</Typography.Text>
              </List.Item>
            )}
          />
        ) : null}
      </Space>
    </Card>
  );
};
