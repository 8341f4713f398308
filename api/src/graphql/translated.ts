// A translated text of a row in GraphQL (lib/language.ts): the public field answers it in the
// request's language, English when its Arabic is empty; admins read both as stored, under
// `<field>En` and `<field>Ar`, to fill a form's two inputs whatever the page's language.
//
//   title: t.string(inRequestLanguage('title')),
//   titleEn: t.string(storedText('title')),
//   titleAr: t.string(storedText('titleAr')),
import { textIn } from '../lib/language.ts';
import type { GraphQLContext } from './context.ts';

type Text = string | string[];

/** A public field's options: `row[field]` in the request's language (`shown` maps it, e.g. to a list). */
export function inRequestLanguage<Field extends string, Shown = string>(
  field: Field,
  options: { description?: string; shown?: (text: string) => Shown } = {},
) {
  return {
    description: options.description,
    resolve: (row: Record<Field | `${Field}Ar`, string>, _args: unknown, ctx: GraphQLContext): Shown => {
      const text = textIn(row, field, ctx.language);
      return options.shown ? options.shown(text) : (text as Shown);
    },
  };
}

/** A list field's options (tags): the Arabic list when it has an entry, else the English one. */
export function listInRequestLanguage<Field extends string>(field: Field) {
  return {
    resolve: (row: Record<Field | `${Field}Ar`, string[]>, _args: unknown, ctx: GraphQLContext): string[] =>
      textIn(row, field, ctx.language),
  };
}

/** An admin field's options: the text as stored (an Arabic one empty when not written). */
export function storedText<Column extends string>(column: Column) {
  const arabic = column.endsWith('Ar');
  return {
    authScopes: { admin: true },
    description: arabic ? 'As stored, empty when not written (admins).' : 'The English as stored (admins).',
    resolve: <Value extends Text>(row: Record<Column, Value>): Value => row[column],
  };
}
