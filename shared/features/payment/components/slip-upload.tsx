import { useId, useState, type ChangeEvent } from 'react';
import { SLIP_MAX_BYTES, SLIP_TYPES } from '@contract/payment-slip';
import { formatThaiDateTime } from '@lib/format';
import { useSlipQuery } from '@features/payment/api/get-slip';
import { useUploadSlipMutation } from '@features/payment/api/upload-slip';
import { paymentText } from '@features/payment/strings';
import './payment.css';

/**
 * The transfer slip of a transfer order (issue 28): the member picks a photo; what is plainly not a slip image is
 * refused here before it is sent (the server checks the bytes again). A slip already attached is named with its time.
 */
export const SlipUpload = ({ orderId }: { orderId: string }) => {
  const inputId = useId();
  const slip = useSlipQuery(orderId);
  const upload = useUploadSlipMutation();
  const [problem, setProblem] = useState('');

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(SLIP_TYPES as readonly string[]).includes(file.type)) return setProblem(paymentText.slipNotImage);
    if (file.size > SLIP_MAX_BYTES) return setProblem(paymentText.slipTooLarge);
    setProblem('');
    upload.mutate({ orderId, file });
  };

  const error = problem || (upload.isError ? upload.error.message : '');
  return (
    <section className="payment-card payment-slip" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="payment-slip__title">
        {paymentText.slipTitle}
      </h3>
      {slip.data ? (
        <p className="payment-slip__done" role="status">
          {paymentText.slipAttached(formatThaiDateTime(slip.data.uploaded_at))}
        </p>
      ) : (
        <p className="payment-slip__hint">{paymentText.slipHint}</p>
      )}
      <label htmlFor={inputId} className="payment-slip__button">
        {upload.isPending
          ? paymentText.slipSending
          : slip.data
            ? paymentText.slipReplace
            : paymentText.slipChoose}
      </label>
      <input
        id={inputId}
        type="file"
        accept={SLIP_TYPES.join(',')}
        className="payment-slip__input"
        disabled={upload.isPending}
        onChange={handleFile}
        aria-label={paymentText.slipChoose}
      />
      {error ? (
        <p className="payment-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
};
