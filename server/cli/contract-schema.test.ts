import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_SCHEMA_FILE, catalogJsonSchema } from './contract-schema';

describe('the remote contract for other teams', () => {
  it('docs/catalog.schema.json is the JSON Schema of the catalog the hub checks (run pnpm contract:schema after changing it)', () => {
    expect(fs.readFileSync(CATALOG_SCHEMA_FILE, 'utf8')).toBe(catalogJsonSchema());
  });
});
