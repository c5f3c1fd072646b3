import { Button, Card, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ProviderAdmin } from '@contract/admin/games';
import type { GgrShare } from '@contract/admin/game-studios';
import { QueryError } from '@admin-app/app/components/query-error';
import { useSaveShare, useShares, useStudios } from '../api/game-providers-api';
import { providerStrings as t } from '../strings';
import { useDone } from './use-done';

/** One share: a percent field and its save button. */
const ShareRow = ({
  label,
  share,
  onSave,
}: {
  label: string;
  share: GgrShare | undefined;
  onSave: (percent: number) => void;
}) => {
  const [value, setValue] = useState<number | null>(share?.percent ?? null);
  return (
    <Space wrap>
      <span style={{ display: 'inline-block', minWidth: 220 }}>{label}</span>
      <InputNumber
        aria-label={`${t.shares.percent} ${label}`}
        value={value}
        placeholder={t.shares.inherit}
        suffix="%"
        style={{ width: 180 }}
        onChange={(v) => setValue(typeof v === 'number' ? v : null)}
      />
      <Button disabled={value === null} onClick={() => value !== null && onSave(value)}>
        {t.shares.save}
      </Button>
    </Space>
  );
};

/** The GGR share owed to the provider: its own (every studio) and, where the contract says so, per studio. */
export const GgrShares = ({ provider }: { provider: ProviderAdmin }) => {
  const shares = useShares(provider.id);
  const studios = useStudios(provider.code);
  const save = useSaveShare();
  const done = useDone();
  const of = (studio: number | null) => shares.data?.find((s) => s.sub_provider_id === studio);
  const saveOne = (studio: number | null) => (percent: number) =>
    save.mutate({ id: provider.id, data: { sub_provider_id: studio, percent } }, done);
  return (
    <Card title={t.shares.title(provider.name)} data-testid="ggr-shares">
      <Typography.Paragraph type="secondary">{t.shares.intro}</Typography.Paragraph>
      {shares.isError ? <QueryError error={shares.error} onRetry={() => shares.refetch()} /> : null}
      {shares.data ? (
        <Space direction="vertical">
          <ShareRow label={t.shares.own} share={of(null)} onSave={saveOne(null)} />
          {(studios.data ?? []).map((s) => (
            <ShareRow key={s.id} label={s.name} share={of(s.id)} onSave={saveOne(s.id)} />
          ))}
        </Space>
      ) : null}
    </Card>
  );
};
