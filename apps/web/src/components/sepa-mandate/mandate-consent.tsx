import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox';

interface MandateConsentProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'mandateConsent'>;
}

/** The required tick under the mandate text; recorded by the server as web consent with time and IP. */
export function MandateConsentBox({ label, error, registration }: MandateConsentProps) {
  const errorId = useId();
  return (
    <div className="space-y-1.5">
      <Checkbox
        label={label}
        className="items-start [&>input]:mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
