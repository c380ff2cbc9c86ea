/**
 * Saving one settings section: the shared schema checks the form first (the
 * same messages the server would give, next to each field, nothing sent);
 * the server's field messages, a stale version (409) or any other refusal
 * come back as `fields` or `problem`. Success refreshes the loaded version.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { ApiRequestError } from '../../lib/api-client.ts';

export interface SectionSave<Input> {
  submit(input: Input): void;
  readonly pending: boolean;
  readonly fields: Record<string, string>;
  readonly problem: string | null;
  readonly saved: boolean;
  /** The owner edited again: the "Saved" note goes. */
  edited(): void;
}

function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

export function useSectionSave<Input, Answer>(options: {
  readonly schema: ZodType;
  readonly save: (input: Input) => Promise<Answer>;
  readonly queryKey: QueryKey;
  readonly onSaved?: (answer: Answer) => void;
}): SectionSave<Input> {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: async (answer) => {
      setSaved(true);
      options.onSaved?.(answer);
      queryClient.setQueryData(options.queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setFields(error.fields);
        setProblem(error.message);
      } else {
        setProblem(error.message);
      }
    },
  });
  return {
    submit(input) {
      setSaved(false);
      setProblem(null);
      const checked = options.schema.safeParse(input);
      if (!checked.success) {
        setFields(firstMessages(checked.error.issues));
        return;
      }
      setFields({});
      mutation.mutate(input);
    },
    pending: mutation.isPending,
    fields,
    problem,
    saved,
    edited() {
      setSaved(false);
    },
  };
}
