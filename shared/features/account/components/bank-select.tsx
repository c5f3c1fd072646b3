import { List, Popup } from 'antd-mobile';
import { useState } from 'react';
import type { Bank } from '@contract/agent';
import { accountText } from '@features/account/strings';
import './account.css';

type BankSelectProps = {
  banks: Bank[];
  value?: string;
  onChange?: (code: string) => void;
  id?: string;
};

/** A bank chooser in a bottom sheet: full Thai names are too long for a wheel picker on a phone. */
export const BankSelect = ({ banks, value, onChange, id }: BankSelectProps) => {
  const [open, setOpen] = useState(false);
  const chosen = banks.find((bank) => bank.code === value);
  const handleChoose = (code: string) => {
    onChange?.(code);
    setOpen(false);
  };
  return (
    <>
      <button
        id={id}
        type="button"
        className={`account-select${chosen ? '' : ' account-select--empty'}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {chosen ? chosen.name_th : accountText.bankPlaceholder}
        <span aria-hidden>▾</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="account-sheet"
      >
        <div className="account-sheet__title">{accountText.bankPlaceholder}</div>
        <List className="account-sheet__list">
          {banks.map((bank) => (
            <List.Item
              key={bank.code}
              description={bank.short_name}
              extra={bank.code === value ? '✓' : undefined}
              onClick={() => handleChoose(bank.code)}
            >
              {bank.name_th}
            </List.Item>
          ))}
        </List>
      </Popup>
    </>
  );
};
