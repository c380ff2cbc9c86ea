/**
 * Settings → Products: every product with its name, price in baht and whether checkout offers it.
 * A row's name and price are saved with its Save button under the version loaded; the "Shown at
 * checkout" switch saves at once. A product on a receipt cannot be deleted, only hidden.
 */
import { useId, useState } from 'react';
import { parseBaht, satangToDecimalText } from '../../../domain/checkout/money.ts';
import { PRODUCT_LIMITS } from '../../../domain/checkout/products.ts';
import {
  cardClass,
  dangerButton,
  fieldClass,
  hintClass,
  labelClass,
  primaryButton,
  sectionTitle,
} from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
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

function ProductRow({ product }: { product: EditorProduct }) {
  const { t } = useTranslation('menuEditor');
  const ids = useId();
  const [name, setName] = useState(product.name);
  const [priceText, setPriceText] = useState(satangToDecimalText(product.price));
  const [saved, setSaved] = useState<string | null>(null);
  const change = useProductChange();
  const price = parseBaht(priceText);
  const changed = name.trim() !== product.name || price !== product.price;

  const save = (visible: boolean) => {
    if (price === null) return;
    setSaved(null);
    change.mutate(
      { kind: 'update', id: product.id, version: product.version, draft: { name, price, visible } },
      { onSuccess: () => setSaved(t('products.saved')) },
    );
  };

  return (
    <li className={`${cardClass} space-y-3`} data-testid="product-row">
      <form
        className="grid gap-3 sm:grid-cols-[2fr_1fr] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save(product.visible);
        }}
        aria-label={product.name}
      >
        <div className="space-y-1">
          <label htmlFor={`${ids}-name`} className={labelClass}>
            {t('products.nameLabel')}
          </label>
          <input
            id={`${ids}-name`}
            className={fieldClass}
            value={name}
            maxLength={PRODUCT_LIMITS.nameMaxLength}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-price`} className={labelClass}>
            {t('products.priceLabel')}
          </label>
          <input
            id={`${ids}-price`}
            className={fieldClass}
            inputMode="decimal"
            value={priceText}
            aria-invalid={price === null}
            onChange={(event) => setPriceText(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <ShownSwitch
            id={`${ids}-shown`}
            checked={product.visible}
            disabled={change.isPending || changed}
            onChange={(visible) => {
              setSaved(null);
              change.mutate(
                {
                  kind: 'update',
                  id: product.id,
                  version: product.version,
                  draft: { name: product.name, price: product.price, visible },
                },
                { onSuccess: () => setSaved(t('products.saved')) },
              );
            }}
          />
          <div className="ml-auto flex gap-2">
            <button type="submit" className={primaryButton} disabled={!changed || price === null || change.isPending}>
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
      {price === null ? <p className="text-sm font-medium text-red-800">{t('products.priceHint')}</p> : null}
      {saved && !change.error ? (
        <p role="status" className="text-sm text-emerald-900">
          {saved}
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
  const [name, setName] = useState('');
  const [priceText, setPriceText] = useState('');
  const [visible, setVisible] = useState(true);
  const [added, setAdded] = useState<string | null>(null);
  const change = useProductChange();
  const price = parseBaht(priceText);

  return (
    <section aria-labelledby={`${ids}-title`} className={`${cardClass} space-y-3`}>
      <h2 id={`${ids}-title`} className={sectionTitle}>
        {t('products.addTitle')}
      </h2>
      <form
        className="grid gap-3 sm:grid-cols-[2fr_1fr] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          if (price === null) return;
          setAdded(null);
          const draft = { name, price, visible };
          change.mutate(
            { kind: 'add', draft },
            {
              onSuccess: () => {
                setAdded(t('products.added', { name: name.trim() }));
                setName('');
                setPriceText('');
                setVisible(true);
              },
            },
          );
        }}
      >
        <div className="space-y-1">
          <label htmlFor={`${ids}-name`} className={labelClass}>
            {t('products.nameLabel')}
          </label>
          <input
            id={`${ids}-name`}
            className={fieldClass}
            value={name}
            maxLength={PRODUCT_LIMITS.nameMaxLength}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-price`} className={labelClass}>
            {t('products.priceLabel')}
          </label>
          <input
            id={`${ids}-price`}
            className={fieldClass}
            inputMode="decimal"
            required
            value={priceText}
            aria-describedby={`${ids}-price-hint`}
            onChange={(event) => setPriceText(event.target.value)}
          />
          <p
            id={`${ids}-price-hint`}
            className={priceText !== '' && price === null ? 'text-sm font-medium text-red-800' : hintClass}
          >
            {t('products.priceHint')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <ShownSwitch id={`${ids}-shown`} checked={visible} onChange={setVisible} />
          <button type="submit" className={`${primaryButton} ml-auto`} disabled={change.isPending || price === null}>
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
