import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { SCHEMA_REFERENCE_FILE, schemaReference, schemaReferenceFile } from './schemaReference.ts';

const sdl = readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8');

describe('the schema reference of /developers', () => {
  it('is generated from the committed schema.graphql (run `npm run schema:print`)', () => {
    const committed = readFileSync(path.join(repoRoot, SCHEMA_REFERENCE_FILE), 'utf8');
    expect(committed === schemaReferenceFile(sdl), 'the reference is stale: run `npm run schema:print`').toBe(true);
  });

  it('lists Query and Mutation first, then every type by name, with fields, arguments and descriptions', () => {
    const reference = schemaReference(`
      "Root"
      type Query { "One meal" meal(id: ID!, "how big" size: Int = 2): Meal, weeks: [String!]! }
      type Mutation { mealCreate(input: MealInput!): MealResult! }
      interface Error { message: String! }
      type NotFound implements Error { message: String! }
      type Meal { id: ID!, old: String @deprecated(reason: "gone") }
      input MealInput { "The title" title: String! }
      union MealResult = Meal | NotFound
      enum Kind { "hot" HOT COLD }
    `);
    expect(reference.map((type) => type.name)).toEqual([
      'Query',
      'Mutation',
      'Boolean',
      'Error',
      'ID',
      'Int',
      'Kind',
      'Meal',
      'MealInput',
      'MealResult',
      'NotFound',
      'String',
    ]);
    const byName = new Map(reference.map((type) => [type.name, type]));
    expect(byName.get('Query')).toMatchObject({ kind: 'object', description: 'Root' });
    expect(byName.get('Query')?.fields?.[0]).toEqual({
      name: 'meal',
      type: 'Meal',
      description: 'One meal',
      args: [
        { name: 'id', type: 'ID!' },
        { name: 'size', type: 'Int', description: 'how big', defaultValue: '2' },
      ],
    });
    expect(byName.get('Meal')?.fields?.[1]).toEqual({ name: 'old', type: 'String', deprecated: 'gone' });
    expect(byName.get('Error')).toMatchObject({ kind: 'interface', members: ['NotFound'] });
    expect(byName.get('NotFound')).toMatchObject({ interfaces: ['Error'] });
    expect(byName.get('MealResult')).toEqual({ name: 'MealResult', kind: 'union', members: ['Meal', 'NotFound'] });
    expect(byName.get('MealInput')?.fields).toEqual([{ name: 'title', type: 'String!', description: 'The title' }]);
    expect(byName.get('Kind')?.values).toEqual([{ name: 'HOT', description: 'hot' }, { name: 'COLD' }]);
  });
});
