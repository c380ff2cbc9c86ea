/**
 * Sending a front-desk placement (new appointment, walk-in, move) and what
 * comes back: the shared schema checks the form first; a 422 puts the
 * server's sentences next to their fields; a 409 `slot_full` or
 * `technician_busy` shows the appointments in the way, and a full slot is sent
 * again with `override: { reason }` once staff give one. The first invalid
 * field (or the refusal) gets the focus.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ZodType } from 'zod';
import type { PlacementRefusalDetails } from '../../../domain/placement-requests.ts';
import { fieldErrorsOf, placementRefusal, type CreatedAppointment, type OverrideInput } from './front-desk-api.ts';
import {
  fieldErrorsFrom,
  firstInvalidField,
  splitFieldErrors,
  type FieldErrors,
  type FrontDeskField,
} from './front-desk-form.ts';

interface PlacementOptions<Request> {
  /** The form's id prefix: each field's control is `<idPrefix>-<field>`. */
  readonly idPrefix: string;
  /**
   * The fields this form shows. A refusal about any other (a walk-in has no time field, yet "ends after
   * closing" is about the time) is said in the form's alert: a sentence for a field that is not on screen
   * would leave staff pressing a button that seems to do nothing.
   */
  readonly shownFields: readonly FrontDeskField[];
  readonly schema: ZodType;
  send(request: Request): Promise<CreatedAppointment>;
  onPlaced(appointment: CreatedAppointment): void;
}

export function usePlacement<Request extends { readonly override?: OverrideInput | null }>({
  idPrefix,
  shownFields,
  schema,
  send,
  onPlaced,
}: PlacementOptions<Request>) {
  const { t } = useTranslation('frontDesk');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<PlacementRefusalDetails | null>(null);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: send });

  // What to focus once the next render shows it (a field with its error, the refusal panel).
  const [focusRequest, setFocusRequest] = useState<{ readonly target: FrontDeskField | 'refusal' | 'message' } | null>(
    null,
  );
  useEffect(() => {
    if (!focusRequest) return;
    document.getElementById(`${idPrefix}-${focusRequest.target}`)?.focus();
  }, [focusRequest, idPrefix]);
  const focusField = (target: FrontDeskField | 'refusal' | 'message') => setFocusRequest({ target });

  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) focusField(first);
  };

  const submit = (request: Omit<Request, 'override'>) => {
    setMessage(null);
    const overriding = refusal?.reason === 'slot_full';
    const full = { ...request, override: overriding ? { reason } : null } as Request;
    const checked = schema.safeParse(full);
    if (!checked.success) {
      show(fieldErrorsFrom(checked.error));
      return;
    }
    setErrors({});
    mutation.mutate(full, {
      onSuccess: (appointment) => {
        setRefusal(null);
        setReason('');
        onPlaced(appointment);
      },
      onError: (error) => {
        const refused = placementRefusal(error);
        if (refused) {
          setRefusal(refused);
          setReason('');
          focusField(refused.reason === 'slot_full' ? 'override' : 'refusal');
          return;
        }
        const { shown, elsewhere } = splitFieldErrors(fieldErrorsFrom(fieldErrorsOf(error)), shownFields);
        const said = elsewhere.length > 0 ? elsewhere.join(' ') : null;
        if (firstInvalidField(shown)) {
          setMessage(said);
          show(shown);
          return;
        }
        setMessage(said ?? (error instanceof Error ? error.message : t('saveFailed')));
        focusField('message');
      },
    });
  };

  /** The place changed (time, technician, services): an earlier refusal no longer applies. */
  const placeChanged = () => {
    if (refusal) {
      setRefusal(null);
      setReason('');
    }
  };

  const clearError = (field: FrontDeskField) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return {
    errors,
    refusal,
    reason,
    setReason: (next: string) => {
      setReason(next);
      clearError('override');
    },
    message,
    pending: mutation.isPending,
    /** True when the next submit books over capacity with the reason. */
    overriding: refusal?.reason === 'slot_full',
    submit,
    placeChanged,
    clearError,
  };
}
