/**
 * Sends one menu change and puts the menu the server answers in the cache.
 * A refused change keeps the form open with the server's message (and its
 * per-field messages for bad input); a 409 or 404 also reloads the menu, so
 * the owner sees what the other owner saved before trying again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client.ts';
import { sendMenuChange, type EditorMenu, type MenuChange } from './menu-editor-api.ts';
import { menuEditorKeys } from './query-keys.ts';

export interface MenuChangeProblem {
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

export function problemOf(error: unknown, fallback: string): MenuChangeProblem {
  if (error instanceof ApiRequestError) return { message: error.message, fields: error.fields };
  return { message: fallback, fields: {} };
}

export function useMenuChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMenuChange,
    onSuccess: (menu: EditorMenu) => {
      queryClient.setQueryData(menuEditorKeys.all, menu);
    },
    onError: (error: unknown) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: menuEditorKeys.all });
      }
    },
  });
}

export type MenuChangeMutation = ReturnType<typeof useMenuChange>;
export type { MenuChange };
