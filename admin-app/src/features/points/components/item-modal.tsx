import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import type { AdminItem, AdminItemInput } from '@contract/rewards/points-admin';
import { errorText } from '@admin-app/app/components/query-error';
import { useSaveItem } from '../api/points-api';
import { pointsStrings as t } from '../strings';
import { FreebetItemFields, type FreebetSource } from './freebet-item-fields';

const blank: AdminItemInput = {
  name: '',
  image: '',
  description: '',
  cost: 100,
  type: 'credit',
  amount: 50,
  wallet_type_id: 1,
  spin_value: null,
  stock: null,
  per_member_limit: null,
  active: true,
  sort: 0,
  turnover_multiplier: 0,
  freebet: null,
};

/** A free-bet item's grant as the form holds it (without what the server reports back: name, availability). */
const freebetOf = (values: AdminItemInput, source: FreebetSource): AdminItemInput['freebet'] =>
  values.type === 'freebets' && values.freebet
    ? {
        game_code: values.freebet.game_code,
        bet_value: values.freebet.bet_value,
        valid_days: values.freebet.valid_days ?? 7,
        prepaid_uuid: source === 'prepaid' ? (values.freebet.prepaid_uuid ?? null) : null,
      }
    : null;

/** Creates or edits a shop item: what it gives, its cost, stock, per-member limit, turnover, on or off. */
export const ItemModal = ({ item, onClose }: { item: AdminItem | null; onClose: () => void }) => {
  const { message } = App.useApp();
  const save = useSaveItem();
  const [form] = Form.useForm<AdminItemInput>();
  const type = Form.useWatch('type', form) ?? item?.type ?? 'credit';
  const [source, setSource] = useState<FreebetSource>(item?.freebet?.prepaid_uuid ? 'prepaid' : 'own');
  const [fixed, setFixed] = useState({ count: false, value: false });
  const submit = (values: AdminItemInput) =>
    save.mutate(
      {
        id: item?.id ?? null,
        data: {
          ...values,
          wallet_type_id: values.type === 'credit' ? (values.wallet_type_id ?? 1) : null,
          spin_value: values.type === 'free_spins' ? values.spin_value : null,
          freebet: freebetOf(values, source),
          stock: values.stock ?? null,
          per_member_limit: values.per_member_limit ?? null,
        },
      },
      {
        onSuccess: () => {
          void message.success(t.saved);
          onClose();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  return (
    <Modal
      open
      title={item ? `${t.edit}: ${item.name}` : t.add}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<AdminItemInput> form={form} layout="vertical" onFinish={submit} initialValues={item ?? blank}>
        <Form.Item name="name" label={t.name} rules={[{ required: true, max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="type" label={t.type}>
          <Select options={Object.entries(t.types).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="amount" label={t.amount[type]} rules={[{ required: true }]}>
          <InputNumber
            min={type === 'credit' ? 0.01 : 1}
            max={type === 'freebets' ? 1000 : undefined}
            precision={type === 'credit' ? 2 : 0}
            disabled={type === 'freebets' && fixed.count}
          />
        </Form.Item>
        {type === 'freebets' && (
          <FreebetItemFields
            form={form}
            source={source}
            onSource={setSource}
            valueFixed={fixed.value}
            onPrepaid={(p) => setFixed({ count: p?.bet_count != null, value: p?.bet_value != null })}
          />
        )}
        {type === 'credit' && (
          <Form.Item name="wallet_type_id" label={t.wallet}>
            <Select options={[1, 2, 3].map((value) => ({ value, label: t.wallets[value] }))} />
          </Form.Item>
        )}
        {type === 'free_spins' && (
          <Form.Item name="spin_value" label={t.spinValue} rules={[{ required: true }]}>
            <InputNumber min={0.01} precision={2} />
          </Form.Item>
        )}
        <Form.Item name="cost" label={t.cost} rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name="stock" label={t.stock}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item name="per_member_limit" label={t.perMemberLimit}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        {type !== 'wheel_spins' && (
          <Form.Item name="turnover_multiplier" label={t.turnover}>
            <InputNumber min={0} max={1000} />
          </Form.Item>
        )}
        <Form.Item name="image" label={t.image}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t.description}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="sort" label={t.sort}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item name="active" label={t.active} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
};
