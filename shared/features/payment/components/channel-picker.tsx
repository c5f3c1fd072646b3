import type { PaymentChannel } from '@contract/payment';
import { formatBaht } from '@lib/format';
import { paymentText } from '@features/payment/strings';
import './payment.css';

type ChannelPickerProps = {
  channels: PaymentChannel[];
  value: number | null;
  onChange: (channelId: number) => void;
};

/** The deposit channels as large tap targets; a closed channel says why and cannot be chosen. */
export const ChannelPicker = ({ channels, value, onChange }: ChannelPickerProps) => (
  <div className="payment-channels" role="radiogroup" aria-label={paymentText.chooseChannel}>
    {channels.map((channel) => (
      <button
        key={channel.id}
        type="button"
        role="radio"
        aria-checked={value === channel.id}
        disabled={!channel.available}
        className={`payment-card payment-channel${value === channel.id ? ' payment-card--selected' : ''}`}
        onClick={() => onChange(channel.id)}
      >
        <span className="payment-channel__name">{channel.name}</span>
        <span className="payment-channel__limits">
          {channel.available
            ? paymentText.limits(formatBaht(channel.min_amount), formatBaht(channel.max_amount))
            : `${paymentText.channelClosed}: ${channel.unavailable_reason}`}
        </span>
      </button>
    ))}
  </div>
);
