/**
 * "English | ไทย" in the admin bar (decision 175): switches the admin area at once and saves
 * the choice to the staff member's account, so it opens in that language on every device and after every
 * sign-in. Each name is written in its own language (and marked so for screen readers), as staff look for
 * the one they read. The layout passes its texts (the admin namespace), already in the current language.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_LANGUAGES, type AdminLanguage } from '../../../domain/admin-language.ts';
import { LANGUAGE_NAMES } from '../../../domain/language.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { useAuth } from './auth-context.tsx';
import { sharedKeys } from '../../lib/query-keys.ts';

export function AdminLanguageSwitch({ label, saveFailed }: { readonly label: string; readonly saveFailed: string }) {
  const { user, saveLanguage } = useAuth();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<AdminLanguage | null>(null);
  const [failed, setFailed] = useState(false);
  if (!user) return null;

  async function choose(language: AdminLanguage) {
    if (!user || saving || language === user.language) return;
    setFailed(false);
    setSaving(language);
    try {
      // Switch first (the texts load), then keep it: the screen answers at once.
      await changeLanguage(language);
      await saveLanguage(language);
      // The server names treatments in the member's language: what is on screen is read again.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.admin });
    } catch (error) {
      console.error('Could not save the admin language', error);
      await changeLanguage(user.language).catch(() => undefined);
      setFailed(true);
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <div role="group" aria-label={label} className="flex items-center text-sm">
        {ADMIN_LANGUAGES.map((language, index) => {
          const active = language === user.language;
          return (
            <span key={language} className="flex items-center">
              {index > 0 ? (
                <span aria-hidden="true" className="px-1 text-plum/40">
                  |
                </span>
              ) : null}
              <button
                type="button"
                lang={language}
                aria-pressed={active}
                disabled={saving !== null}
                onClick={() => void choose(language)}
                className={
                  active
                    ? 'min-h-9 rounded px-2 font-semibold text-rose-deep underline decoration-2 underline-offset-4'
                    : 'min-h-9 rounded px-2 text-plum hover:text-rose-deep disabled:opacity-60'
                }
              >
                {LANGUAGE_NAMES[language]}
              </button>
            </span>
          );
        })}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-rose-deep">
          {saveFailed}
        </p>
      ) : null}
    </div>
  );
}
