/**
 * One save that may first need the owner to see the appointments it leaves
 * outside: the first attempt shows the list; "Save anyway" sends it again with
 * the list's fingerprint; a list that changed meanwhile is shown again.
 * Other errors become the form's problem message and per-field messages.
 */
import { useState } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { AffectedAppointments, ScheduleChangeResult } from './schedule-api.ts';

export interface AcknowledgedSave<Input> {
  readonly pending: boolean;
  readonly affected: AffectedAppointments | null;
  readonly problem: string | null;
  readonly fields: Record<string, string>;
  submit(input: Input): Promise<boolean>;
  confirm(): Promise<boolean>;
  cancel(): void;
  dismissProblem(): void;
}

export function useAcknowledgedSave<Input, Output>(
  send: (input: Input, acknowledgedChange: string | undefined) => Promise<ScheduleChangeResult<Output>>,
  onSaved: (value: Output) => void | Promise<void>,
): AcknowledgedSave<Input> {
  const [pending, setPending] = useState(false);
  const [affected, setAffected] = useState<AffectedAppointments | null>(null);
  const [lastInput, setLastInput] = useState<Input | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function attempt(input: Input, acknowledgedChange: string | undefined): Promise<boolean> {
    setPending(true);
    setProblem(null);
    setFields({});
    try {
      const result = await send(input, acknowledgedChange);
      if (result.kind === 'affected') {
        setLastInput(input);
        setAffected(result.affected);
        return false;
      }
      setAffected(null);
      setLastInput(null);
      await onSaved(result.value);
      return true;
    } catch (error) {
      setAffected(null);
      if (error instanceof ApiRequestError) {
        setProblem(error.message);
        setFields(error.fields);
      } else {
        setProblem(error instanceof Error ? error.message : String(error));
      }
      return false;
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    affected,
    problem,
    fields,
    submit: (input) => attempt(input, undefined),
    confirm: () =>
      lastInput === null || !affected?.fingerprint ? Promise.resolve(false) : attempt(lastInput, affected.fingerprint),
    cancel: () => {
      setAffected(null);
      setLastInput(null);
    },
    dismissProblem: () => setProblem(null),
  };
}
