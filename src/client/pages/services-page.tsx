import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../features/catalogue/use-catalogue.ts';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  const catalogue = useCatalogue();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-semibold">{t('title', 'Our Services')}</h1>
      {catalogue.data?.map((category) => (
        <div key={category.id} className="mt-8">
          <h2 className="text-2xl">{category.name}</h2>
          <ul>
            {category.services.map((service) => (
              <li key={service.id}>
                {service.name} · {service.durationMinutes} min · {service.priceThb}฿
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
