import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import type { WheelFair } from '@contract/rewards/wheel';
import { isApiError } from '@lib/api-error';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { showToast } from '@ui/toast';
import { useWheelHistoryQuery } from '@features/wheel/api/get-history';
import { useRotateSeedMutation } from '@features/wheel/api/rotate-seed';
import { wheelText } from '@features/wheel/strings';
import { SeedCheck } from './seed-check';

/** Tab 3: the current seed hash, client seed and nonce; rotate (reveals the old seed); verify revealed seeds. */
export const FairnessPanel = ({ fair }: { fair: WheelFair | null }) => {
  const [clientSeed, setClientSeed] = useState('');
  const rotate = useRotateSeedMutation();
  const history = useWheelHistoryQuery();

  const onRotate = async () => {
    try {
      await rotate.mutateAsync(clientSeed.trim() || undefined);
      setClientSeed('');
      showToast(wheelText.rotated);
    } catch (error) {
      showToast(isApiError(error) ? error.message : wheelText.loadFailed, 'error');
    }
  };

  const revealed = history.data?.seeds.filter((s) => s.server_seed !== null) ?? [];
  return (
    <>
      <section className="wheel-card" aria-label={wheelText.fairTitle}>
        <h2 className="wheel-card__title">{wheelText.fairTitle}</h2>
        <p className="wheel-muted">{wheelText.fairIntro}</p>
        {fair && (
          <dl className="wheel-fair">
            <dt>{wheelText.serverHash}</dt>
            <dd>
              <code data-testid="wheel-seed-hash">{fair.server_seed_hash}</code>
            </dd>
            <dt>{wheelText.clientSeed}</dt>
            <dd>
              <code>{fair.client_seed}</code>
            </dd>
            <dt>{wheelText.nonce}</dt>
            <dd>{fair.nonce}</dd>
          </dl>
        )}
        <Input
          placeholder={wheelText.clientSeedPlaceholder}
          value={clientSeed}
          maxLength={64}
          onChange={setClientSeed}
          aria-label={wheelText.clientSeed}
        />
        <Button block color="primary" fill="outline" loading={rotate.isPending} onClick={onRotate}>
          {wheelText.rotate}
        </Button>
      </section>
      <section className="wheel-card" aria-label={wheelText.revealedTitle}>
        <h2 className="wheel-card__title">{wheelText.revealedTitle}</h2>
        {history.isPending ? (
          <LoadingBlock lines={2} title={false} />
        ) : history.isError ? (
          <ErrorBlock error={history.error} title={wheelText.loadFailed} onRetry={() => history.refetch()} />
        ) : revealed.length === 0 ? (
          <EmptyState title={wheelText.revealedEmpty} />
        ) : (
          revealed.map((seed) => (
            <SeedCheck
              key={seed.seed_id}
              seed={seed}
              spins={history.data.spins.filter((s) => s.seed_id === seed.seed_id)}
            />
          ))
        )}
      </section>
    </>
  );
};
