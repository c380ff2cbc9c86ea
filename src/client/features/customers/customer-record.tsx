import { useTranslation } from '../../lib/use-translation.ts';
import { formatBaht, formatLongDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { CustomerAppointments } from './customer-appointments.tsx';
import { CustomerNotesEditor } from './customer-notes-editor.tsx';
import { CustomerChannelRows } from '../../components/customer-channel-rows.tsx';
import type { CustomerRecordData } from './customers-api.ts';

const card = 'rounded-2xl border border-plum/10 bg-white p-5 shadow-sm';
const cardTitle = 'font-display text-2xl font-semibold text-plum';

/** One customer: contacts and totals, the staff's notes, and their appointments ahead and behind. */
export function CustomerRecord({ customer }: { customer: CustomerRecordData }) {
  const { t } = useTranslation('customers');
  const locale = currentLocale();
  const totals = [
    ['visits', String(customer.visits)],
    ['upcoming', String(customer.upcoming)],
    ['spent', t('price', { amount: formatBaht(customer.totalSpentThb, locale) })],
    ['cancellations', String(customer.cancellations)],
    ['noShows', String(customer.noShows)],
    ['lastVisit', customer.lastVisit ? formatLongDate(customer.lastVisit, locale) : t('record.never')],
  ] as const;
  return (
    <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <div className="space-y-5">
        <section aria-labelledby="customer-contacts" className={card}>
          <h2 id="customer-contacts" className={cardTitle}>
            {t('record.contacts')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-plum-soft">{t('record.phones')}</dt>
              <dd className="text-plum">
                {customer.phones.length === 0
                  ? t('record.none')
                  : customer.phones.map((phone) => (
                      <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="mr-3 underline">
                        {phone}
                      </a>
                    ))}
              </dd>
            </div>
            <div>
              <dt className="text-plum-soft">{t('record.emails')}</dt>
              <dd className="break-all text-plum">
                {customer.emails.length === 0
                  ? t('record.none')
                  : customer.emails.map((email) => (
                      <a key={email} href={`mailto:${email}`} className="mr-3 underline">
                        {email}
                      </a>
                    ))}
              </dd>
            </div>
            <CustomerChannelRows channels={customer.channels} />
          </dl>
        </section>
        <section aria-labelledby="customer-totals" className={card}>
          <h2 id="customer-totals" className={cardTitle}>
            {t('record.totals')}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {totals.map(([key, value]) => (
              <div key={key} className="rounded-xl bg-cream px-3 py-2">
                <dt className="text-xs text-plum-soft">{t(`record.${key}`)}</dt>
                <dd className="text-lg font-semibold text-plum tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-plum-soft">{t('record.spentNote')}</p>
        </section>
        <section aria-labelledby="customer-notes" className={card}>
          <h2 id="customer-notes" className={cardTitle}>
            {t('record.notesTitle')}
          </h2>
          <div className="mt-3">
            <CustomerNotesEditor customer={customer} />
          </div>
        </section>
      </div>
      <div className="space-y-5">
        <section aria-labelledby="customer-upcoming" className={card}>
          <h2 id="customer-upcoming" className={cardTitle}>
            {t('record.upcomingTitle')}
          </h2>
          <CustomerAppointments
            title={t('record.upcomingTitle')}
            customerName={customer.name}
            items={customer.upcomingAppointments}
            empty={t('record.noUpcoming')}
          />
        </section>
        <section aria-labelledby="customer-past" className={card}>
          <h2 id="customer-past" className={cardTitle}>
            {t('record.pastTitle')}
          </h2>
          <CustomerAppointments
            title={t('record.pastTitle')}
            customerName={customer.name}
            items={customer.pastAppointments}
            empty={t('record.noPast')}
          />
          {customer.appointmentsTruncated ? (
            <p className="mt-2 text-xs text-plum-soft">
              {t('record.truncated', {
                count: customer.upcomingAppointments.length + customer.pastAppointments.length,
              })}
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** LINE and WhatsApp as the customer chose them, so staff know where a confirmation or reminder went. */
