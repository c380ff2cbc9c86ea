import { salon } from '../../../config/salon.ts';

export function SiteFooter() {
  return (
    <footer className="border-t border-plum/10 bg-cream-deep px-4 py-10 text-sm">
      <div className="mx-auto max-w-6xl">
        <p>
          <a href={`mailto:${salon.email}`}>{salon.email}</a> · <a href={`tel:${salon.phoneE164}`}>{salon.phone}</a>
        </p>
      </div>
    </footer>
  );
}
