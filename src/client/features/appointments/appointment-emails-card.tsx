import { useTranslation } from '../../lib/use-translation.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { AppointmentDetail } from './appointments-api.ts';
import { detailCard, detailCardTitle } from './detail-card.ts';
import { formatInstant } from './format-instant.ts';

/** The detail's 'E-mails' card: each e-mail of the outbox with when it was sent, or why not yet. */
export function AppointmentEmailsCard({ appointment }: { appointment: AppointmentDetail }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  return (
    <section aria-labelledby="order-emails" className={detailCard}>
      <h2 id="order-emails" className={detailCardTitle}>
        {t('order.emails')}
      </h2>
      {appointment.emails.length === 0 ? (
        <p className="mt-2 text-sm text-plum-soft">{t('order.noEmails')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {appointment.emails.map((email) => (
            <li key={email.id} className="text-sm">
              <p className="font-semibold text-plum">
                {t(`order.emailKinds.${email.kind}`, { recipient: email.recipient, defaultValue: email.kind })}
              </p>
              {email.status === 'sent' && email.sentAt ? (
                <p className="text-emerald-900">
                  {email.carriedBy === 'line'
                    ? t('order.sentOnLine', { when: formatInstant(email.sentAt, locale) })
                    : email.carriedBy === 'whatsapp'
                      ? t('order.sentOnWhatsapp', { when: formatInstant(email.sentAt, locale) })
                      : t('order.emailSent', { when: formatInstant(email.sentAt, locale) })}
                  {email.channelStatus ? ` · ${t(`order.channelStatus.${email.channelStatus}`)}` : null}
                </p>
              ) : email.status === 'dropped' ? (
                // Never to go: what it announced no longer holds (the reminder of a cancelled appointment).
                <p className="text-plum-soft">{t('order.emailDropped')}</p>
              ) : email.status === 'pending' && email.attempts === 0 && email.kind === 'booking_reminder' ? (
                // Written when the booking was made, sent before the appointment: waiting is normal.
                <p className="text-plum-soft">
                  {t('order.reminderPlanned', { when: formatInstant(email.nextAttemptAt, locale) })}
                </p>
              ) : (
                <p className="font-semibold text-red-900" data-testid="not-yet-sent">
                  {email.status === 'failed' ? t('order.emailFailed') : t('order.notYetSent')} ·{' '}
                  {t('order.emailAttempts', { count: email.attempts })}
                </p>
              )}
              {email.fallback && !email.carriedBy ? (
                <p className="break-words text-plum-soft">
                  {email.fallback.channel === 'whatsapp'
                    ? t('order.whatsappFellBack', { reason: email.fallback.reason })
                    : t('order.lineFellBack', { reason: email.fallback.reason })}
                </p>
              ) : null}
              {email.status !== 'sent' && email.lastError ? (
                <p className="break-words text-plum-soft">{t('order.lastError', { error: email.lastError })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
