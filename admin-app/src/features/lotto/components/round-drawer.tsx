import { Drawer, Tabs } from 'antd';
import type { RoundAdmin } from '@contract/admin/lotto-setup';
import { formatDateTime } from '@admin-app/lib/dates';
import { lottoStrings as t } from '../strings';
import { ExposurePanel } from './exposure-panel';
import { RestrictedPanel } from './restricted-panel';
import { ResultPanel } from './result-panel';

export type RoundRights = { manage: boolean; results: boolean; settle: boolean };

/** One round: its live exposure board, its restricted numbers, and (for the lotto desk) result and payment. */
export const RoundDrawer = ({
  round,
  rights,
  onClose,
}: {
  round: RoundAdmin;
  rights: RoundRights;
  onClose: () => void;
}) => (
  <Drawer
    open
    width={960}
    onClose={onClose}
    title={`${round.market_name} ${round.title} · ${t.closeTime} ${formatDateTime(round.close_at)}`}
  >
    <Tabs
      items={[
        { key: 'exposure', label: t.exposure, children: <ExposurePanel roundId={round.id} /> },
        {
          key: 'restricted',
          label: t.restricted,
          children: (
            <RestrictedPanel roundId={round.id} mayManage={rights.manage && round.status === 'open'} />
          ),
        },
        ...(rights.results
          ? [
              {
                key: 'result',
                label: t.results,
                children: <ResultPanel round={round} maySettle={rights.settle} />,
              },
            ]
          : []),
      ]}
    />
  </Drawer>
);
