import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import type { LottoRound } from '@contract/lotto';
import { formatThaiDateTime, formatThaiTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { showToast } from '@ui/toast';
import { useAllShotsQuery, useLiveShotsQuery, useShootMutation } from '@features/lotto/api/yeekee';
import { roundPhase } from '@features/lotto/lib/round-phase';
import { lottoText } from '@features/lotto/strings';
import { YeekeeVerification } from './yeekee-verification';
import './lotto.css';

/** Before the round opens: when shooting starts and ends, and nothing of shots or results (there are none yet). */
const NotOpenYet = ({ round }: { round: LottoRound }) => (
  <div className="lotto-yeekee" data-testid="yeekee-panel">
    <EmptyState
      title={lottoText.shootNotOpen}
      description={lottoText.shootWindow(formatThaiDateTime(round.open_at), formatThaiTime(round.close_at))}
    />
  </div>
);

/** Yeekee shooting: a 5-digit number while the round is open, the live list of everyone's shots, and once
 * closed every shot with the arithmetic anyone can redo. */
export const YeekeePanel = ({ round }: { round: LottoRound }) => {
  const phase = roundPhase(round);
  return phase === 'upcoming' ? (
    <NotOpenYet round={round} />
  ) : (
    <Shooting roundId={round.round_id} open={phase === 'open'} />
  );
};

const Shooting = ({ roundId, open }: { roundId: number; open: boolean }) => {
  const live = useLiveShotsQuery(roundId, open);
  const all = useAllShotsQuery(roundId, !open);
  const shots = open ? live : all;
  const shoot = useShootMutation(roundId);
  const [number, setNumber] = useState('');

  const handleShoot = async () => {
    if (!/^\d{5}$/.test(number)) return showToast(lottoText.shootNeed5, 'error');
    try {
      const shot = await shoot.mutateAsync(number);
      showToast(lottoText.shot(shot.number));
      setNumber('');
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  return (
    <div className="lotto-yeekee" data-testid="yeekee-panel">
      {open ? (
        <div className="lotto-card lotto-yeekee__shoot">
          <Input
            className="lotto-input lotto-input--number"
            inputMode="numeric"
            maxLength={5}
            value={number}
            placeholder="00000"
            onChange={(value) => setNumber(value.replace(/\D/g, '').slice(0, 5))}
            onEnterPress={handleShoot}
            aria-label={lottoText.shootInput}
          />
          <Button color="primary" loading={shoot.isPending} onClick={handleShoot}>
            {lottoText.shoot}
          </Button>
        </div>
      ) : (
        <p className="lotto-muted">{lottoText.shootClosed}</p>
      )}
      {shots.isPending ? (
        <LoadingBlock lines={5} />
      ) : shots.isError ? (
        <ErrorBlock error={shots.error} onRetry={() => shots.refetch()} />
      ) : (
        <>
          {all.data && (
            <YeekeeVerification
              roundId={roundId}
              numbers={all.data.shots.map((s) => s.number)}
              published={all.data.verification}
            />
          )}
          <h3 className="lotto-card__title">
            {lottoText.shotsTitle} ·{' '}
            {lottoText.shotsCount(live.data ? live.data.total : shots.data.shots.length)}
          </h3>
          {shots.data.shots.length === 0 ? (
            <EmptyState title={lottoText.shotsEmpty} />
          ) : (
            <ol className="lotto-shots" data-testid="yeekee-shots">
              {[...shots.data.shots].reverse().map((shot) => (
                <li key={shot.seq} className="lotto-shot">
                  <span className="lotto-shot__seq">#{shot.seq}</span>
                  <strong className="lotto-shot__number">{shot.number}</strong>
                  <span className="lotto-muted">{shot.username}</span>
                  <span className="lotto-muted">{formatThaiDateTime(shot.created_at)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
};
