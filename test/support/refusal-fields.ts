/** A refusal's fields as a test reads them: field name -> the English text of its sentence. */
export function fieldTexts(
  fields: Readonly<Record<string, { readonly message: string }>> | undefined,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([name, field]) => [name, field.message]));
}
