import './account.css';

/** The server's Thai message for a refused form, shown as it comes (it says what to do next). */
export const FormError = ({ error }: { error: unknown }) =>
  error instanceof Error ? (
    <div className="account-form__error" role="alert">
      {error.message}
    </div>
  ) : null;
