/**
 * Settings → Products: every product with its name (and its Thai, Russian and Chinese names), price in
 * baht and whether checkout offers it. Adding and editing share one set of fields, read through the
 * shared schema before anything is sent. A row's texts and price are saved with its Save button under
 * the version loaded; the "Shown at checkout" switch saves at once. A product on a receipt cannot be
 * deleted, only hidden.
 */
import { useId, useState } from 'react';
import { parseBaht } from '../../../domain/checkout/money.ts';
import { PRODUCT_LIMITS } from '../../../domain/checkout/products.ts';
import type { MenuTranslationLanguage } from '../../../domain/menu-translations.ts';
import {
  cardClass,
  dangerButton,
  fieldClass,
  hintClass,
  primaryButton,
  sectionTitle,
} from '../../components/admin-styles.ts';
import { FormField } from '../../components/form-field.tsx';
import { MissingLanguages } from '../../components/missing-languages.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TranslationFields, translationFieldId } from '../../components/translation-fields.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  missingNameLanguages,
  productFormChanged,
  productFormValues,
  readProductForm,
  type ProductFormValues,
} from './product-form.ts';
import { productProblem, useProductChange, useProducts, type EditorProduct } from './products-api.ts';

function ShownSwitch(props: { id: string; checked: boolean; disabled?: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation('menuEditor');
  return (
    <label htmlFor={props.id} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-plum">
      <input
        id={props.id}
        type="checkbox"
        role="switch"
        className="peer sr-only"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-plum/25 transition-colors peer-checked:bg-emerald-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-deep after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span className="font-semibold">{t('products.shownLabel')}</span>
    </label>
  );
}

/** Moves the focus to the first field a refused reading names. */
function focusFirstRefused(idPrefix: string, fields: Readonly<Record<string, string>>) {
  const first = Object.keys(fields)[0] ?? 'name';
  const language = first.startsWith('translations.') ? (first.split('.')[1] as MenuTranslationLanguage) : undefined;
  const target = language ? translationFieldId(idPrefix, language, 'name') : `${idPrefix}-${first}`;
  // A translated name sits in the collapsed group: open it first so the focus lands on something visible.
  const field = document.getElementById(target);
  const group = field?.closest('details');
  if (group) group.open = true;
  field?.focus();
}

/**
 * The fields of one product, for adding and for editing: the English name (required), the price, and
 * the other languages' names in a group that folds away, headed by what is still missing.
 */
function ProductFields(props: {
  readonly idPrefix: string;
  readonly values: ProductFormValues;
  readonly errors: Readonly<Record<string, string>>;
  /** The price's hint shows always on the add form; a row shows it only when the amount is unreadable. */
  readonly priceHintAlways: boolean;
  onChange(values: ProductFormValues): void;
}) {
  const { t } = useTranslation('menuEditor');
  const { idPrefix, values, errors } = props;
  const nameId = `${idPrefix}-name`;
  const priceId = `${idPrefix}-price`;
  const priceUnreadable = values.priceText.trim() !== '' && parseBaht(values.priceText) === null;
  const missing = missingNameLanguages(values);
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr] sm:items-start">
      <FormField id={nameId} label={t('products.nameLabel')} error={errors.name}>
        {(describedBy) => (
          <input
            id={nameId}
            className={fieldClass}
            value={values.name}
            maxLength={PRODUCT_LIMITS.nameMaxLength + 20}
            required
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={errors.name ? true : undefined}
            onChange={(event) => props.onChange({ ...values, name: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={priceId}
        label={t('products.priceLabel')}
        error={errors.price}
        hint={props.priceHintAlways || priceUnreadable ? t('products.priceHint') : undefined}
      >
        {(describedBy) => (
          <input
            id={priceId}
            className={fieldClass}
            inputMode="decimal"
            required
            value={values.priceText}
            aria-describedby={describedBy}
            aria-invalid={errors.price || priceUnreadable ? true : undefined}
            onChange={(event) => props.onChange({ ...values, priceText: event.target.value })}
          />
        )}
      </FormField>
      {/* Opened by the owner, or by focusFirstRefused when a name inside is refused; never closed by a re-render. */}
      <details className="group sm:col-span-2">
        <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-2 rounded-lg text-sm font-semibold text-plum focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-deep [&::-webkit-details-marker]:hidden">
          {/* The flex summary loses the browser's triangle: this one shows that the group opens, and turns when it does. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-4 shrink-0 text-rose-deep transition-transform group-open:rotate-90 motion-reduce:transition-none"
          >
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="underline decoration-rose-deep/40 underline-offset-4">
            {t('products.translationsSummary')}
          </span>
          {missing.length === 0 ? (
            <span className="text-xs font-normal text-emerald-900">{t('products.translationsComplete')}</span>
          ) : (
            <MissingLanguages
              languages={missing}
              text={(names) => t('translations.missingLanguages', { languages: names })}
              hint={t('products.missingHint')}
            />
          )}
        </summary>
        <div className="mt-2">
          <TranslationFields
            idPrefix={idPrefix}
            values={values.translations}
            nameMax={PRODUCT_LIMITS.nameMaxLength}
            errors={errors}
            intro={t('products.translationsIntro')}
            missingName={(language) => t('products.missingName', { language })}
            onChange={(language, _field, name) =>
              props.onChange({ ...values, translations: { ...values.translations, [language]: { name } } })
            }
          />
        </div>
      </details>
    </div>
  );
}

function ProductRow({ product }: { product: EditorProduct }) {
  const { t } = useTranslation('menuEditor');
  const ids = useId();
  const saved = productFormValues(product);
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const change = useProductChange();
  const changed = productFormChanged(values, saved);

  const save = () => {
    const read = readProductForm(values, product.visible);
    if (!read.ok) {
      setErrors(read.fields);
      focusFirstRefused(ids, read.fields);
      return;
    }
    setErrors({});
    setSavedNote(null);
    change.mutate(
      { kind: 'update', id: product.id, version: product.version, draft: read.draft },
      { onSuccess: () => setSavedNote(t('products.saved')) },
    );
  };

  return (
    <li className={`${cardClass} space-y-3`} data-testid="product-row">
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        aria-label={product.name}
      >
        <ProductFields
          idPrefix={ids}
          values={values}
          errors={errors}
          priceHintAlways={false}
          onChange={(next) => {
            setValues(next);
            setErrors({});
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <ShownSwitch
            id={`${ids}-shown`}
            checked={product.visible}
            disabled={change.isPending || changed}
            onChange={(visible) => {
              setSavedNote(null);
              // Only the switch changes: the draft leaves the translations out, so they stay as saved.
              change.mutate(
                {
                  kind: 'update',
                  id: product.id,
                  version: product.version,
                  draft: { name: product.name, price: product.price, visible },
                },
                { onSuccess: () => setSavedNote(t('products.saved')) },
              );
            }}
          />
          <div className="ml-auto flex gap-2">
            <button type="submit" className={primaryButton} disabled={!changed || change.isPending}>
              {change.isPending ? t('products.saving') : t('products.save')}
            </button>
            {product.inSales ? null : (
              <button
                type="button"
                className={dangerButton}
                disabled={change.isPending}
                onClick={() => {
                  if (!window.confirm(t('products.deleteConfirm', { name: product.name }))) return;
                  change.mutate({ kind: 'delete', id: product.id, version: product.version });
                }}
              >
                {t('products.delete')}
              </button>
            )}
          </div>
        </div>
      </form>
      {product.inSales ? <p className={hintClass}>{t('products.inSalesHint')}</p> : null}
      {savedNote && !change.error ? (
        <p role="status" className="text-sm text-emerald-900">
          {savedNote}
        </p>
      ) : null}
      <ProblemAlert
        problem={productProblem(change.error)}
        onDismiss={() => change.reset()}
        dismissLabel={t('products.dismiss')}
      />
    </li>
  );
}

function AddProductForm() {
  const { t } = useTranslation('menuEditor');
  const ids = useId();
  const [values, setValues] = useState(() => productFormValues());
  const [visible, setVisible] = useState(true);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [added, setAdded] = useState<string | null>(null);
  const change = useProductChange();

  return (
    <section aria-labelledby={`${ids}-title`} className={`${cardClass} space-y-3`}>
      <h2 id={`${ids}-title`} className={sectionTitle}>
        {t('products.addTitle')}
      </h2>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const read = readProductForm(values, visible);
          if (!read.ok) {
            setErrors(read.fields);
            focusFirstRefused(ids, read.fields);
            return;
          }
          setErrors({});
          setAdded(null);
          change.mutate(
            { kind: 'add', draft: read.draft },
            {
              onSuccess: () => {
                setAdded(t('products.added', { name: read.draft.name }));
                setValues(productFormValues());
                setVisible(true);
              },
            },
          );
        }}
      >
        <ProductFields
          idPrefix={ids}
          values={values}
          errors={errors}
          priceHintAlways
          onChange={(next) => {
            setValues(next);
            setErrors({});
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <ShownSwitch id={`${ids}-shown`} checked={visible} onChange={setVisible} />
          <button type="submit" className={`${primaryButton} ml-auto`} disabled={change.isPending}>
            {t('products.add')}
          </button>
        </div>
      </form>
      {added && !change.error ? (
        <p role="status" className="text-sm text-emerald-900">
          {added}
        </p>
      ) : null}
      <ProblemAlert
        problem={productProblem(change.error)}
        onDismiss={() => change.reset()}
        dismissLabel={t('products.dismiss')}
      />
    </section>
  );
}

export function ProductsEditor() {
  const { t } = useTranslation('menuEditor');
  const products = useProducts();
  if (products.isError) {
    return (
      <ProblemAlert
        problem={productProblem(products.error)}
        onDismiss={() => void products.refetch()}
        dismissLabel={t('products.dismiss')}
      />
    );
  }
  if (!products.data) return null;
  return (
    <div className="space-y-5">
      {products.data.length === 0 ? (
        <p className="text-plum-soft">{t('products.empty')}</p>
      ) : (
        <ul aria-label={t('products.listLabel')} className="space-y-3">
          {products.data.map((product) => (
            // Keyed by version: a saved change starts the row from what the server holds now.
            <ProductRow key={`${product.id}:${product.version}`} product={product} />
          ))}
        </ul>
      )}
      <AddProductForm />
    </div>
  );
}
