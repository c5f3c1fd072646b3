import {
  Alert,
  App,
  Button,
  Col,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import {
  RICH_MENU_IMAGE_RULES as rules,
  richMenuLayouts,
  richMenuStarters,
  type RichMenuAction,
  type RichMenuDraft,
  type RichMenuKind,
  type RichMenuLayout,
} from '@contract/admin/rich-menus';
import { liffScreens } from '@contract/liff-screens';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { useNarrow } from '@admin-app/ui/narrow';
import { useRichMenuDraftQuery, useSaveRichMenu } from '../api/rich-menus-api';
import { richMenuStrings as t } from '../strings';
import { RichMenuPreview, type AreaValue } from './rich-menu-preview';

type Values = {
  name: string;
  chat_bar_text: string;
  layout: RichMenuLayout;
  actions: AreaValue[];
};

const layoutOptions = (Object.keys(richMenuLayouts) as RichMenuLayout[]).map((value) => ({
  value,
  label: richMenuLayouts[value].label,
}));
const screenOptions = liffScreens.map((screen) => ({ value: screen.id, label: screen.label }));

/** The actions resized to a layout's areas: kept where they were, new areas open the LIFF home. */
const resized = (actions: AreaValue[], layout: RichMenuLayout): AreaValue[] =>
  richMenuLayouts[layout].areas.map(
    (_area, index) => actions[index] ?? { type: 'liff', screen: 'home', params: {} },
  );

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

type RichMenuEditorProps = { kind: RichMenuKind; onClose: () => void };

/** The editor of one kind's draft, in a modal: loads the draft (with its image), then the form. */
export const RichMenuEditor = ({ kind, onClose }: RichMenuEditorProps) => {
  const draft = useRichMenuDraftQuery(kind);
  return (
    <Modal
      open
      title={t.editor.title(t.kinds[kind])}
      onCancel={onClose}
      footer={null}
      width={1040}
      destroyOnHidden
    >
      {draft.isError ? (
        <QueryError error={draft.error} onRetry={() => draft.refetch()} />
      ) : draft.isPending ? (
        <Skeleton active />
      ) : (
        <RichMenuForm kind={kind} draft={draft.data} onClose={onClose} />
      )}
    </Modal>
  );
};

type RichMenuFormProps = { kind: RichMenuKind; draft: RichMenuDraft | null; onClose: () => void };

const RichMenuForm = ({ kind, draft, onClose }: RichMenuFormProps) => {
  const { message } = App.useApp();
  const save = useSaveRichMenu(kind);
  const [form] = Form.useForm<Values>();
  const starter = richMenuStarters[kind];
  const [image, setImage] = useState<{ url: string; changed: boolean; name?: string } | null>(
    draft?.image_data_url ? { url: draft.image_data_url, changed: false } : null,
  );
  const [imageError, setImageError] = useState('');
  const layout = Form.useWatch('layout', form) ?? draft?.layout ?? starter.layout;
  const actions: AreaValue[] = Form.useWatch('actions', form) ?? [];
  const chatBarText = Form.useWatch('chat_bar_text', form) ?? '';
  const { width, height } = richMenuLayouts[layout];
  // A desktop shows the preview beside the form; a phone above it, at the screen's width.
  const narrow = useNarrow();

  const handleImage = async (file: File) => {
    setImageError('');
    if (!(rules.types as readonly string[]).includes(file.type)) setImageError(t.editor.imageType);
    else if (file.size > rules.maxBytes) setImageError(t.editor.imageTooLarge);
    else setImage({ url: await readAsDataUrl(file), changed: true, name: file.name });
    return false;
  };
  const handleLayout = (next: RichMenuLayout) =>
    form.setFieldValue('actions', resized(form.getFieldValue('actions') ?? [], next));
  const submit = (values: Values) =>
    save.mutate(
      {
        name: values.name.trim(),
        chat_bar_text: values.chat_bar_text.trim(),
        layout: values.layout,
        actions: values.actions.map((action) =>
          action.type === 'message'
            ? { type: 'message', text: (action.text ?? '').trim() }
            : { type: 'liff', screen: action.screen ?? '', params: action.params ?? {} },
        ),
        ...(image?.changed ? { image: image.url } : {}),
      },
      {
        onSuccess: () => {
          void message.success(t.editor.saved);
          onClose();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <Row gutter={[24, 16]} wrap={narrow}>
      <Col flex={narrow ? '0 0 100%' : '1 1 0'} order={narrow ? 2 : 1} style={{ minWidth: 0 }}>
        {save.isError ? (
          <Alert type="error" showIcon message={errorText(save.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{
            name: draft?.name ?? t.kinds[kind],
            chat_bar_text: draft?.chat_bar_text ?? 'เมนู',
            layout: draft?.layout ?? starter.layout,
            actions: draft?.actions ?? starter.actions,
          }}
        >
          <Form.Item
            name="name"
            label={t.editor.name}
            rules={[{ required: true, message: t.editor.required }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="chat_bar_text"
            label={t.editor.chatBarText}
            rules={[{ required: true, message: t.editor.required }]}
          >
            <Input maxLength={14} showCount />
          </Form.Item>
          <Form.Item name="layout" label={t.editor.layout}>
            <Select options={layoutOptions} onChange={handleLayout} />
          </Form.Item>
          <Form.Item label={t.editor.image} extra={t.editor.imageRule(width, height)}>
            <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={handleImage}>
              <Button>{t.editor.chooseImage}</Button>
            </Upload>
            {imageError ? (
              <Typography.Text type="danger">{imageError}</Typography.Text>
            ) : image?.name ? (
              <Typography.Text type="secondary">{t.editor.chosen(image.name)}</Typography.Text>
            ) : null}
          </Form.Item>
          <Form.List name="actions">
            {(fields) =>
              fields.map((field) => (
                <AreaFields
                  key={field.key}
                  index={field.name}
                  type={actions[field.name]?.type}
                  screen={actions[field.name]?.screen}
                />
              ))
            }
          </Form.List>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t.editor.save}
            </Button>
            <Button onClick={onClose}>{t.editor.cancel}</Button>
          </Space>
        </Form>
      </Col>
      <Col flex={narrow ? '0 0 100%' : '0 0 384px'} order={narrow ? 1 : 2}>
        {/* Stays in sight while a six-area menu's fields scroll past on a desktop. */}
        <div style={narrow ? undefined : { position: 'sticky', top: 0 }}>
          <RichMenuPreview
            layout={layout}
            image={image?.url ?? null}
            actions={actions}
            chatBarText={chatBarText}
          />
        </div>
      </Col>
    </Row>
  );
};

type AreaFieldsProps = {
  index: number;
  type: RichMenuAction['type'] | undefined;
  screen: string | undefined;
};

/** One area's action: a LIFF screen of the deep-link list (with its parameters) or a message text. */
const AreaFields = ({ index, type, screen }: AreaFieldsProps) => {
  const params = liffScreens.find((s) => s.id === screen)?.params ?? [];
  return (
    <Space align="start" wrap style={{ display: 'flex' }}>
      <Form.Item name={[index, 'type']} label={t.editor.area(index + 1)}>
        <Select
          style={{ width: 140 }}
          options={[
            { value: 'liff', label: t.editor.liff },
            { value: 'message', label: t.editor.message },
          ]}
        />
      </Form.Item>
      {type === 'message' ? (
        <Form.Item
          name={[index, 'text']}
          label={t.editor.messageText}
          rules={[{ required: true, whitespace: true, message: t.editor.required }]}
        >
          <Input maxLength={300} style={{ width: 260 }} />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name={[index, 'screen']}
            label={t.editor.screen}
            rules={[{ required: true, message: t.editor.required }]}
          >
            <Select showSearch optionFilterProp="label" options={screenOptions} style={{ width: 260 }} />
          </Form.Item>
          {params.map((param) => (
            <Form.Item
              key={param.key}
              name={[index, 'params', param.key]}
              label={param.label}
              rules={[{ required: !param.optional, pattern: param.pattern, message: t.editor.required }]}
            >
              <Input placeholder={param.example} style={{ width: 160 }} />
            </Form.Item>
          ))}
        </>
      )}
    </Space>
  );
};
