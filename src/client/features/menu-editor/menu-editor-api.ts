/**
 * The owner's menu editor API for the client. Every change answers
 * with the whole menu after it, which replaces the cached one: the editor
 * shows fresh versions at once and never guesses. Errors come back as
 * ApiRequestError (lib/api-client.ts) with the server's message and, for bad
 * input, a message per field.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CategoryTranslationsInput, MoveDirection, ServiceDraft } from '../../../domain/menu-editing.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { menuEditorKeys } from './query-keys.ts';

const menu = api.admin.settings.menu;

export async function fetchEditorMenu() {
  return (await readJson(await menu.$get())).menu;
}

export type EditorMenu = Awaited<ReturnType<typeof fetchEditorMenu>>;
export type EditorCategory = EditorMenu[number];
export type EditorService = EditorCategory['services'][number];

export function editorMenuQuery() {
  return queryOptions({ queryKey: menuEditorKeys.all, queryFn: fetchEditorMenu, staleTime: 10_000 });
}

/** DELETE has no body; the JSON content type passes the API's JSON-only check (see appointments-api.ts). */
const EMPTY_JSON_BODY = { headers: { 'content-type': 'application/json' } };

/** One change of the menu, as the server accepts it. */
export type MenuChange =
  | { readonly kind: 'addCategory'; readonly name: string; readonly translations?: CategoryTranslationsInput }
  | {
      readonly kind: 'renameCategory';
      readonly id: number;
      readonly version: number;
      readonly name: string;
      readonly translations?: CategoryTranslationsInput;
    }
  | { readonly kind: 'moveCategory'; readonly id: number; readonly direction: MoveDirection }
  | { readonly kind: 'deleteCategory'; readonly id: number; readonly version: number }
  | { readonly kind: 'addService'; readonly draft: ServiceDraft }
  | { readonly kind: 'updateService'; readonly id: number; readonly version: number; readonly draft: ServiceDraft }
  | { readonly kind: 'setVisibility'; readonly id: number; readonly version: number; readonly visible: boolean }
  | { readonly kind: 'moveService'; readonly id: number; readonly direction: MoveDirection }
  | { readonly kind: 'deleteService'; readonly id: number; readonly version: number };

export async function sendMenuChange(change: MenuChange): Promise<EditorMenu> {
  switch (change.kind) {
    case 'addCategory':
      return (
        await readJson(await menu.categories.$post({ json: { name: change.name, translations: change.translations } }))
      ).menu;
    case 'renameCategory':
      return (
        await readJson(
          await menu.categories[':id'].$patch({
            param: { id: String(change.id) },
            json: { version: change.version, name: change.name, translations: change.translations },
          }),
        )
      ).menu;
    case 'moveCategory':
      return (
        await readJson(
          await menu.categories[':id'].move.$post({
            param: { id: String(change.id) },
            json: { direction: change.direction },
          }),
        )
      ).menu;
    case 'deleteCategory':
      return (
        await readJson(
          await menu.categories[':id'].$delete(
            { param: { id: String(change.id) }, query: { version: String(change.version) } },
            EMPTY_JSON_BODY,
          ),
        )
      ).menu;
    case 'addService':
      return (await readJson(await menu.services.$post({ json: change.draft }))).menu;
    case 'updateService':
      return (
        await readJson(
          await menu.services[':id'].$patch({
            param: { id: String(change.id) },
            json: { ...change.draft, version: change.version },
          }),
        )
      ).menu;
    case 'setVisibility':
      return (
        await readJson(
          await menu.services[':id'].visibility.$patch({
            param: { id: String(change.id) },
            json: { version: change.version, visible: change.visible },
          }),
        )
      ).menu;
    case 'moveService':
      return (
        await readJson(
          await menu.services[':id'].move.$post({
            param: { id: String(change.id) },
            json: { direction: change.direction },
          }),
        )
      ).menu;
    case 'deleteService':
      return (
        await readJson(
          await menu.services[':id'].$delete(
            { param: { id: String(change.id) }, query: { version: String(change.version) } },
            EMPTY_JSON_BODY,
          ),
        )
      ).menu;
  }
}
