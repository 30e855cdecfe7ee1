/**
 * The contracts' zod schemas as OpenAPI 3.1 component schemas (JSON Schema 2020-12), made by zod's
 * own z.toJSONSchema: request schemas as clients send them (`io: 'input'`), answers as the server
 * makes them (`io: 'output'`). A schema used under two names keeps the first.
 */
import { z } from 'zod';
import type { Named } from './operation.js';

export type JsonSchema = Record<string, unknown>;

export const componentRef = (id: string) => `#/components/schemas/${id}`;

export class ComponentSchemas {
  private readonly ids = new Map<z.ZodType, string>();
  private readonly inputs = z.registry<{ id: string }>();
  private readonly outputs = z.registry<{ id: string }>();

  /** Registers a request schema; answers the name it is listed under. */
  input(named: Named): string {
    return this.add(named, this.inputs);
  }

  /** Registers an answer's schema; answers the name it is listed under. */
  output(named: Named): string {
    return this.add(named, this.outputs);
  }

  /** Every registered schema by name, `$ref`s between them pointing into components/schemas. */
  build(): Record<string, JsonSchema> {
    return { ...this.generate(this.inputs, 'input'), ...this.generate(this.outputs, 'output') };
  }

  private add(named: Named, registry: z.core.$ZodRegistry<{ id: string }>): string {
    const known = this.ids.get(named.schema);
    if (known) return known;
    if ([...this.ids.values()].includes(named.id)) {
      throw new Error(`two schemas are named ${named.id}`);
    }
    this.ids.set(named.schema, named.id);
    registry.add(named.schema, { id: named.id });
    return named.id;
  }

  private generate(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') {
    const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: componentRef });
    return Object.fromEntries(
      Object.entries(schemas).map(([id, schema]) => {
        const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
        return [id, rest];
      }),
    );
  }
}
