import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { QuestAdminInputDraft, QuestAdminItem } from '@contract/rewards/quest-admin';
import { FreebetGameSelect } from '@admin-app/ui/freebet-game-select';
import { FreebetPrepaidChoice, PREPAID_FIELDS } from '@admin-app/ui/freebet-prepaid-select';

type Category = NonNullable<QuestAdminItem['task']['category']>;
import { questStrings as t } from '../strings';

type FormValues = {
  name: string;
  description: string;
  status: 'draft' | 'active' | 'paused' | 'ended';
  period: 'daily' | 'weekly';
  task_type: 'deposit' | 'stake' | 'play_game' | 'login_streak';
  target: number;
  category: Category | null;
  game_code: string | null;
  reward_type: 'credit' | 'points' | 'freebets';
  amount: number;
  /** Free bets in one Hub88 game: our game code, how many, baht each, days valid. */
  freebet_game_code: string;
  freebet_count: number;
  freebet_value: number;
  freebet_days: number;
  /** Our own value per free bet, or a Hub88 prepaid of the game (its fixed count and value win at the save). */
  freebet_source: 'own' | 'prepaid';
  freebet_prepaid_uuid: string | null;
  points: number;
  wallet_type_id: 2 | 3;
  turnover_multiplier: number;
  turnover_categories: Category[];
  total_limit: number | null;
  budget: number | null;
  sort: number;
};

const defaults: FormValues = {
  name: '',
  description: '',
  status: 'active',
  period: 'daily',
  task_type: 'deposit',
  target: 100,
  category: null,
  game_code: null,
  reward_type: 'credit',
  amount: 10,
  freebet_game_code: '',
  freebet_count: 10,
  freebet_value: 1,
  freebet_days: 7,
  freebet_source: 'own',
  freebet_prepaid_uuid: null,
  points: 0,
  wallet_type_id: 3,
  turnover_multiplier: 0,
  turnover_categories: ['slot', 'freespin'],
  total_limit: null,
  budget: null,
  sort: 0,
};

const valuesOf = (item: QuestAdminItem): FormValues => ({
  name: item.name,
  description: item.description,
  status: item.status,
  period: item.period,
  task_type: item.task.type,
  target: item.task.target,
  category: item.task.category,
  game_code: item.task.game_code,
  reward_type: item.reward.type,
  amount: item.reward.amount,
  freebet_game_code: item.reward.freebets?.game_code ?? '',
  freebet_count: item.reward.freebets?.bet_count ?? 10,
  freebet_value: item.reward.freebets?.bet_value ?? 1,
  freebet_days: item.reward.freebets?.valid_days ?? 7,
  freebet_source: item.reward.freebets?.prepaid_uuid ? 'prepaid' : 'own',
  freebet_prepaid_uuid: item.reward.freebets?.prepaid_uuid ?? null,
  points: item.reward.points,
  wallet_type_id: item.reward.wallet_type_id === 2 ? 2 : 3,
  turnover_multiplier: item.turnover_multiplier,
  turnover_categories: item.turnover_categories,
  total_limit: item.total_limit,
  budget: item.budget,
  sort: item.sort,
});

/** The form's values as the API takes them; an edited quest keeps its schedule and picture. */
const inputOf = (v: FormValues, item?: QuestAdminItem): QuestAdminInputDraft => ({
  name: v.name,
  description: v.description ?? '',
  image: item?.image ?? '',
  status: v.status,
  period: v.period,
  task: {
    type: v.task_type,
    target: v.target,
    category: v.task_type === 'stake' ? (v.category ?? null) : null,
    game_code: v.task_type === 'play_game' ? (v.game_code ?? null) : null,
  },
  reward: {
    type: v.reward_type,
    amount: v.reward_type === 'credit' ? v.amount : 0,
    points: v.reward_type === 'points' ? v.points : 0,
    wallet_type_id: v.wallet_type_id,
    freebets:
      v.reward_type === 'freebets'
        ? {
            game_code: v.freebet_game_code,
            bet_count: v.freebet_count,
            bet_value: v.freebet_value,
            valid_days: v.freebet_days,
            ...(v.freebet_source === 'prepaid' && v.freebet_prepaid_uuid
              ? { prepaid_uuid: v.freebet_prepaid_uuid }
              : {}),
          }
        : null,
  },
  turnover_multiplier: v.reward_type === 'points' ? 0 : (v.turnover_multiplier ?? 0),
  turnover_categories: v.turnover_categories,
  total_limit: v.total_limit ?? null,
  budget: v.budget ?? null,
  starts_at: item?.starts_at ?? null,
  ends_at: item?.ends_at ?? null,
  sort: v.sort ?? 0,
});

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

