import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LANGUAGE_NAMES } from '../../../domain/language.ts';
import { MENU_TRANSLATION_LANGUAGES, type MenuTranslationLanguage } from '../../../domain/menu-translations.ts';
import { SETTINGS_LIMITS } from '../../../domain/salon-settings.ts';
import { useSalonNow } from '../../lib/use-salon-now.ts';
import { AffectedAppointmentsNotice } from './affected-appointments-notice.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { addClosures, type NewClosure } from './schedule-api.ts';
import { fieldClass, fieldErrorClass, labelClass, primaryButtonClass } from './schedule-styles.ts';
import { TimeSelect } from './time-select.tsx';
import { useAcknowledgedSave } from './use-acknowledged-save.ts';
import { scheduleKeys } from './query-keys.ts';

interface ClosureDraft {
  firstDate: string;
  lastDate: string;
  wholeDay: boolean;
  fromMinute: number;
  toMinute: number;
  reason: string;
  translations: Record<MenuTranslationLanguage, string>;
}

function toRequest(draft: ClosureDraft): NewClosure {
  return {
    firstDate: draft.firstDate,
    ...(draft.lastDate && draft.lastDate !== draft.firstDate ? { lastDate: draft.lastDate } : {}),
    fromMinute: draft.wholeDay ? null : draft.fromMinute,
    toMinute: draft.wholeDay ? null : draft.toMinute,
    reason: draft.reason,
    translations: draft.translations,
  };
}

/** Close one date or a few (whole day or part of it) with the reason customers see. */
export function AddClosureForm() {
  const { t } = useTranslation('schedule');
  const ids = useId();
  const today = useSalonNow().date;
  const queryClient = useQueryClient();
  const empty: ClosureDraft = {
    firstDate: '',
    lastDate: '',
    wholeDay: true,
    fromMinute: 720,
    toMinute: 1020,
    reason: '',
    translations: { th: '', ru: '', zh: '' },
  };
  const [draft, setDraft] = useState<ClosureDraft>(empty);
  const [added, setAdded] = useState<string | null>(null);
  const save = useAcknowledgedSave(
    (request: NewClosure, acknowledgedChange) =>
      addClosures({ ...request, ...(acknowledgedChange ? { acknowledgedChange } : {}) }),
    async () => {
      setAdded(t('closures.added'));
      setDraft(empty);
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
  );
  const change = (next: Partial<ClosureDraft>) => {
    setAdded(null);
    save.cancel();
    setDraft((current) => ({ ...current, ...next }));
  };
  const error = (field: string) =>
    save.fields[field] ? (
      <p id={`${ids}-${field}-error`} className={fieldErrorClass}>
        {save.fields[field]}
      </p>
    ) : null;
  const described = (field: string) => (save.fields[field] ? `${ids}-${field}-error` : undefined);

  return (
    <form
      aria-labelledby={`${ids}-heading`}
      className="mt-4 border-t border-plum/10 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save.submit(toRequest(draft));
      }}
    >
      <h3 id={`${ids}-heading`} className="font-sans font-semibold text-plum">
        {t('closures.addHeading')}
      </h3>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-first`} className={labelClass}>
            {t('closures.firstDate')}
          </label>
          <input
            id={`${ids}-first`}
            type="date"
            required
            min={today}
            value={draft.firstDate}
            aria-invalid={Boolean(save.fields.firstDate) || undefined}
            aria-describedby={described('firstDate')}
            onChange={(event) => change({ firstDate: event.target.value })}
            className={fieldClass}
          />
          {error('firstDate')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-last`} className={labelClass}>
            {t('closures.lastDate')}
          </label>
          <input
            id={`${ids}-last`}
            type="date"
            min={draft.firstDate || today}
            value={draft.lastDate}
            aria-invalid={Boolean(save.fields.lastDate) || undefined}
            aria-describedby={described('lastDate') ?? `${ids}-last-hint`}
            onChange={(event) => change({ lastDate: event.target.value })}
            className={fieldClass}
          />
          <p id={`${ids}-last-hint`} className="text-xs text-plum-soft">
            {t('closures.lastDateHint')}
          </p>
          {error('lastDate')}
        </div>
      </div>
      <label className="mt-3 flex items-center gap-3">
        <input
          type="checkbox"
          checked={draft.wholeDay}
          onChange={(event) => change({ wholeDay: event.target.checked })}
          className="size-5 shrink-0 accent-plum"
        />
        <span className="font-semibold text-plum">{t('closures.wholeDay')}</span>
      </label>
      {!draft.wholeDay && (
        <div className="mt-3 grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-from`} className={labelClass}>
              {t('closures.from')}
            </label>
            <TimeSelect id={`${ids}-from`} value={draft.fromMinute} onChange={(fromMinute) => change({ fromMinute })} />
            {error('fromMinute')}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-to`} className={labelClass}>
              {t('closures.to')}
            </label>
            <TimeSelect
              id={`${ids}-to`}
              value={draft.toMinute}
              invalid={Boolean(save.fields.toMinute)}
              describedBy={described('toMinute')}
              onChange={(toMinute) => change({ toMinute })}
            />
            {error('toMinute')}
          </div>
        </div>
      )}
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={`${ids}-reason`} className={labelClass}>
          {t('closures.reason')}
        </label>
        <input
          id={`${ids}-reason`}
          type="text"
          required
          maxLength={SETTINGS_LIMITS.closureReason.max}
          value={draft.reason}
          placeholder={t('closures.reasonPlaceholder')}
          aria-invalid={Boolean(save.fields.reason) || undefined}
          aria-describedby={described('reason') ?? `${ids}-reason-hint`}
          onChange={(event) => change({ reason: event.target.value })}
          className={fieldClass}
        />
        <p id={`${ids}-reason-hint`} className="text-xs text-plum-soft">
          {t('closures.reasonHint')}
        </p>
        {error('reason')}
      </div>
      {/* Customers read the reason in their language; English stays the fallback. */}
      {MENU_TRANSLATION_LANGUAGES.map((language) => (
        <div key={language} className="mt-3 flex flex-col gap-1">
          <label htmlFor={`${ids}-reason-${language}`} className={labelClass}>
            {t('closures.translatedReason', { language: LANGUAGE_NAMES[language] })}
          </label>
          <input
            id={`${ids}-reason-${language}`}
            type="text"
            lang={language}
            maxLength={SETTINGS_LIMITS.closureReason.max}
            value={draft.translations[language]}
            aria-invalid={Boolean(save.fields[`translations.${language}`]) || undefined}
            aria-describedby={described(`translations.${language}`) ?? `${ids}-reason-${language}-hint`}
            onChange={(event) => change({ translations: { ...draft.translations, [language]: event.target.value } })}
            className={fieldClass}
          />
          <p id={`${ids}-reason-${language}-hint`} className="text-xs text-plum-soft">
            {t('closures.translatedReasonHint', { language: LANGUAGE_NAMES[language] })}
          </p>
          {error(`translations.${language}`)}
        </div>
      ))}
      <ProblemAlert
        problem={save.problem}
        onDismiss={save.dismissProblem}
        dismissLabel={t('dismiss')}
        className="mt-3"
      />
      {save.affected ? (
        <AffectedAppointmentsNotice
          affected={save.affected}
          change="closure"
          pending={save.pending}
          onConfirm={() => void save.confirm()}
          onCancel={save.cancel}
        />
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButtonClass} disabled={save.pending}>
            {t('closures.add')}
          </button>
          <p role="status" className="text-sm font-semibold text-plum">
            {added ?? ''}
          </p>
        </div>
      )}
    </form>
  );
}
