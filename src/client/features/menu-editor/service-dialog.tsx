/**
 * Add or edit one service in a dialog (Radix: focus moves in, stays in, and
 * returns to the button that opened it). Every field has a visible label and
 * its error under it; the shared schema checks the form before it is sent and
 * the server's answer (a duplicate name, someone else's save) shows in the
 * same places. Delete is offered only for a service no appointment lists;
 * otherwise the dialog says to hide it.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { durationChoices, MENU_LIMITS } from '../../../domain/menu-editing.ts';
import type { MenuTranslationLanguage } from '../../../domain/menu-translations.ts';
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { FormField } from '../../components/form-field.tsx';
import { formatDuration } from './format-duration.ts';
import type { EditorCategory, EditorService } from './menu-editor-api.ts';
import { dangerButton, fieldClass, primaryButton, secondaryButton } from './menu-editor-styles.ts';
import { formValuesOf, readServiceForm, type ServiceFormValues } from './service-form.ts';
import { TranslationFields, translationFieldId } from '../../components/translation-fields.tsx';
import { problemOf, useMenuChange, type MenuChangeProblem } from './use-menu-change.ts';

interface ServiceDialogProps {
  readonly categories: readonly EditorCategory[];
  /** The service to edit, or undefined to add one to `categoryId`. */
  readonly service?: EditorService;
  readonly categoryId: number;
  onClose(): void;
}

export function ServiceDialog({ categories, service, categoryId, onClose }: ServiceDialogProps) {
  const { t } = useTranslation('menuEditor');
  const id = useId();
  const change = useMenuChange();
  const [values, setValues] = useState<ServiceFormValues>(() => formValuesOf(service, categoryId));
  const [problem, setProblem] = useState<MenuChangeProblem | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setTranslation = (language: MenuTranslationLanguage, field: 'name' | 'description', value: string) =>
    setValues((current) => ({
      ...current,
      translations: { ...current.translations, [language]: { ...current.translations[language], [field]: value } },
    }));
  const fieldError = (field: string) => problem?.fields[field];
  const invalid = (field: string) => (problem?.fields[field] ? true : undefined);

  const durations = durationChoices();
  if (service && !durations.includes(service.durationMinutes)) durations.push(service.durationMinutes);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readServiceForm(values);
    if (!read.ok) {
      setProblem({ message: '', fields: read.fields });
      const first = Object.keys(read.fields)[0] ?? 'name';
      const [, language, field] = first.split('.');
      document
        .getElementById(
          language && field
            ? translationFieldId(`${id}`, language as MenuTranslationLanguage, field)
            : `${id}-${first}`,
        )
        ?.focus();
      return;
    }
    setProblem(null);
    change.mutate(
      service
        ? { kind: 'updateService', id: service.id, version: service.version, draft: read.draft }
        : { kind: 'addService', draft: read.draft },
      { onSuccess: onClose, onError: (error) => setProblem(problemOf(error, t('saveFailed'))) },
    );
  };

  const remove = () => {
    if (!service) return;
    change.mutate(
      { kind: 'deleteService', id: service.id, version: service.version },
      { onSuccess: onClose, onError: (error) => setProblem(problemOf(error, t('saveFailed'))) },
    );
  };

  return (
    <DialogShell
      look="admin-editor"
      size="lg"
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={service ? t('serviceDialog.editTitle', { name: service.name }) : t('serviceDialog.addTitle')}
      description={t('serviceDialog.description')}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {problem?.message ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            {problem.message}
          </p>
        ) : null}
        <FormField id={`${id}-name`} label={t('serviceDialog.name')} error={fieldError('name')}>
          {(describedBy) => (
            <input
              id={`${id}-name`}
              className={fieldClass}
              value={values.name}
              maxLength={MENU_LIMITS.serviceNameMax + 20}
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid('name')}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-description`}
          label={t('serviceDialog.descriptionField')}
          hint={t('serviceDialog.descriptionHint')}
          error={fieldError('description')}
        >
          {(describedBy) => (
            <textarea
              id={`${id}-description`}
              className={`${fieldClass} min-h-20`}
              value={values.description}
              rows={2}
              aria-describedby={describedBy}
              aria-invalid={invalid('description')}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField
            id={`${id}-durationMinutes`}
            label={t('serviceDialog.durationField')}
            error={fieldError('durationMinutes')}
          >
            {(describedBy) => (
              <select
                id={`${id}-durationMinutes`}
                className={fieldClass}
                value={values.durationMinutes}
                aria-describedby={describedBy}
                aria-invalid={invalid('durationMinutes')}
                onChange={(event) => set('durationMinutes', event.target.value)}
              >
                {durations.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {formatDuration(t, minutes)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-priceThb`} label={t('serviceDialog.priceField')} error={fieldError('priceThb')}>
            {(describedBy) => (
              <input
                id={`${id}-priceThb`}
                className={fieldClass}
                value={values.priceThb}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                aria-describedby={describedBy}
                aria-invalid={invalid('priceThb')}
                onChange={(event) => set('priceThb', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField id={`${id}-categoryId`} label={t('serviceDialog.categoryField')} error={fieldError('categoryId')}>
          {(describedBy) => (
            <select
              id={`${id}-categoryId`}
              className={fieldClass}
              value={values.categoryId}
              aria-describedby={describedBy}
              aria-invalid={invalid('categoryId')}
              onChange={(event) => set('categoryId', event.target.value)}
            >
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TranslationFields
          idPrefix={id}
          values={values.translations}
          englishDescription={values.description}
          nameMax={MENU_LIMITS.serviceNameMax}
          errors={problem?.fields ?? {}}
          onChange={setTranslation}
        />
        <div className="flex items-start gap-3 rounded-xl border border-plum/10 bg-white p-3">
          <input
            id={`${id}-visible`}
            type="checkbox"
            className="mt-0.5 size-5 accent-plum"
            checked={values.visible}
            aria-describedby={`${id}-visible-hint`}
            onChange={(event) => set('visible', event.target.checked)}
          />
          <div>
            <label htmlFor={`${id}-visible`} className="text-sm font-semibold text-plum">
              {t('serviceDialog.visibleField')}
            </label>
            <p id={`${id}-visible-hint`} className="text-xs text-plum-soft">
              {t('serviceDialog.visibleHint')}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <button type="button" className={secondaryButton}>
              {t('cancel')}
            </button>
          </DialogClose>
          <button type="submit" className={primaryButton} disabled={change.isPending}>
            {change.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
      {service ? (
        <div className="mt-5 border-t border-plum/10 pt-4">
          {service.appointmentCount > 0 ? (
            <p className="text-sm text-plum-soft">
              {t('serviceDialog.deleteRefused', { count: service.appointmentCount })}
            </p>
          ) : confirmingDelete ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-semibold text-plum">
                {t('serviceDialog.deleteConfirm', { name: service.name })}
              </p>
              <div className="flex gap-2">
                <button type="button" className={secondaryButton} onClick={() => setConfirmingDelete(false)}>
                  {t('cancel')}
                </button>
                <button type="button" className={dangerButton} disabled={change.isPending} onClick={remove}>
                  {t('serviceDialog.deleteConfirmAction')}
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-plum-soft">{t('serviceDialog.deleteAllowed')}</p>
              <button type="button" className={secondaryButton} onClick={() => setConfirmingDelete(true)}>
                {t('delete')}
              </button>
            </div>
          )}
        </div>
      ) : null}
    </DialogShell>
  );
}
