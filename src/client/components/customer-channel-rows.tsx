/**
 * A customer's LINE and WhatsApp as they chose them (linked or agreed since when, with the words they
 * ticked; stopped when; or none), as rows of a definition list: the customer record and each appointment
 * show the same.
 */
import type { CustomerChannels } from '../../domain/customers.ts';
import { salon } from '../../config/salon.ts';
import { currentLocale } from '../lib/i18n.ts';
import { useTranslation } from '../lib/use-translation.ts';

export function CustomerChannelRows({
  channels,
  termClass = 'text-plum-soft',
}: {
  readonly channels: CustomerChannels;
  /** The rows' terms look like the list they join. */
  readonly termClass?: string;
}) {
  const { t } = useTranslation('customers');
  const day = (iso: string) =>
    new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeZone: salon.timeZone }).format(new Date(iso));
  const { line, whatsapp } = channels;
  return (
    <>
      <div>
        <dt className={termClass}>{t('record.channelsLine')}</dt>
        <dd className="text-plum" data-channel="line">
          {line === null
            ? t('record.lineNone')
            : line.stoppedAt
              ? t('record.lineStopped', { date: day(line.stoppedAt) })
              : t('record.lineLinked', { date: day(line.linkedAt) })}
        </dd>
      </div>
      <div>
        <dt className={termClass}>{t('record.channelsWhatsapp')}</dt>
        <dd className="text-plum" data-channel="whatsapp">
          {whatsapp === null ? (
            t('record.whatsappNone')
          ) : (
            <>
              {whatsapp.stoppedAt
                ? t('record.whatsappStopped', { date: day(whatsapp.stoppedAt) })
                : t('record.whatsappOptedIn', { date: day(whatsapp.optedInAt), phone: whatsapp.phone })}
              <span className="mt-1 block text-xs text-plum-soft">
                {t('record.whatsappWording', { wording: whatsapp.wording })}
              </span>
            </>
          )}
        </dd>
      </div>
    </>
  );
}
