/** Owner page: the products sold at the desk (/admin/settings/products). */
import { Link } from 'react-router';
import { ProductsEditor } from '../../../features/products/products-editor.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

export default function ProductsPage() {
  const { t } = useTranslation('menuEditor');
  return (
    <section aria-labelledby="products-title" className="flex max-w-3xl flex-col gap-5">
      <header>
        <h1 id="products-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
          {t('products.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-plum-soft">{t('products.intro')}</p>
        <p className="mt-1 text-sm">
          <Link to="/admin/settings/menu" className="font-semibold text-rose-deep underline">
            {t('products.backToMenu')}
          </Link>
        </p>
      </header>
      <ProductsEditor />
    </section>
  );
}
