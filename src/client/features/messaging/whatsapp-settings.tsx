/**
 * Settings → WhatsApp: connect the salon's WhatsApp number (Cloud API), or see it connected with the
 * webhook URL to paste into Meta's console, the names of the approved templates per message and
 * language, and the texts to submit for approval. Secrets are password inputs, emptied once sent.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  WHATSAPP_LANGUAGES,
  WHATSAPP_TEMPLATE_KINDS,
  whatsappConnectSchema,
  type WhatsappConnectInput,
  type WhatsappTemplates,
} from '../../../domain/whatsapp.ts';
import {
  cardClass,
  dangerButton,
  fieldClass,
  fieldErrorClass,
  primaryButton,
  secondaryButton,
} from '../../components/admin-styles.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ChannelStatusGate } from './channel-status-gate.tsx';
import { CredentialField } from './credential-field.tsx';
import {
  connectWhatsapp,
  disconnectWhatsapp,
  saveWhatsappTemplates,
  whatsappStatusQuery,
  type WhatsappStatus,
} from './messaging-api.ts';
import { WHATSAPP_TEMPLATE_TEXTS } from './whatsapp-template-texts.ts';
import { messagingKeys } from './query-keys.ts';

const EMPTY: WhatsappConnectInput = {
  phoneNumberId: '',
  accessToken: '',
  appSecret: '',
  verifyToken: '',
  templates: {},
};
const headingClass = 'font-display text-xl font-semibold text-plum';

export function WhatsappSettings() {
  const query = useQuery({ ...whatsappStatusQuery(), select: (data) => data.whatsapp });
  return (
    <ChannelStatusGate channel="whatsapp" query={query}>
      {(whatsapp) => (
        <div className="flex flex-col gap-5">
          {whatsapp.connected ? <ConnectedWhatsapp whatsapp={whatsapp} /> : <ConnectForm />}
          <TemplateTexts />
        </div>
      )}
    </ChannelStatusGate>
  );
}

function ConnectForm({ onCancel }: { readonly onCancel?: () => void }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<WhatsappConnectInput>(EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const say = (message: string) => (message.startsWith('messaging:') ? t(message) : message);
  const mutation = useMutation({
    mutationFn: connectWhatsapp,
    onSuccess: (answer) => {
      setForm(EMPTY);
      queryClient.setQueryData(messagingKeys.whatsapp, answer);
    },
    onError: (error) => {
      setForm((current) => ({ ...current, accessToken: '', appSecret: '' }));
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else setProblem(error.message);
    },
  });
  const change = (name: 'phoneNumberId' | 'accessToken' | 'appSecret' | 'verifyToken', value: string) => {
    setFields((current) => ({ ...current, [name]: '' }));
    setProblem(null);
    setForm((current) => ({ ...current, [name]: value }));
  };
  const field = (name: 'phoneNumberId' | 'accessToken' | 'appSecret' | 'verifyToken', secret: boolean, max: number) => (
    <CredentialField
      name={name}
      label={t(`whatsapp.${name}`)}
      type={secret ? 'password' : 'text'}
      autoComplete="off"
      maxLength={max}
      value={form[name]}
      error={fields[name] ? say(fields[name]) : undefined}
      onChange={(event) => change(name, event.target.value)}
    />
  );
  return (
    <form
      noValidate
      aria-labelledby="whatsapp-connect-heading"
      className={`${cardClass} flex flex-col gap-4`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = whatsappConnectSchema.safeParse(form);
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
        <h2 id="whatsapp-connect-heading" className={headingClass}>
          {t('whatsapp.connectTitle')}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-plum-soft">{t('whatsapp.connectHelp')}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {field('phoneNumberId', false, 25)}
        {field('appSecret', true, 64)}
      </div>
      {field('accessToken', true, 2000)}
      {field('verifyToken', false, 200)}
      <p className="text-sm text-plum-soft">{t('whatsapp.secretHint')}</p>
      {problem ? (
        <p role="alert" className={fieldErrorClass}>
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={mutation.isPending}>
          {mutation.isPending ? t('whatsapp.connecting') : t('whatsapp.connect')}
        </button>
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t('whatsapp.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function ConnectedWhatsapp({ whatsapp }: { whatsapp: WhatsappStatus }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState(false);
  const disconnect = useMutation({
    mutationFn: disconnectWhatsapp,
    onSuccess: (answer) => queryClient.setQueryData(messagingKeys.whatsapp, answer),
  });
  const connectedOn = whatsapp.connectedAt
    ? new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(whatsapp.connectedAt))
    : '';
  return (
    <>
      <section aria-labelledby="whatsapp-connected-heading" className={`${cardClass} flex flex-col gap-4`}>
        <div className="flex flex-wrap items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-[#1a7f4b] text-lg font-bold text-white"
          >
            ✓
          </span>
          <div>
            <h2 id="whatsapp-connected-heading" className={headingClass}>
              {t('whatsapp.connectedTitle')}
            </h2>
            <p className="text-sm text-plum-soft">{t('whatsapp.connectedOn', { date: connectedOn })}</p>
          </div>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-plum-soft uppercase">{t('whatsapp.number')}</dt>
            <dd className="text-lg font-semibold text-plum" data-testid="whatsapp-number">
              {whatsapp.displayPhoneNumber}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-plum-soft uppercase">
              {t('whatsapp.verifiedName')}
            </dt>
            <dd className="text-plum">{whatsapp.verifiedName}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-plum-soft uppercase">
              {t('whatsapp.phoneNumberId')}
            </dt>
            <dd className="font-mono text-plum">{whatsapp.phoneNumberId}</dd>
          </div>
        </dl>
        {whatsapp.problem ? (
          <p role="alert" className={fieldErrorClass}>
            {t('whatsapp.problemKey')}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="whatsapp-webhook-heading" className={`${cardClass} flex flex-col gap-2`}>
        <h2 id="whatsapp-webhook-heading" className={headingClass}>
          {t('whatsapp.webhookTitle')}
        </h2>
        <p className="rounded-lg border border-plum/15 bg-cream-deep px-3 py-2 font-mono text-sm break-all text-plum select-all">
          {`${window.location.origin}/api/whatsapp/webhook`}
        </p>
        <p className="text-sm text-plum-soft">{t('whatsapp.webhookHelp')}</p>
      </section>

      <TemplateNames saved={whatsapp.templates ?? {}} />

      {replacing ? (
        <ConnectForm onCancel={() => setReplacing(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => setReplacing(true)}>
            {t('whatsapp.replace')}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={disconnect.isPending}
            onClick={() => disconnect.mutate()}
          >
            {disconnect.isPending ? t('whatsapp.disconnecting') : t('whatsapp.disconnect')}
          </button>
        </div>
      )}
    </>
  );
}

type Kind = (typeof WHATSAPP_TEMPLATE_KINDS)[number];
type Lang = (typeof WHATSAPP_LANGUAGES)[number];

function TemplateNames({ saved }: { readonly saved: WhatsappTemplates }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const [names, setNames] = useState<WhatsappTemplates>(saved);
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: saveWhatsappTemplates,
    onSuccess: (answer) => {
      queryClient.setQueryData(messagingKeys.whatsapp, answer);
      setDone(true);
    },
  });
  const value = (kind: Kind, language: Lang) => names[kind]?.[language] ?? '';
  const set = (kind: Kind, language: Lang, name: string) => {
    setDone(false);
    setNames((current) => ({ ...current, [kind]: { ...current[kind], [language]: name } }));
  };
  return (
    <form
      noValidate
      aria-labelledby="whatsapp-templates-heading"
      className={`${cardClass} flex flex-col gap-4`}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(names);
      }}
    >
      <div>
        <h2 id="whatsapp-templates-heading" className={headingClass}>
          {t('whatsapp.templatesTitle')}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-plum-soft">{t('whatsapp.templatesHelp')}</p>
      </div>
      <div className="flex flex-col gap-4">
        {WHATSAPP_TEMPLATE_KINDS.map((kind) => (
          <fieldset key={kind} className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <legend className="mb-1 font-semibold text-plum">{t(`whatsapp.kinds.${kind}`)}</legend>
            {WHATSAPP_LANGUAGES.map((language) => (
              <label key={language} className="flex flex-col gap-1 text-sm text-plum-soft">
                {t(`whatsapp.languages.${language}`)}
                <input
                  className={`${fieldClass} font-mono`}
                  maxLength={512}
                  spellCheck={false}
                  autoCapitalize="off"
                  value={value(kind, language)}
                  onChange={(event) => set(kind, language, event.target.value)}
                />
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {mutation.isError ? (
        <p role="alert" className={fieldErrorClass}>
          {mutation.error instanceof ApiRequestError && Object.keys(mutation.error.fields).length > 0
            ? t('errors.templateName')
            : mutation.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={mutation.isPending}>
          {t('whatsapp.saveTemplates')}
        </button>
        {done ? (
          <p role="status" className="text-sm text-emerald-900">
            {t('whatsapp.templatesSaved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function TemplateTexts() {
  const { t } = useTranslation('messaging');
  return (
    <section aria-labelledby="whatsapp-texts-heading" className={`${cardClass} flex flex-col gap-3`}>
      <h2 id="whatsapp-texts-heading" className={headingClass}>
        {t('whatsapp.textsTitle')}
      </h2>
      <p className="max-w-prose text-sm text-plum-soft">{t('whatsapp.textsHelp')}</p>
      {WHATSAPP_TEMPLATE_KINDS.map((kind) => (
        <details key={kind} className="rounded-lg border border-plum/15 px-3 py-2">
          <summary className="cursor-pointer font-semibold text-plum">{t(`whatsapp.kinds.${kind}`)}</summary>
          <dl className="mt-2 flex flex-col gap-2">
            {WHATSAPP_LANGUAGES.map((language) => (
              <div key={language}>
                <dt className="text-xs font-semibold tracking-wide text-plum-soft uppercase">
                  {t(`whatsapp.languages.${language}`)}
                </dt>
                <dd className="text-sm break-words text-plum select-all">{WHATSAPP_TEMPLATE_TEXTS[kind][language]}</dd>
              </div>
            ))}
          </dl>
        </details>
      ))}
    </section>
  );
}
