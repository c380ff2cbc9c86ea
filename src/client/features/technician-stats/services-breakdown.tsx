/** Services Breakdown: times performed and total minutes per service in the period. */
import { useTranslation } from '../../lib/use-translation.ts';

export function ServicesBreakdown({
  services,
}: {
  readonly services: readonly { name: string; count: number; totalMinutes: number }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-labelledby="services-breakdown-title"
      className="rounded-2xl border border-plum/10 bg-white p-5 shadow-sm"
    >
      <h2 id="services-breakdown-title" className="text-xl font-semibold text-plum">
        {t('technician.servicesTitle')}
      </h2>
      {services.length === 0 ? (
        <p className="mt-2 text-sm text-plum-soft">{t('technician.servicesEmpty')}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="border-b border-plum/10 text-left text-xs text-plum-soft">
              <th scope="col" className="py-2 font-medium">
                {t('technician.serviceColumn')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('technician.timesColumn')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('technician.minutesColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={service.name} className="border-b border-plum/5 last:border-b-0">
                <th scope="row" className="py-2 text-left font-normal">
                  {service.name}
                </th>
                <td className="py-2 text-right tabular-nums">{service.count}</td>
                <td className="py-2 text-right tabular-nums">{service.totalMinutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
