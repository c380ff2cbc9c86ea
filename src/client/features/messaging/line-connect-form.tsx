/**
 * The owner enters the channel ID, secret and access token; the server checks them with LINE before
 * keeping them. The secret fields are password inputs and are emptied once sent: nothing secret stays
 * on the screen or comes back from the server.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lineConnectSchema, type LineConnectInput } from '../../../domain/messaging.ts';
import { cardClass, fieldErrorClass, primaryButton, secondaryButton } from '../../components/admin-styles.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { CredentialField as Field } from './credential-field.tsx';
import { connectLine } from './messaging-api.ts';
import { messagingKeys } from './query-keys.ts';

const EMPTY: LineConnectInput = { channelId: '', channelSecret: '', accessToken: '' };

export function LineConnectForm({ onCancel }: { readonly onCancel?: () => void }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<LineConnectInput>(EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // Messages of the shared schema are keys of this namespace; the server's are English text.
  const say = (message: string) => (message.startsWith('messaging:') ? t(message) : message);

  const mutation = useMutation({
    mutationFn: connectLine,
    onSuccess: (answer) => {
      setForm(EMPTY);
      queryClient.setQueryData(messagingKeys.line, answer);
    },
    onError: (error) => {
      // The secrets are not kept on screen after an attempt either.
      setForm((current) => ({ ...current, channelSecret: '', accessToken: '' }));
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else setProblem(error.message);
    },
  });

  const change = (name: keyof LineConnectInput, value: string) => {
    setFields((current) => ({ ...current, [name]: '' }));
    setProblem(null);
    setForm((current) => ({ ...current, [name]: value }));
  };

  return (
    <form
      noValidate
      aria-labelledby="line-connect-heading"
      className={`${cardClass} flex flex-col gap-4`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = lineConnectSchema.safeParse(form);
        if (!parsed.success) {
          const found: Record<string, string> = {};
          for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '_')] ??= issue.message;
          setFields(found);
          return;
        }
        setFields({});
        setProblem(null);
        mutation.mutate(parsed.data);
      }}
    >
      <div>
        <h2 id="line-connect-heading" className="font-display text-xl font-semibold text-plum">
          {t('line.connectTitle')}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-plum-soft">{t('line.connectHelp')}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field
          name="channelId"
          label={t('line.channelId')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={form.channelId}
          error={fields.channelId ? say(fields.channelId) : undefined}
          onChange={(event) => change('channelId', event.target.value)}
        />
        <Field
          name="channelSecret"
          label={t('line.channelSecret')}
          type="password"
          autoComplete="off"
          maxLength={64}
          value={form.channelSecret}
          error={fields.channelSecret ? say(fields.channelSecret) : undefined}
          onChange={(event) => change('channelSecret', event.target.value)}
        />
      </div>
      <Field
        name="accessToken"
        label={t('line.accessToken')}
        type="password"
        autoComplete="off"
        maxLength={2000}
        hint={t('line.secretHint')}
        value={form.accessToken}
        error={fields.accessToken ? say(fields.accessToken) : undefined}
        onChange={(event) => change('accessToken', event.target.value)}
      />
      {problem ? (
        <p role="alert" className={fieldErrorClass}>
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={mutation.isPending}>
          {mutation.isPending ? t('line.connecting') : t('line.connect')}
        </button>
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t('line.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
