import type { Arrangement } from '@hostportaal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent } from '../../../components/ui/card';
import { apiErrorText } from '../../../lib/api/api-error-text';
import { usePreviewArrangement } from '../api/preview-arrangement';
import { useProposeArrangement } from '../api/propose-arrangement';
import {
  type ArrangementFormErrors,
  type ArrangementFormValues,
  type ArrangementOptions,
  formErrors,
  initialFormValues,
  proposalBody,
} from '../lib/arrangement-form-values';
import { ArrangementForm } from './arrangement-form';
import { ArrangementPreviewPanel } from './arrangement-preview';

interface ArrangementRequestProps {
  userId: string;
  options: ArrangementOptions;
  onCreated: (arrangement: Arrangement) => void;
}

/**
 * Asking for an arrangement: the form, then the schedule the server works out, then confirming it. A change to
 * the form puts the schedule away, so what is confirmed is always what was shown.
 */
export function ArrangementRequest({ userId, options, onCreated }: ArrangementRequestProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialFormValues(options));
  const [errors, setErrors] = useState<ArrangementFormErrors>({});
  const preview = usePreviewArrangement();
  const propose = useProposeArrangement(userId);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  // The schedule appears below the form: focus moves there so a screen reader user hears it came.
  useEffect(() => {
    if (preview.data) previewHeading.current?.focus();
  }, [preview.data]);

  const change = (next: Partial<ArrangementFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
    preview.reset();
    propose.reset();
  };
  const showSchedule = () => {
    const found = formErrors(values, options, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    preview.mutate(proposalBody(values));
  };
  const confirm = () => {
    if (!preview.variables) return;
    // The promise, not mutate's callback: the new arrangement replaces this form on the page before the
    // mutation settles, and an unmounted observer calls no callbacks. A refusal shows through propose.error.
    void propose.mutateAsync(preview.variables).then(onCreated, () => undefined);
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardContent>
          <ArrangementForm
            options={options}
            values={values}
            errors={errors}
            onChange={change}
            onSubmit={showSchedule}
            isPreviewing={preview.isPending}
          />
          {preview.isError ? (
            <Alert variant="error" className="mt-4">
              {apiErrorText(preview.error, t)}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {preview.data ? (
        <Card>
          <CardContent>
            <ArrangementPreviewPanel
              preview={preview.data}
              options={options}
              onConfirm={confirm}
              isConfirming={propose.isPending}
              confirmError={propose.isError ? apiErrorText(propose.error, t) : null}
              headingRef={previewHeading}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
