import { App, Button, Card, Form, Input } from 'antd';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { useFilterLayout } from '@admin-app/ui/narrow';
import { useMyLineQuery, useSaveMyLine } from '../api/broadcasts-api';
import { broadcastStrings as strings } from '../strings';

const t = strings.myLine;

/** The staff member's own LINE user id: where "ส่งทดสอบ" pushes a broadcast. */
export const MyLineForm = () => {
  const { message } = App.useApp();
  const mine = useMyLineQuery();
  const save = useSaveMyLine();
  // Beside its button on a desktop; on a phone the label, field and button one under another (the id is wide).
  const layout = useFilterLayout();
  if (mine.isError) return <QueryError error={mine.error} onRetry={() => mine.refetch()} />;
  return (
    <Card title={t.title} size="small" loading={!mine.data}>
      {mine.data ? (
        <Form
          layout={layout}
          initialValues={mine.data}
          onFinish={(values: { line_user_id: string }) =>
            save.mutate(
              { line_user_id: values.line_user_id ?? '' },
              {
                onSuccess: () => void message.success(t.saved),
                onError: (error) => void message.error(errorText(error)),
              },
            )
          }
        >
          <Form.Item
            name="line_user_id"
            label={t.label}
            extra={t.help}
            style={layout === 'inline' ? { minWidth: 520 } : undefined}
          >
            <Input placeholder="U0123456789abcdef0123456789abcdef" maxLength={40} />
          </Form.Item>
          <Button htmlType="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
};
