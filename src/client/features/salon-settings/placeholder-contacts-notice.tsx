/**
 * On every admin page while the salon's contacts are still the examples the product ships with
 * (config/salon.ts): customers read them on every page and in every e-mail, so the admin says it plainly
 * until an owner has replaced them. Owners get the link to the form; staff are told whom to ask.
 */
import { Link } from 'react-router';
import { placeholderContactsIn } from '../../../config/salon.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export function PlaceholderContactsNotice({ isOwner }: { readonly isOwner: boolean }) {
  const { t } = useTranslation('admin');
  const placeholders = placeholderContactsIn(useSalonFacts().details);
  if (placeholders.length === 0) return null;
  const fields = placeholders.map((field) => t(`placeholderContacts.${field}`)).join(', ');
  return (
    <div role="status" className="border-b border-gold/40 bg-gold/15">
      <div className="mx-auto max-w-7xl px-4 py-2 text-sm text-plum">
        <p>
          <strong className="font-semibold">{t('placeholderContacts.title')}.</strong>{' '}
          {t('placeholderContacts.body', { fields })}{' '}
          {isOwner ? (
            <Link to="/admin/settings/details" className="font-semibold text-rose-deep underline underline-offset-4">
              {t('placeholderContacts.ownerAction')}
            </Link>
          ) : (
            t('placeholderContacts.staffAction')
          )}
        </p>
      </div>
    </div>
  );
}
