/** The form's foot: the refusal (stale version, field problems), Save, and "Saved" announced politely. */
import { useTranslation } from '../../lib/use-translation.ts';
import { primaryButtonClass } from './settings-form-styles.ts';
import type { SectionSave } from './use-section-save.ts';

export function SaveBar<Input>({
  save,
  label,
  savedText,
}: {
  save: SectionSave<Input>;
  label: string;
  savedText: string;
}) {
  const { t } = useTranslation('salonSettings');
  const fieldCount = Object.keys(save.fields).length;
  return (
    <div className="flex flex-col gap-3">
      {save.problem || fieldCount > 0 ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {save.problem ?? t('fixFields', { count: fieldCount })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={save.pending}>
          {save.pending ? t('saving') : label}
        </button>
        <p role="status" className="text-sm font-semibold text-plum">
          {save.saved ? savedText : ''}
        </p>
      </div>
    </div>
  );
}
