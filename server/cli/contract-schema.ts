/**
 * The catalog's JSON Schema, made from the contract's own schema (`catalogSchema`), for tool
 * teams whose build is not this repo's: `docs/catalog.schema.json`. A test keeps the committed
 * file equal to what this makes; `pnpm contract:schema` writes it again after a contract change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { catalogSchema } from '@toolhub/contracts';
import { z } from 'zod/mini';

export const CATALOG_SCHEMA_FILE = path.resolve(import.meta.dirname, '../../docs/catalog.schema.json');

export function catalogJsonSchema(): string {
  const schema = { ...z.toJSONSchema(catalogSchema, { io: 'input' }), title: 'Toolhub remote catalog (catalog.json)', description: "A remote's tools: the hub's catalog reads this beside the remote's mf-manifest.json." };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (process.argv[1] === import.meta.filename) fs.writeFileSync(CATALOG_SCHEMA_FILE, catalogJsonSchema());
