import { useMutation } from '@tanstack/react-query';
import { billValidation, type BillValidateBody, type BillValidation } from '@contract/lotto';
import { request } from '@lib/api';

/** POST /api/lotto/bill/validate: the verdict on every line (ok, or refused with its Thai reason); moves no money. */
const validateBill = (body: BillValidateBody) =>
  request<BillValidation>(import.meta.env.DEV && billValidation, {
    method: 'POST',
    url: '/api/lotto/bill/validate',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useValidateBillMutation = () => useMutation({ mutationFn: validateBill });
