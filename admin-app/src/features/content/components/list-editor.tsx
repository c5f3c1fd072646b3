import { App, Button, Form, Image, Input, InputNumber, Modal, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { bannerAudiences, contentRows, type ContentKind } from '@contract/admin/content';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useContent, useSaveContent } from '../api/content-api';
import { contentStrings as t } from '../strings';
import { BankName, BankPicker } from './bank-picker';
import { linkRule } from './link-rule';

type FieldKind = 'text' | 'textarea' | 'image' | 'link' | 'number' | 'switch' | 'select' | 'bank';
type Field = {
  name: string;
  type: FieldKind;
  required?: boolean;
  /** A 'select' field's values, each shown by its Thai label (`contentStrings.options[name]`). */
  options?: readonly string[];
  /** The value a new row's form starts with (the server's default for the field). */
  initial?: unknown;
};
export type ListSpec = { kind: ContentKind; fields: Field[] };

const defaultsOf = (spec: ListSpec) =>
  Object.fromEntries(spec.fields.filter((f) => f.initial !== undefined).map((f) => [f.name, f.initial]));

type Row = { id: number; active: boolean; sort: number } & Record<string, unknown>;

const optionLabel = (field: string, value: unknown) =>
  t.options[field]?.[String(value)] ?? String(value ?? '');

const input = ({ name, type, options = [] }: Field) =>
  type === 'bank' ? (
    <BankPicker />
  ) : type === 'select' ? (
    <Select options={options.map((value) => ({ value, label: optionLabel(name, value) }))} />
  ) : type === 'textarea' ? (
    <Input.TextArea autoSize={{ minRows: 2 }} maxLength={2000} />
  ) : type === 'number' ? (
    <InputNumber />
  ) : type === 'switch' ? (
    <Switch />
  ) : (
    <Input maxLength={500} />
  );

/** One content list: its rows, and a form (in a dialog) to add one or replace one; hiding is `active` off. */
export const ListEditor = ({ spec }: { spec: ListSpec }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const list = useContent<Row[]>(spec.kind, import.meta.env.DEV && z.array(contentRows[spec.kind]));
  const save = useSaveContent<Row>(spec.kind, import.meta.env.DEV && contentRows[spec.kind]);
  const open = (row: Row | 'new') => {
    form.resetFields();
    form.setFieldsValue(row === 'new' ? { ...defaultsOf(spec), active: true, sort: 0 } : row);
    setEditing(row);
  };
  const submit = (data: object) =>
    save.mutate(
      { id: editing === 'new' || editing === null ? null : editing.id, data },
      {
        onSuccess: () => {
          message.success(t.saved);
          setEditing(null);
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  const columns = [
    ...spec.fields.slice(0, 3).map((f) => ({
      title: t.fields[f.name],
      dataIndex: f.name,
      render: (value: unknown) =>
        f.type === 'image' && value ? (
          <Image src={String(value)} height={40} />
        ) : f.type === 'bank' ? (
          <BankName code={value} />
        ) : (
          String(value ?? '')
        ),
    })),
    // A switch or a choice past the first three fields (an announcement's `marketing`, a banner's audience) still
    // shows in the list: staff see which rows a member in a time-out or self-exclusion does not get, and who
    // sees each banner, without opening each one.
    ...spec.fields
      .slice(3)
      .filter((f) => f.type === 'switch' || f.type === 'select')
      .map((f) => ({
        title: f.type === 'switch' ? t.flagColumns[f.name] : t.fields[f.name],
        dataIndex: f.name,
        render: (value: unknown) =>
          f.type === 'select' ? (
            <Tag>{optionLabel(f.name, value)}</Tag>
          ) : value ? (
            <Tag color="orange">{t.flagTags[f.name]}</Tag>
          ) : null,
      })),
    { title: t.fields.sort, dataIndex: 'sort' },
    {
      title: t.fields.active,
      dataIndex: 'active',
      render: (a: boolean) => (a ? <Tag color="green">{t.shown}</Tag> : <Tag>{t.hidden}</Tag>),
    },
    {
      title: '',
      render: (_: unknown, row: Row) => (
        <Button size="small" onClick={() => open(row)}>
          {t.edit}
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => open('new')} data-testid={`add-${spec.kind}`}>
        {t.add}
      </Button>
      {list.isError ? <QueryError error={list.error} onRetry={() => list.refetch()} /> : null}
      <Table
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        columns={columns}
        locale={{ emptyText: t.empty }}
        pagination={false}
        data-testid={`list-${spec.kind}`}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t.add : t.edit}
        okText={t.save}
        cancelText={t.cancel}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} data-testid={`form-${spec.kind}`}>
          {spec.fields.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={t.fields[f.name]}
              valuePropName={f.type === 'switch' ? 'checked' : 'value'}
              rules={
                f.type === 'image' || f.type === 'link'
                  ? [linkRule(Boolean(f.required))]
                  : [{ required: f.required, message: t.required }]
              }
            >
              {input(f)}
            </Form.Item>
          ))}
          <Form.Item name="sort" label={t.fields.sort}>
            <InputNumber min={-1000} max={1000} />
          </Form.Item>
          <Form.Item name="active" label={t.fields.active} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
};

export const listSpecs: ListSpec[] = [
  {
    kind: 'banners',
    fields: [
      { name: 'image', type: 'image', required: true },
      { name: 'title', type: 'text' },
      { name: 'link', type: 'link' },
      { name: 'audience', type: 'select', options: bannerAudiences, initial: 'everyone' },
    ],
  },
  {
    kind: 'notifications',
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'description', type: 'textarea' },
      { name: 'image', type: 'image' },
      { name: 'link', type: 'link' },
      { name: 'type', type: 'number' },
      { name: 'marketing', type: 'switch' },
    ],
  },
  {
    kind: 'events',
    fields: [
      { name: 'image', type: 'image', required: true },
      { name: 'title', type: 'text' },
      { name: 'link', type: 'link' },
      { name: 'starts_at', type: 'text' },
      { name: 'ends_at', type: 'text' },
    ],
  },
  {
    kind: 'bank_accounts',
    fields: [
      { name: 'bank_code', type: 'bank', required: true },
      { name: 'account_number', type: 'text', required: true },
      { name: 'account_name', type: 'text', required: true },
    ],
  },
  {
    kind: 'truemoney_accounts',
    fields: [
      { name: 'phone', type: 'text', required: true },
      { name: 'account_name', type: 'text', required: true },
    ],
  },
];