type QuestFormProps = {
  open: boolean;
  item?: QuestAdminItem;
  saving: boolean;
  onSave: (input: QuestAdminInputDraft) => void;
  onCancel: () => void;
};

/** Create or edit one quest: the task and its parameters, the period, the reward, turnover and limits. */
export const QuestForm = ({ open, item, saving, onSave, onCancel }: QuestFormProps) => {
  const [form] = Form.useForm<FormValues>();
  const taskType = Form.useWatch('task_type', form);
  const rewardType = Form.useWatch('reward_type', form);
  const required = [{ required: true, message: t.required }];
  return (
    <Modal
      open={open}
      title={item ? t.editTitle : t.createTitle}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        key={item?.id ?? 'new'}
        // The modal unmounts its content when hidden, so each opening starts from these values.
        initialValues={item ? valuesOf(item) : defaults}
        onFinish={(values) => onSave(inputOf(values, item))}
        data-testid="quest-form"
      >
        <Form.Item name="name" label={t.name} rules={required}>
          <Input maxLength={120} data-testid="quest-name" />
        </Form.Item>
        <Form.Item name="description" label={t.description}>
          <Input.TextArea maxLength={2000} rows={2} />
        </Form.Item>
        <Form.Item name="period" label={t.period}>
          <Radio.Group options={options(t.periods)} optionType="button" />
        </Form.Item>
        <Form.Item name="task_type" label={t.task}>
          <Select options={options(t.taskTypes)} />
        </Form.Item>
        <Form.Item name="target" label={t.target} rules={required}>
          <InputNumber min={0} style={{ width: '100%' }} data-testid="quest-target" />
        </Form.Item>
        {taskType === 'stake' && (
          <Form.Item name="category" label={t.category}>
            <Select allowClear placeholder={t.anyCategory} options={options(t.categories)} />
          </Form.Item>
        )}
        {taskType === 'play_game' && (
          <Form.Item name="game_code" label={t.gameCode} rules={required}>
            <Input maxLength={100} placeholder="builtin-slot-thai" />
          </Form.Item>
        )}
        <Form.Item name="reward_type" label={t.reward}>
          <Radio.Group options={options(t.rewardTypes)} optionType="button" />
        </Form.Item>
        {rewardType === 'points' && (
          <Form.Item name="points" label={t.points} rules={required}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {rewardType === 'freebets' && (
          <>
            <Form.Item name="freebet_game_code" label={t.freebetGame} rules={required}>
              <FreebetGameSelect onChange={() => form.setFieldValue('freebet_prepaid_uuid', null)} />
            </Form.Item>
            <FreebetPrepaidChoice form={form} names={PREPAID_FIELDS} />
            <Form.Item name="freebet_count" label={t.freebetCount} rules={required}>
              <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="freebet_value" label={t.freebetValue} rules={required}>
              <InputNumber min={0.01} max={100_000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="freebet_days" label={t.freebetDays} rules={required}>
              <InputNumber min={1} max={90} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="turnover_multiplier" label={t.freebetTurnover}>
              <InputNumber min={0} max={1000} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {rewardType === 'credit' && (
          <>
            <Form.Item name="amount" label={t.amount} rules={required}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid="quest-amount" />
            </Form.Item>
            <Form.Item name="wallet_type_id" label={t.wallet}>
              <Select options={[3, 2].map((id) => ({ value: id, label: t.wallets[id] }))} />
            </Form.Item>
            <Form.Item name="turnover_multiplier" label={t.turnover}>
              <InputNumber min={0} max={1000} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="turnover_categories" label={t.turnoverCategories}>
              <Select mode="multiple" options={options(t.categories)} />
            </Form.Item>
          </>
        )}
        <Form.Item name="total_limit" label={t.totalLimit}>
          <InputNumber min={1} precision={0} placeholder={t.noLimit} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="budget" label={t.budget}>
          <InputNumber min={1} precision={2} placeholder={t.noLimit} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t.status}>
          <Select options={options(t.statuses)} />
        </Form.Item>
        <Form.Item name="sort" label={t.sort}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
