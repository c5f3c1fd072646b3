import { Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BillDetail } from '@contract/lotto';
import { formatBaht, formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useRoundQuery } from '@features/lotto/api/get-round';
import { useNow } from '@features/lotto/hooks/use-now';
import { secondsLeft } from '@features/lotto/lib/countdown';
import { sumBaht } from '@features/lotto/lib/line-rate';
import { roundPhase, secondsToOpen } from '@features/lotto/lib/round-phase';
import { useLottoLinks } from '@features/lotto/links';
import { roundLoaded, useBillInput } from '@features/lotto/stores/bill-store';
import { lottoText } from '@features/lotto/strings';
import { BetPad } from './bet-pad';
import { BillDialog } from './bill-dialog';
import { CountsNote } from './counts-note';
import { LottoNav } from './lotto-nav';
import { RestrictedList } from './restricted-list';
import { RoundCountdown } from './round-countdown';
import { YeekeePanel } from './yeekee-panel';
import './lotto.css';

type RoundPageProps = {
  roundId: number;
  onBack?: () => void;
  /** An accepted bill: the app refreshes the wallets and shows the bill. */
  onCreated: (bill: BillDetail) => void;
};

/**
 * At the moment the round opens (or closes) by the server's clock, ask again, once per answer: the page moves
 * from "not open yet" to the pad by itself.
 */
const useRefetchWhenPhaseEnds = (query: ReturnType<typeof useRoundQuery>, now: number) => {
  const round = query.data?.round;
  const answeredAt = query.dataUpdatedAt;
  const phase = round ? roundPhase(round) : 'closed';
  const ended =
    round !== undefined &&
    ((phase === 'upcoming' && secondsToOpen(round, answeredAt, now) <= 0) ||
      (phase === 'open' && secondsLeft(round.seconds_to_close, answeredAt, now) <= 0));
  const { refetch } = query;
  useEffect(() => {
    if (ended) void refetch();
  }, [ended, answeredAt, refetch]);
};

/** /lotto/{round_id}: the pad, the bill and, for a Yeekee round, the shooting and its published verification. */
export const RoundPage = ({ roundId, onBack, onCreated }: RoundPageProps) => {
  const query = useRoundQuery(roundId);
  const links = useLottoLinks();
  const now = useNow();
  const input = useBillInput();
  const [billOpen, setBillOpen] = useState(false);
  // SPEC §4: loading a round clears the cached bill and bill input.
  useEffect(() => roundLoaded(roundId), [roundId]);
  useRefetchWhenPhaseEnds(query, now);

  if (query.isPending) return <LoadingBlock lines={8} />;
  if (query.isError)
    return (
      <PageShell title={lottoText.lobbyTitle} onBack={onBack}>
        <ErrorBlock error={query.error} title={lottoText.roundNotFound} onRetry={() => query.refetch()} />
        <Link className="lotto-button lotto-button--ghost" to={links.lobby}>
          {lottoText.backToLobby}
        </Link>
      </PageShell>
    );

  const { round, market } = query.data;
  const phase = roundPhase(round);
  // The bill's total and its button, in the flow right under the pad (nothing floats over the page).
  const bar = (
    <div className="lotto-bar">
      <span className="lotto-bar__total">
        {lottoText.totalStake} <strong>{formatBaht(sumBaht(input.map((line) => line.amount)))}</strong>
      </span>
      <button
        type="button"
        className="lotto-button"
        onClick={() => setBillOpen(true)}
        data-testid="open-bill"
      >
        {lottoText.openBill(input.length)}
      </button>
    </div>
  );
  const pad =
    phase === 'open' ? (
      <>
        <BetPad round={query.data} />
        {bar}
        <CountsNote />
        <RestrictedList round={query.data} />
      </>
    ) : phase === 'upcoming' ? (
      <EmptyState
        title={lottoText.notOpenYet}
        description={lottoText.opensAt(formatThaiDateTime(round.open_at))}
      />
    ) : (
      <EmptyState title={lottoText.closed} description={formatThaiDateTime(round.close_at)} />
    );

  return (
    <PageShell title={market.name} onBack={onBack}>
      <div className="lotto-page">
        <LottoNav active={null} />
        <div className="lotto-card lotto-round-head">
          <span className="lotto-round__title">{round.title}</span>
          <RoundCountdown round={round} answeredAt={query.dataUpdatedAt} now={now} />
        </div>
        {market.type === 'yeekee' ? (
          <Tabs defaultActiveKey={phase === 'closed' ? 'shoot' : 'bet'}>
            <Tabs.Tab title={lottoText.lobbyTitle} key="bet">
              {pad}
            </Tabs.Tab>
            <Tabs.Tab title={lottoText.shootTitle} key="shoot">
              <YeekeePanel round={round} />
            </Tabs.Tab>
          </Tabs>
        ) : (
          pad
        )}
      </div>
      <BillDialog
        round={query.data}
        visible={billOpen}
        onClose={() => setBillOpen(false)}
        onCreated={(bill) => {
          setBillOpen(false);
          onCreated(bill);
        }}
      />
    </PageShell>
  );
};
