/**
 * "New sale": a sale with no appointment behind it (a walk-in buying a treatment or a product).
 * Pages put it where the front desk already looks: the dashboard's actions and the cash drawer.
 */
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export function NewSaleLink({ prominent = false }: { readonly prominent?: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <Link to="/admin/checkout" className={prominent ? primaryButton : secondaryButton}>
      {t('entry.newSale')}
    </Link>
  );
}
