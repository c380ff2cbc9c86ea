/**
 * Shows the admin area in the signed-in member's own language (decision 175): on sign-in, on
 * reload and whenever their saved choice changes. Returns false until that language's texts are loaded
 * and switched to, so the admin never flashes in the other language first.
 */
import { useEffect, useState } from 'react';
import type { AdminLanguage } from '../../../domain/admin-language.ts';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';

export function useAdminLanguage(language: AdminLanguage | undefined): boolean {
  const [appliedFor, setAppliedFor] = useState<AdminLanguage | undefined>(() =>
    language && currentLanguage() === language ? language : undefined,
  );

  useEffect(() => {
    if (!language) return;
    let live = true;
    changeLanguage(language)
      .catch((error: unknown) => {
        // A catalogue that cannot load leaves the admin in English (the fallback), never blank.
        console.error('Could not switch the admin language', error);
      })
      .finally(() => {
        if (live) setAppliedFor(language);
      });
    return () => {
      live = false;
    };
  }, [language]);

  return language === undefined || appliedFor !== undefined;
}
