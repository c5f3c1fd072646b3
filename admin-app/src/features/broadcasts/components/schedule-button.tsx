import { App, Button, DatePicker, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '@admin-app/app/components/query-error';
import { pickerLocale } from '@admin-app/ui/money/picker-format';
import { useSendBroadcast } from '../api/broadcasts-api';
import { broadcastStrings as strings } from '../strings';

const t = strings.list;

/** A draft sent at a chosen time: the server refuses a time past or more than 30 days ahead, in Thai. */
export const ScheduleButton = ({ id }: { id: number }) => {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState<Dayjs | null>(null);
  const send = useSendBroadcast();
  const handleOk = () => {
    if (!at) return;
    send.mutate(
      { id, scheduled_at: at.toISOString() },
      {
        onSuccess: () => {
          void message.success(t.scheduled);
          setOpen(false);
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t.schedule}
      </Button>
      {open ? (
        <Modal
          open
          title={t.pickTime}
          okText={t.schedule}
          cancelText={t.no}
          confirmLoading={send.isPending}
          okButtonProps={{ disabled: !at }}
          onOk={handleOk}
          onCancel={() => setOpen(false)}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="DD/MM/YYYY HH:mm"
            locale={pickerLocale}
            value={at}
            onChange={setAt}
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            aria-label={t.pickTime}
          />
        </Modal>
      ) : null}
    </>
  );
};
