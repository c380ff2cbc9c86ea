/** Add a category, or rename / delete (when empty) an existing one, in a dialog. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { categoryNameSchema, categoryTranslationsSchema, MENU_LIMITS } from '../../../domain/menu-editing.ts';
import { MENU_TRANSLATION_LANGUAGES, type MenuTranslationLanguage } from '../../../domain/menu-translations.ts';
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { FormField } from '../../components/form-field.tsx';
import type { EditorCategory } from './menu-editor-api.ts';
import { dangerButton, fieldClass, primaryButton, secondaryButton } from './menu-editor-styles.ts';
import { fieldMessages } from './service-form.ts';
import {
  TranslationFields,
  translationFieldId,
  type TranslationFormValues,
} from '../../components/translation-fields.tsx';
import { schemaMessageText } from '../../lib/refusal-text.ts';
import { problemOf, useMenuChange, type MenuChangeProblem } from './use-menu-change.ts';

interface CategoryDialogProps {
  /** The category to rename, or undefined to add one. */
  readonly category?: EditorCategory;
  onClose(): void;
}

export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('menuEditor');
  const id = useId();
  const change = useMenuChange();
  const [name, setName] = useState(category?.name ?? '');
  const [translations, setTranslations] = useState<TranslationFormValues>(
    () =>
      Object.fromEntries(
        MENU_TRANSLATION_LANGUAGES.map((language) => [language, { name: category?.translations[language].name ?? '' }]),
      ) as Record<MenuTranslationLanguage, { name: string }>,
  );
  const [problem, setProblem] = useState<MenuChangeProblem | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const nameError = problem?.fields.name;
  const failed = (error: unknown) => setProblem(problemOf(error, t('saveFailed')));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryNameSchema.safeParse(name);
    const translated = categoryTranslationsSchema.safeParse(translations);
    if (!parsed.success || !translated.success) {
      const fields = {
        ...(parsed.success ? {} : { name: schemaMessageText(parsed.error.issues[0]?.message ?? '') }),
        ...(translated.success
          ? {}
          : fieldMessages({
              issues: translated.error.issues.map((issue) => ({ ...issue, path: ['translations', ...issue.path] })),
            })),
      };
      setProblem({ message: '', fields });
      const first = Object.keys(fields)[0] ?? 'name';
      const language = first.split('.')[1] as MenuTranslationLanguage | undefined;
      document.getElementById(language ? translationFieldId(id, language, 'name') : `${id}-name`)?.focus();
      return;
    }
    setProblem(null);
    change.mutate(
      category
        ? {
            kind: 'renameCategory',
            id: category.id,
            version: category.version,
            name: parsed.data,
            translations: translated.data,
          }
        : { kind: 'addCategory', name: parsed.data, translations: translated.data },
      { onSuccess: onClose, onError: failed },
    );
  };

  return (
    <DialogShell
      look="admin-editor"
      size="lg"
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={category ? t('categoryDialog.editTitle', { name: category.name }) : t('categoryDialog.addTitle')}
      description={t('categoryDialog.description')}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {problem?.message ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            {problem.message}
          </p>
        ) : null}
        <FormField id={`${id}-name`} label={t('categoryDialog.name')} error={nameError}>
          {(describedBy) => (
            <input
              id={`${id}-name`}
              className={fieldClass}
              value={name}
              maxLength={MENU_LIMITS.categoryNameMax + 20}
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={nameError ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <TranslationFields
          idPrefix={id}
          values={translations}
          nameMax={MENU_LIMITS.categoryNameMax}
          errors={problem?.fields ?? {}}
          onChange={(language, _field, value) =>
            setTranslations((current) => ({ ...current, [language]: { name: value } }))
          }
        />
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
      {category ? (
        <div className="mt-5 border-t border-plum/10 pt-4">
          {category.services.length > 0 ? (
            <p className="text-sm text-plum-soft">
              {t('categoryDialog.deleteRefused', { count: category.services.length })}
            </p>
          ) : confirmingDelete ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-semibold text-plum">
                {t('categoryDialog.deleteConfirm', { name: category.name })}
              </p>
              <div className="flex gap-2">
                <button type="button" className={secondaryButton} onClick={() => setConfirmingDelete(false)}>
                  {t('cancel')}
                </button>
                <button
                  type="button"
                  className={dangerButton}
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { kind: 'deleteCategory', id: category.id, version: category.version },
                      { onSuccess: onClose, onError: failed },
                    )
                  }
                >
                  {t('categoryDialog.deleteConfirmAction')}
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-plum-soft">{t('categoryDialog.deleteAllowed')}</p>
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
